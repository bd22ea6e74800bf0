/**
 * What a user may do now (workflow spec §2.2, §6), asked of the same guards the actions run: the task detail
 * carries these, and the console shows exactly these buttons. Pure, like the rest of the engine.
 */
import type { TaskAction } from '@shared/approval/states';
import {
  findOpenTask,
  isClaimable,
  mayFallback,
  mayRecall,
  mayReject,
  mayStage,
  mayTransfer,
  mayUrge,
  needsSignature,
} from './actions/guards';
import { beginRun, settingsOf } from './run';
import type { Directory, EngineInstance } from './types';

const NOBODY: Directory = {
  usersOfRoles: () => [],
  usersOfOrganisations: () => [],
  usersOfPositions: () => [],
  tenantAdmin: () => null,
};

/**
 * The task actions `userId` may take on `taskId`: nothing unless the task is open on a running instance; an
 * unclaimed claimable task offers only sign-in to its candidates; the holder may agree, and reject, fall back,
 * stage and transfer as the node and the flow settings allow.
 */
export function allowedActions(instance: EngineInstance, taskId: string, userId: string): TaskAction[] {
  const run = beginRun(instance, { now: 0, ids: () => '', directory: NOBODY });
  if (!run) return [];
  const found = findOpenTask(run, taskId);
  if ('error' in found) return [];
  const { task, node } = found;
  if (!task.assignee) {
    return isClaimable(node, task) && task.candidates.some((user) => user.userId === userId) ? ['claim'] : [];
  }
  if (task.assignee.userId !== userId) return [];
  const actions: TaskAction[] = ['agree'];
  if (mayReject(node)) actions.push('reject');
  if (mayFallback(node, run.settings)) actions.push('fallback');
  if (mayStage(node)) actions.push('stage');
  if (mayTransfer(node, run.settings)) actions.push('transfer');
  return actions;
}

/** Whether the initiator may urge and recall the instance now. */
export function instanceActions(
  instance: EngineInstance,
  userId: string,
): { canUrge: boolean; canRecall: boolean } {
  const settings = settingsOf(instance.settings);
  return { canUrge: mayUrge(instance, settings, userId), canRecall: mayRecall(instance, settings, userId) };
}

/** Whether agreeing on this instance asks for a handwritten signature (the modal shows the signature pad). */
export function agreeNeedsSignature(instance: EngineInstance): boolean {
  return needsSignature(settingsOf(instance.settings));
}
