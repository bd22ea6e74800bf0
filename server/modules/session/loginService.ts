import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { ResultCode } from '@shared/api/codes';
import { loginLogs, users } from '../../db/schema';
import { DECOY_HASH, verifyPassword } from '../../auth/password';
import { createSession } from '../../auth/sessionStore';
import { issueTicket } from '../../auth/tickets';
import type { AppDeps } from '../../http/context';
import { defaultLoginPolicy, loginPolicy } from '../config/security/policy';
import { passwordRuleFor } from '../config/security/passwordCheck';
import type { PasswordRule } from '@shared/api/modules/config/passwordRule';
import { AppError } from '../../http/errors';
import { lockLookback, unknownNameLock } from './unknownNameLock';
import {
  AUTO_LOCK_REASON,
  accountFailures,
  clearLock,
  failureTimes,
  ipFailures,
  lockAccount,
  lockState,
} from './loginGuard';

export interface LoginAttempt {
  userName: string;
  passwordCipher: string;
  ip: string;
  userAgent: string;
}

/**
 * A sign-in answers a session token, or (when the password must be changed first) a one-time password ticket with
 * the password rule of the account's tenant, which the change must keep.
 */
export type LoginResult = { token: string } | { passwordTicket: string; passwordRule: PasswordRule };

/** How long the first-login password ticket stays valid. */
export const PASSWORD_TICKET_TTL_MS = 10 * 60_000;

const formatTime = (date: Date | null) => (date ? dayjs(date).format('YYYY-MM-DD HH:mm:ss') : '--');

type UserRow = typeof users.$inferSelect;
type Attempt = Pick<LoginAttempt, 'userName' | 'ip' | 'userAgent'>;

/** Writes one attempt to the login log (failed attempts count towards the account and address limits). */
export const logAttempt = (
  deps: AppDeps,
  attempt: Attempt,
  success: boolean,
  message: string,
  user?: UserRow,
) =>
  deps.db.insert(loginLogs).values({
    userName: attempt.userName,
    userId: user?.userId ?? '',
    merchantId: user?.merchantId ?? '',
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    success,
    message,
    createdAt: deps.now(),
  });

/** Refuses an address with too many failed attempts inside the window. */
export const guardAddress = async (deps: AppDeps, attempt: Attempt) => {
  const windowStart = new Date(deps.now().getTime() - deps.config.loginFailureWindowMs);
  if ((await ipFailures(deps.db, attempt.ip, windowStart)) < deps.config.loginIpMaxFailures) return;
  await logAttempt(deps, attempt, false, 'login.ipLimited');
  throw new AppError(ResultCode.TooManyRequests, 'login.ipLimited');
};

/** Refuses a locked account; an expired lock is lifted. Answers whether the lock had just expired. */
export const guardLock = async (deps: AppDeps, attempt: Attempt, user: UserRow): Promise<boolean> => {
  const lock = lockState(user, deps.now());
  if (lock.kind === 'locked') {
    const messageKey =
      lock.reason === AUTO_LOCK_REASON || !lock.reason ? 'login.locked' : 'login.lockedByAdmin';
    await logAttempt(deps, attempt, false, messageKey, user);
    throw new AppError(ResultCode.Business, messageKey, {
      until: formatTime(lock.until),
      reason: lock.reason,
    });
  }
  if (lock.kind === 'expired') await clearLock(deps.db, user.userId, deps.now());
  return lock.kind === 'expired';
};

/**
 * Refuses a name that matches no account while the lock an account would have is on, in the same words and for the
 * same time (issue 32). Answers from when its failures count (the end of a lock that ran out), for `failAttempt`.
 */
export const guardUnknownName = async (deps: AppDeps, attempt: Attempt): Promise<Date | undefined> => {
  const now = deps.now();
  const rule = defaultLoginPolicy(deps.config);
  const since = new Date(now.getTime() - lockLookback(rule));
  const lock = unknownNameLock(await failureTimes(deps.db, attempt.userName, since), rule, now);
  if (!lock.lockedUntil) return lock.countsFrom;
  await logAttempt(deps, attempt, false, 'login.locked');
  throw new AppError(ResultCode.Business, 'login.locked', {
    until: formatTime(lock.lockedUntil),
    reason: '',
  });
};

/**
 * Logs a failed attempt with `messageKey` and answers the error to throw: the account's lock once it reaches the
 * limit inside the window, else `messageKey` itself. A name that matches no account "locks" the same way (nothing
 * is stored: `guardUnknownName` replays its failures), so the answers never tell the two apart.
 */
export const failAttempt = async (
  deps: AppDeps,
  attempt: Attempt,
  messageKey: string,
  user?: UserRow,
  lockJustExpired = false,
  unknownCountsFrom?: Date,
) => {
  const { db, config } = deps;
  const now = deps.now();
  await logAttempt(deps, attempt, false, messageKey, user);
  // The limits of the account's tenant (system settings); the defaults for a name that matches no account.
  const policy = user ? await loginPolicy(db, config, user.merchantId) : defaultLoginPolicy(config);
  // Counted for unknown names too, so an unknown user costs the same work as a known one.
  const since = lockJustExpired ? now : user ? user.loginFailSince : (unknownCountsFrom ?? null);
  const failures = await accountFailures(
    db,
    { userName: attempt.userName, loginFailSince: since },
    policy.failureWindowMs,
    now,
  );
  if (failures < policy.maxFailures) return new AppError(ResultCode.Business, messageKey);
  if (user) await lockAccount(db, user.userId, now, policy.lockMs);
  return new AppError(ResultCode.Business, 'login.locked', {
    until: formatTime(new Date(now.getTime() + policy.lockMs)),
  });
};

/**
 * Signs a user in (console spec §7.1 POST /login). Every attempt is written to the login log. A ciphertext that
 * does not decrypt is handled exactly like a wrong password, including the time spent hashing. An account whose
 * password was given by an administrator gets no session yet: it gets a one-time ticket for /user/resetPwdFirst.
 */
export const login = async (deps: AppDeps, attempt: LoginAttempt): Promise<LoginResult> => {
  const { db, config } = deps;
  const now = deps.now();
  await guardAddress(deps, attempt);

  const password = deps.decrypt(attempt.passwordCipher);
  const [user] = await db.select().from(users).where(eq(users.userName, attempt.userName));
  const matches = await verifyPassword(password ?? '', user?.passwordHash ?? DECOY_HASH);
  if (!user)
    throw await failAttempt(
      deps,
      attempt,
      'login.wrong',
      undefined,
      false,
      await guardUnknownName(deps, attempt),
    );

  const lockJustExpired = await guardLock(deps, attempt, user);
  if (password === null || !matches)
    throw await failAttempt(deps, attempt, 'login.wrong', user, lockJustExpired);
  if (user.status === '1') {
    await logAttempt(deps, attempt, false, 'login.disabled', user);
    throw new AppError(ResultCode.Business, 'login.disabled');
  }

  await db.update(users).set({ loginFailSince: now }).where(eq(users.userId, user.userId));
  if (user.passwordChangeRequired) {
    await logAttempt(deps, attempt, true, 'login.passwordChangeRequired', user);
    return {
      passwordTicket: await issueTicket(db, 'first-login', user, now, PASSWORD_TICKET_TTL_MS),
      passwordRule: await passwordRuleFor(deps, user.merchantId),
    };
  }
  await logAttempt(deps, attempt, true, 'login.success', user);
  const token = await createSession(db, {
    userId: user.userId,
    merchantId: user.merchantId,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    ttlMs: (await loginPolicy(db, config, user.merchantId)).sessionTtlMs,
    now,
  });
  return { token };
};
