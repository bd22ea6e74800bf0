/**
 * Return to the applicant and resubmission (flow setting `return`, workflow spec §6; issue 28). An approver sends
 * the application back: every open task ends as 7 (fallback) and the applicant gets an open initiator task. The
 * applicant edits the form where the start node allows and resubmits; the flow goes on from the start, or straight
 * back to the node that returned it, as the flow's `returnRestart` says (or as the applicant picks, when it offers
 * both).
 */
import { TaskState, TaskType } from '@shared/approval/states';
import type { RestartMode } from '@shared/approval/states';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { fail } from '../errors';
import { addTask, closeTask, findTask, letter, mergeParams, note, openTasks } from '../run';
import type { Run } from '../run';
import { downstreamOf, groupKind } from '../treeIndex';
import type { TreeIndex } from '../treeIndex';
import { enterNode, passNode } from '../walk';
import type { EngineEvent, EngineFailure, EngineInstance, EngineTask } from '../types';
import type { TaskAtNode } from './guards';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/** The applicant's open task while the application is returned to them, if any. */
export function applicantTaskOf(instance: EngineInstance): EngineTask | undefined {
  return instance.tasks.find(
    (task) => task.taskType === TaskType.Initiator && task.taskState === TaskState.Processing,
  );
}

/** Whether the node lies inside a parallel branch (going straight back there would skip its sibling branches). */
function isInsideParallel(index: TreeIndex, nodeId: string): boolean {
  for (let branch = index.branchOf.get(nodeId) ?? null; branch !== null;) {
    const groupId = index.groupOf.get(branch);
    const group = groupId === undefined ? undefined : index.byId.get(groupId);
    if (!group) return false;
    if (groupKind(group) === 'parallel') return true;
    branch = index.branchOf.get(group.id) ?? null;
  }
  return false;
}

/**
 * Where a resubmission may go on: the flow's choice, both when it says `choose`. Going straight back is offered
 * only while the returning node still exists on the main path or a condition branch (not inside a parallel branch).
 */
export function restartOptions(
  instance: EngineInstance,
  settings: FlowSettings,
  index: TreeIndex,
): RestartMode[] {
  const returner = instance.returned ? index.byId.get(instance.returned.nodeId) : undefined;
  const canGoBack = returner !== undefined && !isInsideParallel(index, returner.id);
  const mode = settings.returnRestart;
  if (!canGoBack || (mode !== 'returner' && mode !== 'choose')) return ['start'];
  return mode === 'returner' ? ['returner'] : ['start', 'returner'];
}

/** Drops what the walk kept for the nodes that will run again (joins, queues, people chosen after them, path). */
function forgetFrom(run: Run, node: FlowNode, isInclusive: boolean) {
  const after = downstreamOf(run.index, node.id);
  const rerun = new Set(isInclusive ? [...after, node.id] : after);
  const draft = run.draft;
  draft.joins = draft.joins.filter((join) => !rerun.has(join.groupId));
  for (const nodeId of rerun) delete draft.queues[nodeId];
  for (const nodeId of after) delete draft.chosenActors[nodeId];
  draft.path = draft.path.filter((nodeId) => !rerun.has(nodeId));
}

/** The approver returns the application: open tasks end as 7, the applicant gets an open initiator task. */
export function returnToApplicant(
  run: Run,
  found: TaskAtNode,
  event: EventOf<'fallback'>,
): EngineFailure | null {
  const { task, node } = found;
  const root = run.index.root;
  mergeParams(run, event.params, { nodeId: node.id, userId: event.userId });
  note(run, 'returnedToApplicant', node.id, event.userId, { applicantName: run.draft.initiator.userName });
  closeTask(run, task, TaskState.Fallback, event.userId, event.comment ?? '');
  for (const open of openTasks(run)) closeTask(run, open, TaskState.Fallback, event.userId);
  forgetFrom(run, node, true);
  run.draft.returned = { nodeId: node.id, userId: event.userId };
  const rootRun = run.draft.nodeRuns[root.id];
  run.draft.nodeRuns[root.id] = { round: (rootRun?.round ?? 1) + 1, enteredAt: run.now, passedAt: null };
  const waiting = addTask(run, { node: root, taskType: TaskType.Initiator, assignee: run.draft.initiator });
  letter(run, run.draft.initiator.userId, 'returned', { taskId: waiting.id, nodeName: node.nodeName });
  return null;
}

/** The applicant resubmits: their task ends as 1 and the flow goes on as `restartOptions` allows. */
export function resubmit(run: Run, event: EventOf<'resubmit'>): EngineFailure | null {
  const draft = run.draft;
  const task = findTask(run, event.taskId);
  if (!task) return fail('taskNotFound');
  if (task.taskType !== TaskType.Initiator) return fail('notAllowed', { params: { action: 'resubmit' } });
  if (task.taskState !== TaskState.Processing)
    return task.handledBy ? fail('alreadyHandled', { by: task.handledBy }) : fail('alreadyHandled');
  if (draft.state !== 0) return fail('notUnderApproval');
  if (event.userId !== draft.initiator.userId) return fail('notInitiator');
  const options = restartOptions(draft, run.settings, run.index);
  const restart = event.restart ?? options[0] ?? 'start';
  if (!options.includes(restart)) return fail('badTarget');
  const root = run.index.root;
  const returner = draft.returned ? run.index.byId.get(draft.returned.nodeId) : undefined;
  mergeParams(run, event.params, { nodeId: root.id, userId: event.userId });
  note(run, 'resubmitted', root.id, event.userId, {
    context: restart,
    nodeName: restart === 'returner' ? (returner?.nodeName ?? '') : '',
  });
  closeTask(run, task, TaskState.Adopt, event.userId, event.comment ?? '');
  delete draft.returned;
  const rootRun = draft.nodeRuns[root.id];
  if (restart === 'returner' && returner) {
    if (rootRun) rootRun.passedAt = run.now;
    enterNode(run, returner);
    return null;
  }
  forgetFrom(run, root, false);
  passNode(run, root);
  return null;
}
