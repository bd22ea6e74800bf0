/**
 * Actions that move a task elsewhere: transfer to another user, fall back to an earlier node.
 */
import { TaskState, TaskType } from '@shared/approval/states';
import { fail } from '../errors';
import { returnTargets } from '../returnTargets';
import { addTask, closeTask, letter, mergeParams, note, openTasks } from '../run';
import type { Run } from '../run';
import { openTasksAt } from '../taskNode';
import { downstreamOf } from '../treeIndex';
import { enterNode } from '../walk';
import type { EngineEvent, EngineFailure, UserRef } from '../types';
import { guardOpenTask, mayFallback, mayReturnToApplicant, mayTransfer, notAllowed } from './guards';
import { returnToApplicant } from './returnActions';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/** Transfer: the task ends as 6 and the target user gets a new task at the same node. */
export function transfer(run: Run, event: EventOf<'transfer'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  const { task, node } = found;
  if (!mayTransfer(node, run.settings)) return notAllowed('transfer');
  const isBusy = openTasksAt(run, node).some((open) => open.assignee?.userId === event.targetUserId);
  if (!event.targetUserId || event.targetUserId === event.userId || isBusy) return fail('badTarget');
  const target: UserRef = run.directory.userById?.(event.targetUserId) ?? {
    userId: event.targetUserId,
    userName: event.targetUserName ?? event.targetUserId,
  };
  mergeParams(run, event.params, { nodeId: node.id, userId: event.userId });
  closeTask(run, task, TaskState.Transfer, event.userId, event.comment ?? '');
  const next = addTask(run, { node, taskType: TaskType.Handler, assignee: target });
  next.round = task.round;
  if (task.added) next.added = { ...task.added };
  letter(run, target.userId, 'taskTodo', { taskId: next.id, nodeName: node.nodeName });
  note(run, 'transferred', node.id, event.userId, { targetUserName: target.userName });
  return null;
}

/**
 * Fallback to the start node returns the application to its applicant (returnActions.ts). Otherwise: open tasks at or after the target node end as 7 (tasks in parallel branches the target does not
 * lead to keep running), joins and queues after it are dropped, and the target node runs again.
 */
export function fallback(run: Run, event: EventOf<'fallback'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  const { task, node } = found;
  if (event.targetNodeId === run.index.root.id) {
    if (!mayReturnToApplicant(run.settings)) return notAllowed('fallback');
    return returnToApplicant(run, found, event);
  }
  if (!mayFallback(node, run.settings)) return notAllowed('fallback');
  const isTarget = returnTargets(run.draft, task.id, run.index).some(
    (target) => target.id === event.targetNodeId,
  );
  const target = run.index.byId.get(event.targetNodeId);
  if (!isTarget || !target) return fail('badTarget');
  mergeParams(run, event.params, { nodeId: node.id, userId: event.userId });
  const after = downstreamOf(run.index, target.id);
  const rerun = new Set([...after, target.id]);
  note(run, 'fellBack', node.id, event.userId, { targetNodeName: target.nodeName });
  closeTask(run, task, TaskState.Fallback, event.userId, event.comment ?? '');
  for (const open of openTasks(run))
    if (rerun.has(open.nodeId)) closeTask(run, open, TaskState.Fallback, event.userId);
  const draft = run.draft;
  draft.joins = draft.joins.filter((join) => !rerun.has(join.groupId));
  for (const nodeId of rerun) delete draft.queues[nodeId];
  if (draft.levels) for (const nodeId of rerun) delete draft.levels[nodeId];
  for (const nodeId of after) delete draft.chosenActors[nodeId];
  draft.path = draft.path.filter((nodeId) => !rerun.has(nodeId));
  enterNode(run, target);
  return null;
}
