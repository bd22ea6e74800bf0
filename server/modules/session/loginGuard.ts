import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginLogs, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** Failed sign-ins from one address inside the window. */
export const ipFailures = async (db: Db, ip: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(and(eq(loginLogs.ip, ip), eq(loginLogs.success, false), gt(loginLogs.createdAt, since)));
  return row?.n ?? 0;
};

/** Wrong passwords for an account that still count: inside the window and after the last reset. */
export const accountFailures = async (
  db: Db,
  user: Pick<UserRow, 'userName' | 'loginFailSince'>,
  failureWindowMs: number,
  now: Date,
): Promise<number> => {
  const windowStart = new Date(now.getTime() - failureWindowMs);
  const since = user.loginFailSince && user.loginFailSince > windowStart ? user.loginFailSince : windowStart;
  const [row] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.userName, user.userName),
        eq(loginLogs.success, false),
        gt(loginLogs.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};

/** When the failed attempts under a user name since `since` happened, oldest first. */
export const failureTimes = async (db: Db, userName: string, since: Date): Promise<Date[]> =>
  (
    await db
      .select({ at: loginLogs.createdAt })
      .from(loginLogs)
      .where(
        and(eq(loginLogs.userName, userName), eq(loginLogs.success, false), gt(loginLogs.createdAt, since)),
      )
      .orderBy(asc(loginLogs.createdAt))
  ).map((row) => row.at);

export type LockState =
  { kind: 'open' } | { kind: 'locked'; until: Date | null; reason: string } | { kind: 'expired' };

/** Whether a locked account is still locked at `now`. A lock with no end stays until an admin unlocks it. */
export const lockState = (user: UserRow, now: Date): LockState => {
  if (user.status !== '2') return { kind: 'open' };
  if (user.unlockingTime && user.unlockingTime <= now) return { kind: 'expired' };
  return { kind: 'locked', until: user.unlockingTime, reason: user.lockedReason };
};

export const AUTO_LOCK_REASON = 'login.autoLock';

export const lockAccount = (db: Db, userId: string, now: Date, lockMs: number) =>
  db
    .update(users)
    .set({
      status: '2',
      lockedTime: now,
      unlockingTime: new Date(now.getTime() + lockMs),
      lockedReason: AUTO_LOCK_REASON,
    })
    .where(eq(users.userId, userId));

export const clearLock = (db: Db, userId: string, now: Date) =>
  db
    .update(users)
    .set({ status: '0', lockedTime: null, unlockingTime: null, lockedReason: '', loginFailSince: now })
    .where(eq(users.userId, userId));
