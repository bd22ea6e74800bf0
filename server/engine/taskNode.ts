/**
 * Approver (type 1) and handler (type 6) nodes: making their tasks by examine mode, claim, de-duplication and
 * the empty-assignee rule, and deciding when the node passes. This module only decides: each step returns the
 * decision the node passed with (or undefined while it waits) and the caller moves on with `passNode` (walk.ts).
 */
import { TaskState, TaskType } from '@shared/approval/states';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { ExamineMode, SetType } from '@shared/flow/types';
import type { FlowNode } from '@shared/flow/types';
import { examineModeOf, resolveAssignees, supervisorStepsOf } from './assignees';
import { addTask, closeTask, letter, note, openTasks } from './run';
import type { Run } from './run';
import { isSupervisorNode } from './supervisors';
import { isGroup } from './treeIndex';
import type { EngineTask, UserRef } from './types';

/** The node passed with this decision; undefined: it waits for its tasks (or for people to be chosen). */
export type NodePassed = 'agree' | 'disagree' | undefined;

/** Open tasks of the node's current activation. */
export function openTasksAt(run: Run, node: FlowNode): EngineTask[] {
  const round = run.draft.nodeRuns[node.id]?.round ?? 0;
  return openTasks(run).filter((task) => task.nodeId === node.id && task.round === round);
}

/** Approver nodes: a user who already approved one on the path is passed here automatically. */
function isDeduplicatedNode(node: FlowNode | undefined): boolean {
  return node !== undefined && nodeTypeOf(node.type).task?.isDeduplicated === true;
}

/** True when the user approved an approver node that is still on the path (not re-run by a fallback). */
function hasApprovedBefore(run: Run, node: FlowNode, user: UserRef): boolean {
  if (!run.settings.autoDeduplicate || !isDeduplicatedNode(node)) return false;
  const onPath = new Set(run.draft.path);
  return run.draft.tasks.some(
    (task) =>
      task.taskType === TaskType.Handler &&
      task.taskState === TaskState.Adopt &&
      task.assignee?.userId === user.userId &&
      task.nodeId !== node.id &&
      onPath.has(task.nodeId) &&
      task.round === run.draft.nodeRuns[task.nodeId]?.round &&
      isDeduplicatedNode(run.index.byId.get(task.nodeId)),
  );
}

function autoPass(run: Run, node: FlowNode, user: UserRef) {
  const task = addTask(run, { node, taskType: TaskType.Handler, assignee: user, taskState: TaskState.Adopt });
  task.auto = 'duplicate';
  task.handledBy = null;
  note(run, 'duplicatePassed', node.id, user.userId, { userName: user.userName });
}

/** The delegate acting for the user now (delegate setting on, one hop), or null. */
function delegateFor(run: Run, user: UserRef): UserRef | null {
  if (!run.settings.delegate || !run.directory.delegateOf) return null;
  const delegate = run.directory.delegateOf(user.userId, run.now);
  return delegate && delegate.userId !== user.userId ? delegate : null;
}

function openTask(run: Run, node: FlowNode, user: UserRef) {
  const delegate = delegateFor(run, user);
  const task = addTask(run, { node, taskType: TaskType.Handler, assignee: delegate ?? user });
  if (delegate) {
    task.onBehalfOf = user;
    note(run, 'delegated', node.id, delegate.userId, {
      userName: user.userName,
      delegateName: delegate.userName,
    });
  }
  letter(run, task.assignee?.userId ?? user.userId, 'taskTodo', { taskId: task.id, nodeName: node.nodeName });
}

/** People for a dynamic node: stored, or chosen in this step; undefined when still missing. */
function dynamicActors(run: Run, node: FlowNode): UserRef[] | undefined {
  const stored = run.draft.chosenActors[node.id];
  if (stored) return stored;
  if (run.assignorList && run.assignorList.length > 0) {
    run.draft.chosenActors[node.id] = run.assignorList;
    return run.assignorList;
  }
  return undefined;
}

/**
 * Resolves the node's steps (one list of people per step: a supervisor chain has one per level, other nodes
 * one), applying the empty-assignee setting; empty when the node passes, null when it must wait.
 */
function stepsFor(run: Run, node: FlowNode): UserRef[][] | null {
  let chosen: UserRef[] | undefined;
  if (node.setType === SetType.InitiatorSelects) chosen = run.draft.applicantPicks?.[node.id];
  if (node.setType === SetType.Dynamic) {
    chosen = dynamicActors(run, node);
    if (!chosen && run.isStrictActors) {
      run.missingActors.push(node);
      return null;
    }
  }
  const sources = { directory: run.directory, initiator: run.draft.initiator, chosen };
  const isSupervisor = isSupervisorNode(node);
  const steps = isSupervisor ? supervisorStepsOf(node, sources) : [resolveAssignees(node, sources)];
  if (steps.some((people) => people.length > 0)) return steps.filter((people) => people.length > 0);
  const admin = run.settings.emptyAssignee === 'toAdmin' ? run.directory.tenantAdmin() : null;
  if (admin) {
    const kind = isSupervisor ? 'noSupervisorToAdmin' : 'emptyAssigneeToAdmin';
    note(run, kind, node.id, admin.userId, { userName: admin.userName });
    return [[admin]];
  }
  note(run, isSupervisor ? 'noSupervisorPassed' : 'emptyAssigneePassed', node.id, null);
  return [];
}

