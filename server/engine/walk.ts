/**
 * Moving through the node tree: entering nodes, choosing branches, waiting at parallel joins and ending the
 * instance. Approver and handler nodes stop the walk until their tasks are done (see taskNode.ts).
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { pickBranch } from '@shared/flow/evaluate';
import type { ApplicantFacts } from '@shared/flow/evaluate';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowNode } from '@shared/flow/types';
import { resolveAssignees, uniqueUsers } from './assignees';
import { addTask, closeTask, letter, openTasks } from './run';
import type { Run } from './run';
import { activateTaskNode } from './taskNode';
import { groupKind, previousTaskNode } from './treeIndex';
import type { CallbackEvent, InstanceStateCode, LetterTemplate, TaskStateCode } from './types';

/** Enters a node: records it on the path, counts the round, and runs it. */
export function enterNode(run: Run, node: FlowNode) {
  if (run.draft.state !== InstanceState.UnderApproval) return;
  const previousRun = run.draft.nodeRuns[node.id];
  run.draft.nodeRuns[node.id] = { round: (previousRun?.round ?? 0) + 1, enteredAt: run.now, passedAt: null };
  run.draft.path.push(node.id);
  switch (nodeTypeOf(node.type).entry) {
    case 'task': {
      const passed = activateTaskNode(run, node);
      if (passed) passNode(run, node, passed);
      return;
    }
    case 'branches':
      enterGroup(run, node);
      return;
    case 'notify':
      sendCc(run, node);
      passNode(run, node);
      return;
    case 'pass':
      passNode(run, node);
  }
}

/** Marks the node's current activation passed and moves on. */
export function passNode(run: Run, node: FlowNode, decision?: 'agree' | 'disagree') {
  const nodeRun = run.draft.nodeRuns[node.id];
  if (nodeRun) {
    nodeRun.passedAt = run.now;
    if (decision) nodeRun.decision = decision;
  }
  continueAfter(run, node);
}

/** Goes to the node's child, or finishes the chain it ends. */
export function continueAfter(run: Run, node: FlowNode) {
  if (node.childNode) {
    enterNode(run, node.childNode);
    return;
  }
  const branchId = run.index.branchOf.get(node.id) ?? null;
  if (branchId === null) {
    endInstance(run, InstanceState.Approved, TaskState.Termination);
    return;
  }
  branchDone(run, branchId);
}

/** A branch chain finished: a parallel join may still wait; otherwise continue after the group. */
function branchDone(run: Run, branchId: string) {
  const groupId = run.index.groupOf.get(branchId);
  const group = groupId === undefined ? undefined : run.index.byId.get(groupId);
  if (!group) return;
  const join = run.draft.joins.find((open) => open.groupId === group.id);
  if (join) {
    join.waiting = join.waiting.filter((id) => id !== branchId);
    if (join.waiting.length > 0) return;
    run.draft.joins = run.draft.joins.filter((open) => open !== join);
  }
  passNode(run, group);
}

function enterGroup(run: Run, group: FlowNode) {
  const branches = group.conditionNodes ?? [];
  const kind = groupKind(group);
  if (kind === 'parallel') {
    if (branches.length === 0) {
      passNode(run, group);
      return;
    }
    run.draft.joins = run.draft.joins.filter((open) => open.groupId !== group.id);
    run.draft.joins.push({ groupId: group.id, waiting: branches.map((branch) => branch.id) });
    for (const branch of branches) enterNode(run, branch);
    return;
  }
  const chosen =
    kind === 'opinion'
      ? pickOpinion(run, group)
      : pickBranch(group, run.draft.formData, () => applicantFacts(run));
  if (chosen) enterNode(run, chosen);
  else passNode(run, group);
}

/** Who applies, for conditions on the applicant: read from the directory only when a branch asks. */
function applicantFacts(run: Run): ApplicantFacts {
  const userId = run.draft.initiator.userId;
  const membership = run.directory.membershipOf?.(userId);
  return {
    userId,
    organisationIds: (run.directory.organisationsOf?.(userId) ?? []).map((level) => level.organizeId),
    roleIds: membership?.roleIds ?? [],
    positionIds: membership?.positionIds ?? [],
  };
}

