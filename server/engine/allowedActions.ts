/**
 * What a user may do now (workflow spec §2.2, §6), asked of the same guards the actions run: the task detail
 * carries these, and the console shows exactly these buttons. Pure, like the rest of the engine.
 */
import type { TaskAction } from '@shared/approval/states';
import {
  findOpenTask,
  isClaimable,
  mayCc,
  isHeld,
  mayAddSigners,
  mayFallback,
  mayFreeFlow,
  mayReturnToApplicant,
  mayRecall,
  mayReject,
  mayShare,
  mayStage,
  mayTransfer,
  mayUrge,
  mayVoid,
  needsSignature,
} from './actions/guards';
import { InstanceState } from '@shared/approval/states';
import type { RestartMode } from '@shared/approval/states';
import { applicantTaskOf, restartOptions } from './actions/returnActions';
import { beginRun, settingsOf } from './run';
import { buildIndex } from './treeIndex';
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
 * stage, transfer, add signers and free flow as the node and the flow settings allow; a task held by signers
 * added before its holder offers nothing. An application returned to its applicant offers them resubmission.
 */
export function allowedActions(instance: EngineInstance, taskId: string, userId: string): TaskAction[] {
  const run = beginRun(instance, { now: 0, ids: () => '', directory: NOBODY });
  if (!run) return [];
  const waiting = applicantTaskOf(instance);
  if (waiting?.id === taskId)
    return instance.state === InstanceState.UnderApproval && instance.initiator.userId === userId
      ? ['resubmit']
      : [];
  const found = findOpenTask(run, taskId);
  if ('error' in found) return [];
  const { task, node } = found;
  if (!task.assignee) {
    return isClaimable(node, task) && task.candidates.some((user) => user.userId === userId) ? ['claim'] : [];
  }
  if (task.assignee.userId !== userId || isHeld(instance, task)) return [];
  const actions: TaskAction[] = ['agree'];
  if (mayReject(node)) actions.push('reject');
  if (mayFallback(node, run.settings) || mayReturnToApplicant(run.settings)) actions.push('fallback');
  if (mayStage(node)) actions.push('stage');
  if (mayTransfer(node, run.settings)) actions.push('transfer');
  if (mayCc(run.settings)) actions.push('cc');
  if (mayAddSigners(node, run.settings)) actions.push('addSigners');
  if (mayFreeFlow(node, run.settings)) actions.push('freeFlow');
  return actions;
}

export interface InstanceActions {
  canUrge: boolean;
  canRecall: boolean;
  canShare: boolean;
  canVoid: boolean;
}

/**
 * Whether the initiator may urge and recall the instance now, a participant may share it, and the initiator
 * (or an administrator, `isAdmin`) may void it.
 */
export function instanceActions(instance: EngineInstance, userId: string, isAdmin = false): InstanceActions {
  const settings = settingsOf(instance.settings);
  return {
    canUrge: mayUrge(instance, settings, userId),
    canRecall: mayRecall(instance, settings, userId),
    canShare: mayShare(instance, settings, userId),
    canVoid: mayVoid(instance, settings, userId, isAdmin),
  };
}

/** Whether agreeing on this instance asks for a handwritten signature (the modal shows the signature pad). */
export function agreeNeedsSignature(instance: EngineInstance): boolean {
  return needsSignature(settingsOf(instance.settings));
}

/** Where the applicant's resubmission of a returned application may go on; empty when it is not returned. */
export function resubmitOptions(instance: EngineInstance): RestartMode[] {
  const index = buildIndex(instance.tree);
  if (!index || !applicantTaskOf(instance)) return [];
  return restartOptions(instance, settingsOf(instance.settings), index);
}
