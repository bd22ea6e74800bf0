/**
 * Checks shared by the task actions: the task exists, is open, is claimed and belongs to the acting user, and
 * the node and flow settings switch the action on. `allowedActions` asks the same checks, so the buttons the
 * console shows are exactly the actions the engine would take.
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { fail } from '../errors';
import { findTask } from '../run';
import type { Run } from '../run';
import type { EngineFailure, EngineInstance, EngineTask } from '../types';

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
  if (isHeld(run.draft, task)) return fail('waitingForSigners');
  return found;
}

/** A task whose holder added signers before themselves: it waits until each of them approved. */
export function isHeld(instance: EngineInstance, task: EngineTask): boolean {
  return instance.tasks.some(
    (other) =>
      other.added?.taskId === task.id &&
      other.added.position === 'before' &&
      other.taskType === TaskType.Handler &&
      other.taskState === TaskState.Processing,
  );
}

/** The task and its node while the task is open (taskState 0), whoever the user is. */
export function findOpenTask(run: Run, taskId: string): TaskAtNode | EngineFailure {
  const task = findTask(run, taskId);
  const node = task ? run.index.byId.get(task.nodeId) : undefined;
  if (!task || !node) return fail('taskNotFound');
  if (task.taskType !== TaskType.Handler) return fail('notAllowed', { params: { reason: 'notActionable' } });
  if (task.taskState !== TaskState.Processing) {
    const by = task.handledBy ?? task.assignee?.userId;
    return by === undefined || by === null ? fail('alreadyHandled') : fail('alreadyHandled', { by });
  }
  if (run.draft.state !== InstanceState.UnderApproval) return fail('notUnderApproval');
  return { task, node };
}

/** `notAllowed` naming the action, when the node or the flow settings switch it off. */
export function notAllowed(action: string): EngineFailure {
  return fail('notAllowed', { params: { action } });
}

/** Handler nodes only mark a task handled; approver nodes may reject. */
export const mayReject = (node: FlowNode) => nodeTypeOf(node.type).task?.canReject !== false;
export const mayStage = (node: FlowNode) => node.configure?.staging === true;
export const mayTransfer = (node: FlowNode, settings: FlowSettings) =>
  node.configure?.transmitted === true && settings.transfer;
export const mayFallback = (node: FlowNode, settings: FlowSettings) =>
  node.configure?.fallBack === true && settings.return;
/** Any approver or handler may send the application back to its applicant while the flow's `return` is on. */
export const mayReturnToApplicant = (settings: FlowSettings) => settings.return;
/** Adding signers and free flow: approver nodes (not handler nodes), when the flow settings switch them on. */
export const mayAddSigners = (node: FlowNode, settings: FlowSettings) =>
  settings.addSigners && mayReject(node);
export const mayFreeFlow = (node: FlowNode, settings: FlowSettings) => settings.freeFlow && mayReject(node);
/** Agreeing needs a handwritten signature (workflow spec §6 "handwritten signature", off by default). */
export const needsSignature = (settings: FlowSettings) => settings.handwrittenSignature;
/** A claimable task: the node asks for sign-in and the task has candidates. */
export const isClaimable = (node: FlowNode, task: EngineTask) =>
  node.configure?.needClaim === true && task.candidates.length > 0;

/** The initiator may recall while the instance runs, when the start node allows it and the flow settings do. */
export const mayRecall = (instance: EngineInstance, settings: FlowSettings, userId: string) =>
  instance.state === InstanceState.UnderApproval &&
  instance.initiator.userId === userId &&
  instance.tree.configure?.withdraw === true &&
  settings.revoke;

/**
 * The initiator may urge while the instance runs, when the flow settings allow it (the hourly limit aside); not
 * while it is returned to them (nobody else holds it).
 */
export const mayUrge = (instance: EngineInstance, settings: FlowSettings, userId: string) =>
  instance.state === InstanceState.UnderApproval &&
  instance.initiator.userId === userId &&
  settings.urge &&
  instance.returned === undefined;

/** An approver holding an open task may add cc people when the flow allows cc (spec §6 "allow cc"). */
export const mayCc = (settings: FlowSettings) => settings.allowCc;

/** The initiator and anyone who holds or held an approval task of the instance. */
export const isParticipant = (instance: EngineInstance, userId: string) =>
  instance.initiator.userId === userId ||
  instance.tasks.some((task) => task.taskType === TaskType.Handler && task.assignee?.userId === userId);

/** Sharing read-only (spec §6 "share"): the switch is on and the user is a participant. */
export const mayShare = (instance: EngineInstance, settings: FlowSettings, userId: string) =>
  settings.share && isParticipant(instance, userId);

/** Voiding (spec §6 "void"): an approved instance, the switch on, by the initiator or an administrator. */
export const mayVoid = (instance: EngineInstance, settings: FlowSettings, userId: string, isAdmin: boolean) =>
  settings.void &&
  instance.state === InstanceState.Approved &&
  (isAdmin || instance.initiator.userId === userId);
