import type { SendTaskViewRow } from '@shared/api/modules/messaging/channelSchemas';
import { REFRESH_MS } from './RefreshTimer';

/** The longest a screen with a scheduled task waits before it asks again (a clock change, a task started early). */
export const SCHEDULED_MAX_WAIT_MS = 10 * 60_000;

/**
 * When a screen of send tasks should ask for them again, in ms (undefined: nothing on it will move). A task being
 * sent is followed every REFRESH_MS; a scheduled one is looked at again just after its send time (soon for one
 * created to go now, which waits for a worker to start it), never later than SCHEDULED_MAX_WAIT_MS.
 */
export const nextRefreshMs = (
  tasks: readonly Pick<SendTaskViewRow, 'status' | 'sendAt'>[],
  now: number,
): number | undefined => {
  if (tasks.some((task) => task.status === 'sending')) return REFRESH_MS;
  const starts = tasks
    .filter((task) => task.status === 'scheduled')
    .map((task) => (task.sendAt ? Date.parse(task.sendAt) : now));
  if (starts.length === 0) return undefined;
  const soonest = Math.min(...starts.map((start) => (Number.isNaN(start) ? now : start)));
  return Math.min(Math.max(soonest - now + 1000, REFRESH_MS), SCHEDULED_MAX_WAIT_MS);
};
