/**
 * Approver (type 1) and handler (type 6) nodes: making their tasks by examine mode, claim, de-duplication and
 * the empty-assignee rule, and deciding when the node passes.
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { ExamineMode, SetType } from '@shared/flow/types';
import type { FlowNode } from '@shared/flow/types';
import { examineModeOf, resolveAssignees } from './assignees';
import { addTask, closeTask, letter, note, openTasks } from './run';
import type { Run } from './run';
import { isGroup } from './treeIndex';
import { passNode } from './walk';
import type { EngineTask, UserRef } from './types';

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
      task.taskType === 1 &&
      task.taskState === 1 &&
      task.assignee?.userId === user.userId &&
      task.nodeId !== node.id &&
      onPath.has(task.nodeId) &&
      task.round === run.draft.nodeRuns[task.nodeId]?.round &&
      isDeduplicatedNode(run.index.byId.get(task.nodeId)),
  );
}

function autoPass(run: Run, node: FlowNode, user: UserRef) {
  const task = addTask(run, { node, taskType: 1, assignee: user, taskState: 1 });
  task.auto = 'duplicate';
  task.handledBy = null;
  note(run, 'duplicatePassed', node.id, user.userId, { userName: user.userName });
}

function openTask(run: Run, node: FlowNode, user: UserRef) {
  const task = addTask(run, { node, taskType: 1, assignee: user });
  letter(run, user.userId, 'taskTodo', { taskId: task.id, nodeName: node.nodeName });
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

/** Resolves the node's people, applying the empty-assignee setting; null when the node passed or must wait. */
function peopleFor(run: Run, node: FlowNode): UserRef[] | null {
  let chosen: UserRef[] | undefined;
  if (node.setType === SetType.Dynamic) {
    chosen = dynamicActors(run, node);
    if (!chosen && run.isStrictActors) {
      run.missingActors.push(node);
      return null;
    }
  }
  const people = resolveAssignees(node, { directory: run.directory, initiator: run.draft.initiator, chosen });
  if (people.length > 0) return people;
  const admin = run.settings.emptyAssignee === 'toAdmin' ? run.directory.tenantAdmin() : null;
  if (admin) {
    note(run, 'emptyAssigneeToAdmin', node.id, admin.userId, { userName: admin.userName });
    return [admin];
  }
  note(run, 'emptyAssigneePassed', node.id, null);
  passNode(run, node, 'agree');
  return null;
}

/** Makes the tasks of an approver or handler node that was just entered. */
export function activateTaskNode(run: Run, node: FlowNode) {
  const people = peopleFor(run, node);
  if (!people) return;
  const duplicate = people.find((user) => hasApprovedBefore(run, node, user));
  if (node.configure?.needClaim) {
    if (duplicate) {
      autoPass(run, node, duplicate);
      passNode(run, node, 'agree');
      return;
    }
    const task = addTask(run, { node, taskType: 1, assignee: null, candidates: people });
    for (const user of people)
      letter(run, user.userId, 'taskClaim', { taskId: task.id, nodeName: node.nodeName });
    return;
  }
  const mode = examineModeOf(node);
  if (mode === ExamineMode.Sequence) {
    run.draft.queues[node.id] = [...people];
    advanceSequence(run, node);
    return;
  }
  if (mode === ExamineMode.Any && duplicate) {
    autoPass(run, node, duplicate);
    passNode(run, node, 'agree');
    return;
  }
  for (const user of people) {
    if (mode === ExamineMode.All && hasApprovedBefore(run, node, user)) autoPass(run, node, user);
    else openTask(run, node, user);
  }
  if (openTasksAt(run, node).length === 0) passNode(run, node, 'agree');
}

/** Sequence mode: opens the next person's task, auto-passing duplicates; passes the node when nobody is left. */
function advanceSequence(run: Run, node: FlowNode) {
  const queue = run.draft.queues[node.id] ?? [];
  for (let user = queue.shift(); user; user = queue.shift()) {
    if (hasApprovedBefore(run, node, user)) {
      autoPass(run, node, user);
      continue;
    }
    openTask(run, node, user);
    return;
  }
  delete run.draft.queues[node.id];
  passNode(run, node, 'agree');
}

/** After a task of the node was approved (or handled): pass the node once its mode is satisfied. */
export function afterApproval(run: Run, node: FlowNode, task: EngineTask) {
  const mode = examineModeOf(node);
  if (task.candidates.length > 0) {
    passNode(run, node, 'agree');
    return;
  }
  if (mode === ExamineMode.Any) {
    for (const other of openTasksAt(run, node)) closeTask(run, other, 4, null);
    passNode(run, node, 'agree');
    return;
  }
  if (openTasksAt(run, node).length > 0) return;
  if (mode === ExamineMode.Sequence) advanceSequence(run, node);
  else passNode(run, node, 'agree');
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

/** Closes the node's other open tasks and takes the disagree branch. */
export function rejectIntoOpinion(run: Run, node: FlowNode) {
  for (const other of openTasksAt(run, node)) closeTask(run, other, 4, null);
  delete run.draft.queues[node.id];
  passNode(run, node, 'disagree');
}
