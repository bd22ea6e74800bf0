/**
 * The lock a name that matches no account would have (issue 32: sign-in answers the same for known and unknown
 * names). A real account locks after `maxFailures` failed attempts inside the window and stays locked `lockMs`; an
 * unknown name must answer "locked" on the same attempt and for the same time, or counting attempts until the lock
 * would tell which names exist. Replays the name's failed attempts from the login log. Pure.
 */
export interface LockRule {
  maxFailures: number;
  failureWindowMs: number;
  lockMs: number;
}

export interface NameLock {
  /** Set while the name is locked. */
  lockedUntil: Date | undefined;
  /** Failures before this time no longer count (a lock ran out then). */
  countsFrom: Date | undefined;
}

/** How far back the failures that can still matter go. */
export const lockLookback = (rule: LockRule) => rule.failureWindowMs + rule.lockMs;

/** Replays `failures` (times of failed attempts, oldest first) under `rule`, as the account's lock would have run. */
export const unknownNameLock = (failures: Date[], rule: LockRule, now: Date): NameLock => {
  let countsFrom: Date | undefined;
  let lockedUntil: Date | undefined;
  const counted: number[] = [];
  for (const failure of failures) {
    const at = failure.getTime();
    if (lockedUntil && at < lockedUntil.getTime()) continue; // refused while locked: does not count
    if (lockedUntil) {
      countsFrom = lockedUntil;
      lockedUntil = undefined;
      counted.length = 0;
    }
    counted.push(at);
    const windowStart = Math.max(at - rule.failureWindowMs, countsFrom?.getTime() ?? -Infinity);
    if (counted.filter((time) => time > windowStart).length >= rule.maxFailures) {
      lockedUntil = new Date(at + rule.lockMs);
      counted.length = 0;
    }
  }
  if (lockedUntil && lockedUntil.getTime() <= now.getTime())
    return { lockedUntil: undefined, countsFrom: lockedUntil };
  return { lockedUntil, countsFrom };
};
