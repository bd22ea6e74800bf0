/** Process-dynamics display rules (workflow spec §2.4, §4.1): tags, action labels, durations. */

/** Task states by index (spec §4.1). */
export const TASK_STATE_KEYS = ['processing', 'adopt', 'refuse', 'overtime', 'termination', 'withdraw', 'transfer', 'fallback'] as const;
/** Instance states (spec §4.1; there is no 4). */
export const INSTANCE_STATE_KEYS: Record<number, string> = { 0: 'underApproval', 1: 'approved', 2: 'rejected', 3: 'revoked', 5: 'terminated' };

export const taskStateKey = (state: number): string => `state.task.${TASK_STATE_KEYS[state] ?? 'processing'}`;
export const instanceStateKey = (state: number): string => `state.instance.${INSTANCE_STATE_KEYS[state] ?? 'underApproval'}`;

/** taskType 2 without an end time is unread; taskType 1 without an end time is processing. */
export function entryTag(entry: { taskType: number; endTime: number | null }): 'unread' | 'processing' | null {
  if (entry.endTime !== null) return null;
  if (entry.taskType === 2) return 'unread';
  if (entry.taskType === 1) return 'processing';
  return null;
}

/** The action label of an approval: the initiator submitted, cc recipients read, others by task state. */
export function actionKey(taskType: number, taskState: number, endTime: number | null): string {
  if (taskType === 0) return 'action.submitted';
  if (taskType === 2) return endTime === null ? 'tag.unread' : 'action.read';
  return taskStateKey(taskState);
}

export interface DurationParts { days: number; hours: number; minutes: number; seconds: number }

export function splitSeconds(total: number): DurationParts {
  const whole = Math.max(0, Math.floor(total));
  return { days: Math.floor(whole / 86400), hours: Math.floor((whole % 86400) / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** i18n key + params for a duration: seconds only under a minute, else the non-zero leading parts. */
export function durationMessage(total: number): { key: string; params: DurationParts } {
  const parts = splitSeconds(total);
  if (parts.days > 0) return { key: 'duration.days', params: parts };
  if (parts.hours > 0) return { key: 'duration.hours', params: parts };
  if (parts.minutes > 0) return { key: 'duration.minutes', params: parts };
  return { key: 'duration.seconds', params: parts };
}

/** Initials for an avatar: the first character of a Chinese name, else up to two initials. */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if ((trimmed.codePointAt(0) ?? 0) > 0x7f) return trimmed.slice(-2);
  return trimmed.split(/\s+/).slice(0, 2).map((part) => part[0]?.toUpperCase() ?? '').join('');
}
