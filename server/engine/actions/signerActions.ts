/**
 * Adding signers and free flow (workflow spec §6 "allow adding signers", "free flow"). Both put more people on
 * the acting approver's own node, at its current round; their tasks carry `added` (who added them, for which
 * task, where) and every one of them must approve before the node passes, whatever its examine mode.
 *
 * Add signers (setting `addSigners`, approver nodes only), by the holder of an open task:
 * - `before`: the holder's task stays open but is held: it offers no action and refuses every action
 *   (`waitingForSigners`) until each added person approved; then the holder gets a to-do letter again and
 *   decides as usual.
 * - `after`: the holder approves now (their task closes as approved, with their comment, as an ordinary
 *   approval: on an any-mode node the other original tasks close); the added people get tasks and the node
 *   passes when they all approved (a sequence node then goes on with its queue).
 * - `alongside` (countersign): the holder's task stays open; the added people get tasks at once; the node waits
 *   for them as well as for its own mode.
 * Free flow (setting `freeFlow`, approver nodes only): the holder approves and sends the instance to one tenant
 * member as an extra step at the node (like `after` with one person); when that person approves, the flow goes on
 * from where it was. The extra person may send it on again.
 *
 * Added people's tasks are ordinary tasks of the node: a to-do letter, and reject, fallback and transfer as the
 * node and settings allow (a reject is the node's reject; a transfer keeps the task added; recall, terminate and
 * fallback close them like any open task). In an any-mode node, another original approver's approval ends a held
 * task's wait (it closes as terminated) while the `before` signers still have to approve.
 * Refusals: `notAllowed` (switch off or not an approver node), `badTarget` (nobody named, the actor, a duplicate
 * or someone already holding an open task at the node), `waitingForSigners` (the actor's task is held).
 */
import { TaskState, TaskType } from '@shared/approval/states';
import type { FlowNode } from '@shared/flow/types';
import { fail } from '../errors';
import { addTask, closeTask, letter, mergeParams, note } from '../run';
import type { Run } from '../run';
import { openTasksAt, settleOriginals } from '../taskNode';
import type { AddedBy, EngineEvent, EngineFailure, EngineTask, UserRef } from '../types';
import { guardOpenTask, mayAddSigners, mayFreeFlow, notAllowed } from './guards';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/** At most this many people per call. */
export const MAX_SIGNERS = 20;

/** The people are new at the node: not the actor, no duplicates, nobody already holding an open task there. */
function areNewAtNode(run: Run, node: FlowNode, actorId: string, people: UserRef[]): boolean {
  const ids = people.map((person) => person.userId);
  const busy = new Set(openTasksAt(run, node).map((task) => task.assignee?.userId));
  return (
    ids.length > 0 &&
    ids.length <= MAX_SIGNERS &&
    new Set(ids).size === ids.length &&
    ids.every((id) => id !== '' && id !== actorId && !busy.has(id))
  );
}

function openAdded(run: Run, node: FlowNode, task: EngineTask, people: UserRef[], added: AddedBy) {
  for (const person of people) {
    const next = addTask(run, { node, taskType: TaskType.Handler, assignee: person });
    next.round = task.round;
    next.added = { ...added };
    letter(run, person.userId, 'taskTodo', { taskId: next.id, nodeName: node.nodeName });
  }
}

/** The actor approves their task and hands the node on to the added people (`after`, free flow). */
function approveAndHandOn(run: Run, node: FlowNode, task: EngineTask, comment: string | undefined) {
  closeTask(run, task, TaskState.Adopt, task.assignee?.userId ?? null, comment ?? '');
  settleOriginals(run, node, task);
}

export function addSigners(run: Run, event: EventOf<'addSigners'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  const { task, node } = found;
  if (!mayAddSigners(node, run.settings)) return notAllowed('addSigners');
  if (!areNewAtNode(run, node, event.userId, event.signers)) return fail('badTarget');
  mergeParams(run, event.params, { nodeId: node.id, userId: event.userId });
  note(run, 'addedSigners', node.id, event.userId, {
    context: event.position,
    signerNames: event.signers.map((person) => person.userName).join(', '),
  });
  if (event.position === 'after') approveAndHandOn(run, node, task, event.comment);
  openAdded(run, node, task, event.signers, {
    userId: event.userId,
    taskId: task.id,
    position: event.position,
  });
  return null;
}

export function freeFlow(run: Run, event: EventOf<'freeFlow'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  const { task, node } = found;
  if (!mayFreeFlow(node, run.settings)) return notAllowed('freeFlow');
  if (!areNewAtNode(run, node, event.userId, [event.target])) return fail('badTarget');
  mergeParams(run, event.params, { nodeId: node.id, userId: event.userId });
  note(run, 'freeFlowSent', node.id, event.userId, { targetUserName: event.target.userName });
  approveAndHandOn(run, node, task, event.comment);
  openAdded(run, node, task, [event.target], { userId: event.userId, taskId: task.id, position: 'free' });
  return null;
}
