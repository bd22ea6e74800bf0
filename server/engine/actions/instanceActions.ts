/**
 * Actions on the whole instance (recall, terminate, urge) and marking a cc entry read.
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { fail } from '../errors';
import { findTask, letter, note, openTasks } from '../run';
import type { Run } from '../run';
import { endInstance } from '../walk';
import type { EngineEvent, EngineFailure } from '../types';
import { isHeld, notAllowed } from './guards';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/** At most one urge per instance per hour. */
export const URGE_INTERVAL_MS = 60 * 60 * 1000;

/** People who hold (or may claim) an open task; a task held by signers added before its holder is left out. */
function holdersOfOpenTasks(run: Run): string[] {
  const people = openTasks(run)
    .filter((task) => !isHeld(run.draft, task))
    .flatMap((task) => (task.assignee ? [task.assignee.userId] : task.candidates.map((user) => user.userId)));
  return [...new Set(people)];
}

/** Recall by the initiator: needs the start node's `withdraw` and the `revoke` setting; open tasks end as 5. */
export function recall(run: Run, event: EventOf<'recall'>): EngineFailure | null {
  const draft = run.draft;
  if (event.userId !== draft.initiator.userId) return fail('notInitiator');
  if (draft.state !== InstanceState.UnderApproval) return fail('notUnderApproval');
  if (!draft.tree.configure?.withdraw || !run.settings.revoke) return notAllowed('recall');
  for (const userId of holdersOfOpenTasks(run)) letter(run, userId, 'revoked');
  note(run, 'recalled', '', event.userId, event.comment ? { comment: event.comment } : {});
  endInstance(run, InstanceState.Revoked, TaskState.Withdraw, event.userId);
  return null;
}

/**
 * Forcible termination by an administrator (the caller checks the permission): state 5, open tasks end as 4.
 */
export function terminate(run: Run, event: EventOf<'terminate'>): EngineFailure | null {
  if (run.draft.state !== InstanceState.UnderApproval) return fail('notUnderApproval');
  note(run, 'terminated', '', event.userId, event.comment ? { comment: event.comment } : {});
  endInstance(run, InstanceState.Terminated, TaskState.Termination, event.userId);
  return null;
}

/** Urge by the initiator: a letter to everyone holding an open task, at most once per hour. */
export function urge(run: Run, event: EventOf<'urge'>): EngineFailure | null {
  const draft = run.draft;
  if (draft.state !== InstanceState.UnderApproval) return fail('notUnderApproval');
  if (event.userId !== draft.initiator.userId) return fail('notInitiator');
  if (!run.settings.urge) return notAllowed('urge');
  if (draft.returned) return fail('awaitingResubmit');
  if (draft.lastUrgeAt !== null && run.now - draft.lastUrgeAt < URGE_INTERVAL_MS) {
    return fail('urgeTooSoon', { params: { retryAt: draft.lastUrgeAt + URGE_INTERVAL_MS } });
  }
  draft.lastUrgeAt = run.now;
  for (const userId of holdersOfOpenTasks(run)) letter(run, userId, 'urge');
  note(run, 'urged', '', event.userId);
  return null;
}

/** A cc recipient reads their entry: it gets its end time (no longer shown as unread). */
export function markCcRead(run: Run, event: EventOf<'markCcRead'>): EngineFailure | null {
  const task = findTask(run, event.taskId);
  if (!task) return fail('taskNotFound');
  if (task.taskType !== TaskType.Cc) return fail('notCc');
  if (task.assignee?.userId !== event.userId) return fail('notAssignee');
  if (task.isRead) return fail('alreadyHandled', { by: event.userId });
  task.isRead = true;
  task.endTime = run.now;
  task.handledBy = event.userId;
  task.version += 1;
  run.touched.add(task.id);
  return null;
}
