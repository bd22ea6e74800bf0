/**
 * Checks shared by the task actions: the task exists, is open, is claimed and belongs to the acting user.
 */
import type { FlowNode } from '@shared/flow/types';
import { fail } from '../errors';
import { findTask } from '../run';
import type { Run } from '../run';
import type { EngineFailure, EngineTask } from '../types';

export interface TaskAtNode {
  task: EngineTask;
  node: FlowNode;
}

/** The task and its node when `userId` may act on it now; otherwise the typed reason. */
export function guardOpenTask(run: Run, taskId: string, userId: string): TaskAtNode | EngineFailure {
  const found = findOpenTask(run, taskId);
  if ('error' in found) return found;
  const { task } = found;
  if (!task.assignee) return fail('notClaimed');
  if (task.assignee.userId !== userId) return fail('notAssignee');
  return found;
}

/** The task and its node while the task is open (taskState 0), whoever the user is. */
export function findOpenTask(run: Run, taskId: string): TaskAtNode | EngineFailure {
  const task = findTask(run, taskId);
  const node = task ? run.index.byId.get(task.nodeId) : undefined;
  if (!task || !node) return fail('taskNotFound');
  if (task.taskType !== 1) return fail('notAllowed', { params: { reason: 'notActionable' } });
  if (task.taskState !== 0) {
    const by = task.handledBy ?? task.assignee?.userId;
    return by === undefined || by === null ? fail('alreadyHandled') : fail('alreadyHandled', { by });
  }
  if (run.draft.state !== 0) return fail('notUnderApproval');
  return { task, node };
}

/** `notAllowed` naming the action, when the node or the flow settings switch it off. */
export function notAllowed(action: string): EngineFailure {
  return fail('notAllowed', { params: { action } });
}
