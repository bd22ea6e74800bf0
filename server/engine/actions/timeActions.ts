/**
 * Time limits (workflow spec §6 "time limit", §4.1 task state 3): a timer fires an `expire` event with the
 * step's `now`. The reminder writes to the task's holders once; at the deadline the task is marked overdue
 * (shown as state 3 while it stays open) and the node's action runs: remind again, approve or reject on nobody's
 * behalf, transfer to a named person, or escalate to the holder's department leader (the tenant administrator
 * when the department names none, said in the timeline).
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import type { FlowNode, NodeTimeLimit } from '@shared/flow/types';
import { fail } from '../errors';
import { addTask, closeTask, letter, note } from '../run';
import type { Run } from '../run';
import { afterApproval, isOpinionDecider, openTasksAt, rejectIntoOpinion } from '../taskNode';
import { endInstance, passNode } from '../walk';
import type { EngineEvent, EngineFailure, EngineTask, UserRef } from '../types';
import { findOpenTask, mayReject, notAllowed } from './guards';

type ExpireEvent = Extract<EngineEvent, { kind: 'expire' }>;

/** The people a reminder goes to: the holder, or the candidates of an unclaimed task. */
const holders = (task: EngineTask): string[] =>
  task.assignee ? [task.assignee.userId] : task.candidates.map((user) => user.userId);

function remind(run: Run, node: FlowNode, task: EngineTask) {
  for (const userId of holders(task))
    letter(run, userId, 'overtime', { taskId: task.id, nodeName: node.nodeName });
}

/** Who takes over an overdue task on `transfer` / `escalate`; null when nobody can. */
function takeoverOf(
  run: Run,
  task: EngineTask,
  limit: NodeTimeLimit,
): { user: UserRef; isAdmin: boolean } | null {
  if (limit.action === 'transfer') {
    const id = limit.transferTo?.id;
    if (!id) return null;
    const user = run.directory.userById?.(id) ?? { userId: id, userName: limit.transferTo?.name ?? id };
    return { user, isAdmin: false };
  }
  const leader = task.assignee ? (run.directory.leaderOf?.(task.assignee.userId) ?? null) : null;
  if (leader) return { user: leader, isAdmin: false };
  const admin = run.directory.tenantAdmin();
  return admin ? { user: admin, isAdmin: true } : null;
}

/** Hands the overdue task to `user` at the same node (state 6); false when that person cannot take it. */
function handOver(run: Run, node: FlowNode, task: EngineTask, user: UserRef): boolean {
  const isBusy = openTasksAt(run, node).some((open) => open.assignee?.userId === user.userId);
  if (isBusy || task.assignee?.userId === user.userId) return false;
  closeTask(run, task, TaskState.Transfer, null);
  const next = addTask(run, { node, taskType: TaskType.Handler, assignee: user });
  next.round = task.round;
  letter(run, user.userId, 'taskTodo', { taskId: next.id, nodeName: node.nodeName });
  return true;
}

function runExpiryAction(run: Run, node: FlowNode, task: EngineTask, limit: NodeTimeLimit) {
  const action = limit.action === 'reject' && !mayReject(node) ? 'remind' : limit.action;
  if (action === 'approve') {
    closeTask(run, task, TaskState.Adopt, null);
    task.auto = 'timeLimit';
    note(run, 'overdueApproved', node.id, null);
    const passed = afterApproval(run, node, task);
    if (passed) passNode(run, node, passed);
    return;
  }
  if (action === 'reject') {
    closeTask(run, task, TaskState.Refuse, null);
    task.auto = 'timeLimit';
    note(run, 'overdueRejected', node.id, null);
    if (isOpinionDecider(node)) passNode(run, node, rejectIntoOpinion(run, node));
    else endInstance(run, InstanceState.Rejected, TaskState.Termination);
    return;
  }
  if (action === 'transfer' || action === 'escalate') {
    const takeover = takeoverOf(run, task, limit);
    if (takeover && handOver(run, node, task, takeover.user)) {
      const kind =
        action === 'transfer' ? 'overdueTransferred' : takeover.isAdmin ? 'escalatedToAdmin' : 'escalated';
      note(run, kind, node.id, null, { targetUserName: takeover.user.userName });
      return;
    }
  }
  task.version += 1;
  run.touched.add(task.id);
  remind(run, node, task);
}

/**
 * A timer of a time-limited task fired. Refused when the task is closed or already past this timer ("already
 * handled"), when the limit is off ("not allowed"), or before the timer's time ("not due").
 */
export function expire(run: Run, event: ExpireEvent): EngineFailure | null {
  const found = findOpenTask(run, event.taskId);
  if ('error' in found) return found;
  const { task, node } = found;
  const limit = node.configure?.timeLimit;
  if (!run.settings.timeLimit || !limit || task.dueAt === undefined) return notAllowed('expire');
  if (event.timer === 'reminder') {
    if (task.remindAt === undefined) return notAllowed('expire');
    if (task.remindedAt !== undefined || task.overdueAt !== undefined) return fail('alreadyHandled');
    if (run.now < task.remindAt) return fail('notDue', { params: { dueAt: task.remindAt } });
    task.remindedAt = run.now;
    task.version += 1;
    run.touched.add(task.id);
    remind(run, node, task);
    note(run, 'timeReminder', node.id, null);
    return null;
  }
  if (task.overdueAt !== undefined) return fail('alreadyHandled');
  if (run.now < task.dueAt) return fail('notDue', { params: { dueAt: task.dueAt } });
  task.overdueAt = run.now;
  note(run, 'overdue', node.id, null, { action: limit.action });
  runExpiryAction(run, node, task, limit);
  return null;
}