/** Makes the tasks of an approver or handler node that was just entered. */
export function activateTaskNode(run: Run, node: FlowNode): NodePassed {
  const steps = stepsFor(run, node);
  if (!steps) return undefined;
  const [first, ...later] = steps;
  if (!first) return 'agree';
  if (later.length > 0) run.draft.levels = { ...run.draft.levels, [node.id]: later };
  else if (run.draft.levels) delete run.draft.levels[node.id];
  return nextStepAfter(run, node, openStep(run, node, first));
}

/** While the open step is done, the next level of a supervisor chain opens; the node passes after the last. */
function nextStepAfter(run: Run, node: FlowNode, passed: NodePassed): NodePassed {
  let result = passed;
  while (result === 'agree') {
    const next = run.draft.levels?.[node.id]?.shift();
    if (!next) break;
    result = openStep(run, node, next);
  }
  if (result === 'agree' && run.draft.levels) delete run.draft.levels[node.id];
  return result;
}

/** Opens one step's tasks by claim and examine mode; 'agree' when every one of them passed at once. */
function openStep(run: Run, node: FlowNode, people: UserRef[]): NodePassed {
  const duplicate = people.find((user) => hasApprovedBefore(run, node, user));
  if (node.configure?.needClaim) {
    if (duplicate) {
      autoPass(run, node, duplicate);
      return 'agree';
    }
    const task = addTask(run, { node, taskType: TaskType.Handler, assignee: null, candidates: people });
    for (const user of people)
      letter(run, user.userId, 'taskClaim', { taskId: task.id, nodeName: node.nodeName });
    return undefined;
  }
  const mode = examineModeOf(node);
  if (mode === ExamineMode.Sequence) {
    run.draft.queues[node.id] = [...people];
    return advanceSequence(run, node);
  }
  if (mode === ExamineMode.Any && duplicate) {
    autoPass(run, node, duplicate);
    return 'agree';
  }
  for (const user of people) {
    if (mode === ExamineMode.All && hasApprovedBefore(run, node, user)) autoPass(run, node, user);
    else openTask(run, node, user);
  }
  return openTasksAt(run, node).length === 0 ? 'agree' : undefined;
}

/** Sequence mode: opens the next person's task, auto-passing duplicates; passes the node when nobody is left. */
function advanceSequence(run: Run, node: FlowNode): NodePassed {
  const queue = run.draft.queues[node.id] ?? [];
  for (let user = queue.shift(); user; user = queue.shift()) {
    if (hasApprovedBefore(run, node, user)) {
      autoPass(run, node, user);
      continue;
    }
    openTask(run, node, user);
    return undefined;
  }
  delete run.draft.queues[node.id];
  return 'agree';
}

/**
 * An original (not added) task of an any-mode node was approved: the node's other original tasks are no longer
 * needed. Added signers stay: they must approve too.
 */
export function settleOriginals(run: Run, node: FlowNode, task: EngineTask) {
  if (task.added || examineModeOf(node) !== ExamineMode.Any) return;
  for (const other of openTasksAt(run, node))
    if (!other.added) closeTask(run, other, TaskState.Termination, null);
}

/** A `before` signer approved: when it was the last one, the adder's task is theirs to act on again. */
function releaseHold(run: Run, node: FlowNode, task: EngineTask) {
  if (task.added?.position !== 'before') return;
  const heldId = task.added.taskId;
  const waiting = openTasksAt(run, node).some(
    (other) => other.added?.taskId === heldId && other.added.position === 'before',
  );
  const held = openTasksAt(run, node).find((other) => other.id === heldId);
  if (waiting || !held?.assignee) return;
  letter(run, held.assignee.userId, 'taskTodo', { taskId: held.id, nodeName: node.nodeName });
}

/**
 * After a task of the node was approved (or handled): the node passes once its mode is satisfied and no added
 * signer's task is open.
 */
export function afterApproval(run: Run, node: FlowNode, task: EngineTask): NodePassed {
  releaseHold(run, node, task);
  settleOriginals(run, node, task);
  if (openTasksAt(run, node).length > 0) return undefined;
  const passed = examineModeOf(node) === ExamineMode.Sequence ? advanceSequence(run, node) : 'agree';
  return nextStepAfter(run, node, passed);
}

/** A reject that an opinion group after the node turns into the "disagree" branch. */
export function isOpinionDecider(node: FlowNode): boolean {
  const next = node.childNode;
  return (
    nodeTypeOf(node.type).task?.decidesOpinion === true &&
    next !== null &&
    isGroup(next) &&
    (next.conditionNodes ?? []).some((branch) => branch.attr?.opinion === 'disagree')
  );
}

/** Closes the node's other open tasks; the node passes into the disagree branch. */
export function rejectIntoOpinion(run: Run, node: FlowNode): 'disagree' {
  for (const other of openTasksAt(run, node)) closeTask(run, other, TaskState.Termination, null);
  delete run.draft.queues[node.id];
  if (run.draft.levels) delete run.draft.levels[node.id];
  return 'disagree';
}
