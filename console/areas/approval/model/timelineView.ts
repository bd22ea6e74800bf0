/** Process-dynamics display rules (workflow spec §2.4, §4.1): tags, action labels, durations. */
import { InstanceState, TaskState, TaskType } from '@shared/api/modules/approval';

type Intent = 'primary' | 'success' | 'danger' | 'warning' | 'none';

/** Task state → the label key under `state.task`. */
const TASK_STATE_KEYS: Record<number, string> = {
  [TaskState.Processing]: 'processing',
  [TaskState.Adopt]: 'adopt',
  [TaskState.Refuse]: 'refuse',
  [TaskState.Overtime]: 'overtime',
  [TaskState.Termination]: 'termination',
  [TaskState.Withdraw]: 'withdraw',
  [TaskState.Transfer]: 'transfer',
  [TaskState.Fallback]: 'fallback',
};
/** Instance state → the label key under `state.instance`. */
const INSTANCE_STATE_KEYS: Record<number, string> = {
  [InstanceState.UnderApproval]: 'underApproval',
  [InstanceState.Approved]: 'approved',
  [InstanceState.Rejected]: 'rejected',
  [InstanceState.Revoked]: 'revoked',
  [InstanceState.Terminated]: 'terminated',
  [InstanceState.Voided]: 'voided',
};
const INSTANCE_STATE_INTENTS: Record<number, Intent> = {
  [InstanceState.UnderApproval]: 'primary',
  [InstanceState.Approved]: 'success',
  [InstanceState.Rejected]: 'danger',
  [InstanceState.Revoked]: 'warning',
  [InstanceState.Terminated]: 'none',
  [InstanceState.Voided]: 'danger',
};
const TASK_STATE_INTENTS: Record<number, Intent> = {
  [TaskState.Processing]: 'primary',
  [TaskState.Adopt]: 'success',
  [TaskState.Refuse]: 'danger',
  [TaskState.Overtime]: 'danger',
  [TaskState.Withdraw]: 'warning',
  [TaskState.Transfer]: 'none',
  [TaskState.Fallback]: 'warning',
};

export const taskStateKey = (state: number): string => `state.task.${TASK_STATE_KEYS[state] ?? 'processing'}`;
export const instanceStateKey = (state: number): string =>
  `state.instance.${INSTANCE_STATE_KEYS[state] ?? 'underApproval'}`;
export const instanceStateIntent = (state: number): Intent => INSTANCE_STATE_INTENTS[state] ?? 'none';
export const taskStateIntent = (state: number): Intent => TASK_STATE_INTENTS[state] ?? 'none';
/** The closing entry of the dynamics (the end of the process). */
export const isEndEntry = (entry: { taskType: number }) => entry.taskType === TaskType.End;

/** A cc entry without an end time is unread; a handler entry without an end time is processing. */
export function entryTag(entry: {
  taskType: number;
  endTime: number | null;
}): 'unread' | 'processing' | null {
  if (entry.endTime !== null) return null;
  if (entry.taskType === TaskType.Cc) return 'unread';
  // an application returned to its applicant waits at their (start) entry
  if (entry.taskType === TaskType.Handler || entry.taskType === TaskType.Initiator) return 'processing';
  return null;
}

/**
 * The action label of an approval: the initiator submitted (or, returned to them, waits to resubmit; withdrawn or
 * terminated while waiting, by task state), cc recipients read, others by task state.
 */
export function actionKey(taskType: number, taskState: number, endTime: number | null): string {
  if (taskType === TaskType.Initiator) {
    if (endTime === null) return 'action.awaitingResubmit';
    return taskState === TaskState.Adopt ? 'action.submitted' : taskStateKey(taskState);
  }
  if (taskType === TaskType.Cc) return endTime === null ? 'tag.unread' : 'action.read';
  return taskStateKey(taskState);
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitSeconds(total: number): DurationParts {
  const whole = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(whole / 86400),
    hours: Math.floor((whole % 86400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
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
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** What the approver tip shows about one person of an entry (console spec §9 "approver tip popover"). */
export interface ApproverTipFacts {
  organizeName: string;
  /** Positions joined for display; '' for none. */
  positions: string;
  receivedAt: number;
  /** When they handled it; null while it waits for them. */
  handledAt: number | null;
  /** Seconds from receiving to handling; null while it waits. */
  spentSeconds: number | null;
}

export function approverTipFacts(
  entry: { startTime: number },
  person: { organizeName: string; positionNames: string[]; endTime: number | null },
  separator: string,
): ApproverTipFacts {
  const handledAt = person.endTime;
  return {
    organizeName: person.organizeName,
    positions: person.positionNames.join(separator),
    receivedAt: entry.startTime,
    handledAt,
    spentSeconds: handledAt === null ? null : Math.max(0, Math.floor((handledAt - entry.startTime) / 1000)),
  };
}
