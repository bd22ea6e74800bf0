/**
 * Actions on one open task: approve (or mark handled), reject, claim (sign-in) and stage.
 */
import { InstanceState, TaskState } from '@shared/approval/states';
import { fail } from '../errors';
import { closeTask, mergeParams, note } from '../run';
import type { Run } from '../run';
import { afterApproval, isOpinionDecider, rejectIntoOpinion } from '../taskNode';
import { endInstance, passNode } from '../walk';
import type { EngineEvent, EngineFailure } from '../types';
import { ccWithDecision } from './ccActions';
import {
  findOpenTask,
  guardOpenTask,
  isClaimable,
  mayReject,
  mayStage,
  needsSignature,
  notAllowed,
} from './guards';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/**
 * Approves the task (a handler task: marks it handled); with the `handwrittenSignature` setting on, only with a
 * signature (workflow spec §6), and the task remembers it was signed. If the node passes and the walk reaches a dynamic
 * approver nobody chose yet, fails with `actorsRequired` unless `assignorList` names people.
 */
export function approve(run: Run, event: EventOf<'approve'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  if (needsSignature(run.settings) && event.signed !== true) return fail('signatureRequired');
  const ccFailure = ccWithDecision(run, found.node, event);
  if (ccFailure) return ccFailure;
  mergeParams(run, event.params, { nodeId: found.node.id, userId: event.userId });
  // a signature counts only where the flow asks for one; sent anyway, it is ignored
  if (event.signed === true && needsSignature(run.settings)) found.task.signed = true;
  run.assignorList = event.assignorList && event.assignorList.length > 0 ? event.assignorList : null;
  run.isStrictActors = true;
  closeTask(run, found.task, TaskState.Adopt, event.userId, event.comment ?? '');
  const passed = afterApproval(run, found.node, found.task);
  if (passed) passNode(run, found.node, passed);
  if (run.missingActors.length > 0) {
    return fail('actorsRequired', { params: { nodeIds: run.missingActors.map((node) => node.id) } });
  }
  return null;
}

/**
 * Rejects the task: ends the instance as rejected (2) and closes every open task as terminated (4); after an
 * approver whose next node is an opinion group, takes the "disagree" branch instead.
 */
export function reject(run: Run, event: EventOf<'reject'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  if (!mayReject(found.node)) return notAllowed('reject');
  const ccFailure = ccWithDecision(run, found.node, event);
  if (ccFailure) return ccFailure;
  mergeParams(run, event.params, { nodeId: found.node.id, userId: event.userId });
  closeTask(run, found.task, TaskState.Refuse, event.userId, event.comment ?? '');
  if (isOpinionDecider(found.node)) passNode(run, found.node, rejectIntoOpinion(run, found.node));
  else endInstance(run, InstanceState.Rejected, TaskState.Termination);
  return null;
}

/** Sign-in: the first candidate to claim takes the task; the others lose it. */
export function claim(run: Run, event: EventOf<'claim'>): EngineFailure | null {
  const found = findOpenTask(run, event.taskId);
  if ('error' in found) return found;
  const { task, node } = found;
  if (!isClaimable(node, task)) return notAllowed('claim');
  if (task.assignee) return fail('alreadyClaimed', { by: task.assignee.userId });
  const candidate = task.candidates.find((user) => user.userId === event.userId);
  if (!candidate) return fail('notCandidate');
  task.assignee = candidate;
  task.version += 1;
  run.touched.add(task.id);
  note(run, 'claimed', node.id, candidate.userId, { userName: candidate.userName });
  return null;
}

/** Stage: saves the form data only; the flow does not move. */
export function stage(run: Run, event: EventOf<'stage'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  if (!mayStage(found.node)) return notAllowed('stage');
  mergeParams(run, event.params, { nodeId: found.node.id, userId: event.userId });
  note(run, 'staged', found.node.id, event.userId);
  return null;
}
