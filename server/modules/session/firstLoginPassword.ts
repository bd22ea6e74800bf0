import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TFunction } from 'i18next';
import { DECOY_HASH, hashPassword, verifyPassword } from '../../auth/password';
import { assertPasswordRule } from '../config/security/passwordCheck';
import { revokeUserSessions } from '../../auth/sessionStore';
import { consumeTicket, peekTicket } from '../../auth/tickets';
import type { AppDeps } from '../../http/context';
import { business, invalid } from '../../http/errors';
import { failAttempt, guardAddress, guardLock, guardUnknownName } from './loginService';

export interface FirstLoginChange {
  userName: string;
  /** The one-time ticket a sign-in answered instead of a token. */
  ticket: string;
  /** RSA ciphertext of the new password. */
  password: string;
  ip: string;
  userAgent: string;
}

const TICKET_INVALID = 'password.ticketInvalid';

/**
 * First-login password change (console spec §7.1 POST /user/resetPwdFirst). Only the ticket of a successful sign-in
 * opens it; a wrong, used or expired ticket counts as a failed sign-in towards the account and address limits. An
 * unknown user name costs the same work (one scrypt, the same queries) and gets the same message as a bad ticket.
 */
export const changeFirstLoginPassword = async (deps: AppDeps, input: FirstLoginChange, t: TFunction) => {
  const { db } = deps;
  const attempt = { userName: input.userName, ip: input.ip, userAgent: input.userAgent };
  await guardAddress(deps, attempt);
  const now = deps.now();
  const next = deps.decrypt(input.password);
  const [user] = await db.select().from(users).where(eq(users.userName, input.userName));
  const owner = await peekTicket(db, 'first-login', input.ticket, now);
  const isSameAsCurrent = await verifyPassword(next ?? '', user?.passwordHash ?? DECOY_HASH);
  if (!user)
    throw await failAttempt(
      deps,
      attempt,
      TICKET_INVALID,
      undefined,
      false,
      await guardUnknownName(deps, attempt),
    );
  const lockJustExpired = await guardLock(deps, attempt, user);
  if (owner?.userId !== user.userId)
    throw await failAttempt(deps, attempt, TICKET_INVALID, user, lockJustExpired);

  if (next === null) throw invalid('password', 'pattern');
  await assertPasswordRule(deps, user.merchantId, next, t);
  if (isSameAsCurrent) throw business('password.same');
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    const used = await consumeTicket(tx, ['first-login'], input.ticket, now);
    if (used?.userId !== user.userId) throw business(TICKET_INVALID);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false, loginFailSince: now, updatedAt: now })
      .where(eq(users.userId, user.userId));
    await revokeUserSessions(tx, user.userId, now);
  });
};
