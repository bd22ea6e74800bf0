/**
 * Deadlines of time-limited tasks (workflow spec §6 "time limit"): pure functions of the start time and the
 * node's limit. Working days skip Saturday and Sunday, counted in UTC; public holidays are not known.
 */
import { TaskState } from '@shared/approval/states';
import type { NodeTimeLimit } from '@shared/flow/types';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const isWeekend = (at: number) => {
  const day = new Date(at).getUTCDay();
  return day === 0 || day === 6;
};

/** A limit the engine honours: a positive whole amount of a known unit. */
export function isValidLimit(limit: NodeTimeLimit | undefined): limit is NodeTimeLimit {
  return (
    limit !== undefined &&
    Number.isInteger(limit.amount) &&
    limit.amount > 0 &&
    (limit.unit === 'hours' || limit.unit === 'workingDays')
  );
}

/**
 * When a task started at `start` runs out of time: `amount` hours later, or after `amount` working days (each
 * step of 24 hours that lands on Monday to Friday counts; the time of day is kept).
 */
export function deadlineOf(start: number, limit: NodeTimeLimit): number {
  if (limit.unit === 'hours') return start + limit.amount * HOUR_MS;
  let at = start;
  let left = limit.amount;
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** When the reminder before the deadline is due; null when none is asked for or it would precede the start. */
export function reminderOf(start: number, limit: NodeTimeLimit): number | null {
  const hours = Number.isFinite(limit.remindBeforeHours) ? limit.remindBeforeHours : 0;
  if (hours <= 0) return null;
  const at = deadlineOf(start, limit) - hours * HOUR_MS;
  return at > start ? at : null;
}

/** The state lists and the timeline show: an open task whose time ran out shows 3 (overtime) until handled. */
export function shownTaskState<S extends number>(task: {
  taskState: S;
  overdueAt?: number | null;
}): S | typeof TaskState.Overtime {
  return task.taskState === TaskState.Processing && task.overdueAt !== undefined && task.overdueAt !== null
    ? TaskState.Overtime
    : task.taskState;
}
