import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { ResultCode } from '@shared/api/codes';
import { loginLogs, users } from '../../db/schema';
import { DECOY_HASH, verifyPassword } from '../../auth/password';
import { createSession } from '../../auth/sessionStore';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { AUTO_LOCK_REASON, accountFailures, clearLock, ipFailures, lockAccount, lockState } from './loginGuard';

export interface LoginAttempt {
  userName: string;
  passwordCipher: string;
  ip: string;
  userAgent: string;
}

const formatTime = (date: Date | null) => (date ? dayjs(date).format('YYYY-MM-DD HH:mm:ss') : '--');

/**
 * Signs a user in (console spec §7.1 POST /login). Every attempt is written to the login log. A ciphertext that
 * does not decrypt is handled exactly like a wrong password, including the time spent hashing.
 */
export const login = async (deps: AppDeps, attempt: LoginAttempt): Promise<string> => {
  const { db, config } = deps;
  const now = deps.now();
  const log = (success: boolean, message: string, user?: { userId: string; merchantId: string }) =>
    db.insert(loginLogs).values({
      userName: attempt.userName,
      userId: user?.userId ?? '',
      merchantId: user?.merchantId ?? '',
      ip: attempt.ip,
      userAgent: attempt.userAgent,
      success,
      message,
      createdAt: now,
    });
  const fail = async (messageKey: string, params: Record<string, unknown> = {}, user?: typeof users.$inferSelect) => {
    await log(false, messageKey, user);
    const code = messageKey === 'login.ipLimited' ? ResultCode.TooManyRequests : ResultCode.Business;
    return new AppError(code, messageKey, params);
  };

  const windowStart = new Date(now.getTime() - config.loginFailureWindowMs);
  if ((await ipFailures(db, attempt.ip, windowStart)) >= config.loginIpMaxFailures) throw await fail('login.ipLimited');

  const password = deps.decrypt(attempt.passwordCipher);
  const [user] = await db.select().from(users).where(eq(users.userName, attempt.userName));
  const matches = await verifyPassword(password ?? '', user?.passwordHash ?? DECOY_HASH);
  if (!user) throw await fail('login.wrong');

  const lock = lockState(user, now);
  if (lock.kind === 'locked') {
    throw await fail(
      lock.reason === AUTO_LOCK_REASON || !lock.reason ? 'login.locked' : 'login.lockedByAdmin',
      { until: formatTime(lock.until), reason: lock.reason },
      user,
    );
  }
  if (lock.kind === 'expired') await clearLock(db, user.userId, now);

  if (password === null || !matches) {
    const error = await fail('login.wrong', {}, user);
    const failures = await accountFailures(db, { ...user, loginFailSince: lock.kind === 'expired' ? now : user.loginFailSince }, config, now);
    if (failures >= config.loginMaxFailures) {
      await lockAccount(db, user.userId, now, config.loginLockMs);
      throw new AppError(ResultCode.Business, 'login.locked', { until: formatTime(new Date(now.getTime() + config.loginLockMs)) });
    }
    throw error;
  }
  if (user.status === '1') throw await fail('login.disabled', {}, user);

  await db.update(users).set({ loginFailSince: now }).where(eq(users.userId, user.userId));
  await log(true, 'login.success', user);
  return createSession(db, {
    userId: user.userId,
    merchantId: user.merchantId,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    ttlMs: config.sessionTtlMs,
    now,
  });
};
