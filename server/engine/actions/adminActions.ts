/**
 * Administration of instances (issue "every flow-setting feature works"): an administrator reassigns a stuck
 * open task. The caller checks the manage permission; the engine checks the task and the target.
 */
import { TaskState, TaskType } from '@shared/approval/states';
import { fail } from '../errors';
import { addTask, closeTask, letter, note } from '../run';
import type { Run } from '../run';
import { openTasksAt } from '../taskNode';
import type { EngineEvent, EngineFailure, UserRef } from '../types';
import { findOpenTask } from './guards';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/**
 * Reassign: the open task (claimed or not) ends as transferred (6), closed by the administrator, and the target
 * gets a new task at the same node and round. The target may not already hold an open task at the node.
 */
export function reassign(run: Run, event: EventOf<'reassign'>): EngineFailure | null {
  const found = findOpenTask(run, event.taskId);
  if ('error' in found) return found;
  const { task, node } = found;
  const isBusy = openTasksAt(run, node).some((open) => open.assignee?.userId === event.targetUserId);
  if (!event.targetUserId || isBusy) return fail('badTarget');
  const target: UserRef = run.directory.userById?.(event.targetUserId) ?? {
    userId: event.targetUserId,
    userName: event.targetUserName ?? event.targetUserId,
  };
  const fromUserName =
    task.assignee?.userName ?? task.candidates.map((candidate) => candidate.userName).join(', ');
  closeTask(run, task, TaskState.Transfer, event.userId, event.comment ?? '');
  const next = addTask(run, { node, taskType: TaskType.Handler, assignee: target });
  next.round = task.round;
  letter(run, target.userId, 'taskTodo', { taskId: next.id, nodeName: node.nodeName });
  note(run, 'reassigned', node.id, event.userId, {
    fromUserName,
    targetUserName: target.userName,
    ...(event.comment ? { comment: event.comment } : {}),
  });
  return null;
}
