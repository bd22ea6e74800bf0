import { and, eq } from 'drizzle-orm';
import { oauthBindings, users } from '../../../db/schema';
import { createSession } from '../../../auth/sessionStore';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import type { ChatProvider } from './provider';

export interface ChatLoginInput {
  code: string;
  /** 'bind' links the outside account to the signed-in caller first. */
  state?: string;
  caller?: SessionContext;
  ip: string;
  userAgent: string;
}

/**
 * Chat-app login (console spec §7.1 dTalkLogin / loginByCode): a bound outside account gets a token; an unbound one
 * answers `codes` (the outside account id) so the page can ask the user to sign in and bind it.
 */
export const chatLogin = async (deps: AppDeps, provider: ChatProvider, input: ChatLoginInput): Promise<{ token?: string; codes?: string }> => {
  const now = deps.now();
  const externalId = await provider.exchange(input.code, now).catch(() => undefined);
  if (!externalId) throw business('console:thirdParty.badCode');
  if (input.state === 'bind' && input.caller) {
    await deps.db
      .insert(oauthBindings)
      .values({ provider: provider.name, externalId, userId: input.caller.userId, createdAt: now })
      .onConflictDoUpdate({ target: [oauthBindings.provider, oauthBindings.externalId], set: { userId: input.caller.userId } });
  }
  const [bound] = await deps.db
    .select({ userId: users.userId, merchantId: users.merchantId, status: users.status })
    .from(oauthBindings)
    .innerJoin(users, eq(users.userId, oauthBindings.userId))
    .where(and(eq(oauthBindings.provider, provider.name), eq(oauthBindings.externalId, externalId)));
  if (!bound) return { codes: externalId };
  if (bound.status !== '0') throw business('login.disabled');
  const token = await createSession(deps.db, {
    userId: bound.userId,
    merchantId: bound.merchantId,
    ip: input.ip,
    userAgent: input.userAgent,
    ttlMs: deps.config.sessionTtlMs,
    now,
  });
  return { token };
};
