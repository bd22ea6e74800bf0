import { scope } from '../cache/scopes';
import type { AppDeps, SessionContext } from '../http/context';
import { loadSession } from './sessionStore';
import { hashToken } from './tokens';

/**
 * The signed-in session behind a bearer token, from this instance's memory when it has read it before. The entry
 * is dropped when the session is revoked or its user changes (`scope.session`, `scope.user`), and expiry is checked
 * on every call.
 */
export const sessionOfToken = async (
  deps: Pick<AppDeps, 'db' | 'cache' | 'now'>,
  token: string,
): Promise<SessionContext | undefined> => {
  const tokenHash = hashToken(token);
  const now = deps.now();
  const record = await deps.cache.sessions.get(tokenHash, async () => {
    const found = await loadSession(deps.db, tokenHash, now);
    if (!found) return undefined;
    const value = Object.freeze({ session: Object.freeze(found.session), expiresAt: found.expiresAt });
    return { value, scopes: [scope.session(tokenHash), scope.user(found.session.userId)] };
  });
  return record && record.expiresAt > now ? record.session : undefined;
};