/** The preceding approver's decision (agree when it has none) picks the opinion branch. */
function pickOpinion(run: Run, group: FlowNode): FlowNode | null {
  const decider = previousTaskNode(run.index, group.id);
  const decision = (decider && run.draft.nodeRuns[decider.id]?.decision) ?? 'agree';
  return (group.conditionNodes ?? []).find((branch) => branch.attr?.opinion === decision) ?? null;
}

/** The node's own people, then the people the applicant added when the node lets them (`customCc`). */
function sendCc(run: Run, node: FlowNode) {
  const recipients = uniqueUsers([
    ...resolveAssignees(node, {
      directory: run.directory,
      initiator: run.draft.initiator,
      chosen: undefined,
    }),
    ...(node.customCc ? (run.draft.applicantPicks?.[node.id] ?? []) : []),
  ]);
  for (const recipient of recipients) {
    const task = addTask(run, {
      node,
      taskType: TaskType.Cc,
      assignee: recipient,
      taskState: TaskState.Adopt,
    });
    letter(run, recipient.userId, 'cc', { taskId: task.id, nodeName: node.nodeName });
  }
}

const endings: Record<
  Exclude<InstanceStateCode, 0>,
  { template: LetterTemplate; callback: CallbackEvent }
> = {
  1: { template: 'approved', callback: 'approved' },
  2: { template: 'rejected', callback: 'rejected' },
  3: { template: 'revoked', callback: 'revoked' },
  5: { template: 'terminated', callback: 'terminated' },
  6: { template: 'voided', callback: 'voided' },
};

/**
 * Ends the instance: open tasks close with `openTaskState`, waiting joins and queues are dropped, the initiator
 * gets a letter (except on their own recall) and a callback effect is emitted.
 */
export function endInstance(
  run: Run,
  state: Exclude<InstanceStateCode, 0>,
  openTaskState: TaskStateCode,
  by: string | null = null,
) {
  const draft = run.draft;
  for (const task of openTasks(run)) closeTask(run, task, openTaskState, by);
  // an application returned to its applicant: their waiting task ends with it
  for (const task of draft.tasks)
    if (task.taskType === TaskType.Initiator && task.taskState === TaskState.Processing)
      closeTask(run, task, openTaskState, by);
  delete draft.returned;
  draft.state = state;
  draft.endTime = run.now;
  draft.joins = [];
  draft.queues = {};
  delete draft.levels;
  announceEnd(run, state, by);
}

/**
 * The letter to the initiator (not on their own recall or void) and the data push of an instance reaching
 * `state`.
 */
/**
 * What the person who ended the application wrote on the task they closed in this step (the last approval, a
 * refusal); `by` is null when the walk itself ended it after that person's step.
 */
const endingComment = (run: Run, by: string | null): string => {
  const written = run.draft.tasks.filter(
    (task) =>
      task.endTime === run.now &&
      (by === null || task.handledBy === by) &&
      task.handledBy !== null &&
      !task.auto &&
      task.comment.trim() !== '',
  );
  return written.at(-1)?.comment ?? '';
};

export function announceEnd(run: Run, state: Exclude<InstanceStateCode, 0>, by: string | null) {
  const draft = run.draft;
  const ending = endings[state];
  const isQuiet = state === 3 || (state === 6 && by === draft.initiator.userId);
  const comment = endingComment(run, by);
  // the comment reaches the applicant's notification ("approved … Comment: …", "rejected … Reason: …")
  if (!isQuiet) letter(run, draft.initiator.userId, ending.template, comment ? { comment } : {});
  run.effects.push({
    kind: 'callback',
    instanceId: draft.id,
    event: ending.callback,
    instanceState: state,
    formData: draft.formData,
  });
}
