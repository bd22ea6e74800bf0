/**
 * Actions that widen who sees an instance or change its finished state (workflow spec §6): an approver adds cc
 * people, a participant shares the instance read-only, the initiator or an administrator voids an approved
 * instance.
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import type { FlowNode } from '@shared/flow/types';
import { fail } from '../errors';
import { addTask, letter, note } from '../run';
import type { Run } from '../run';
import { announceEnd } from '../walk';
import type { EngineEvent, EngineFailure, UserRef } from '../types';
import { guardOpenTask, isParticipant, mayCc, notAllowed } from './guards';

type EventOf<K extends EngineEvent['kind']> = Extract<EngineEvent, { kind: K }>;

/** At most this many people per cc or share step. */
export const MAX_CC_PEOPLE = 50;

/** The listed people once each, without `except`; null when nobody is left or the list is too long. */
function distinctPeople(people: readonly UserRef[] | undefined, except: string): UserRef[] | null {
  const seen = new Set<string>([except]);
  const out: UserRef[] = [];
  for (const person of people ?? []) {
    if (!person.userId || seen.has(person.userId)) continue;
    seen.add(person.userId);
    out.push(person);
  }
  return out.length === 0 || out.length > MAX_CC_PEOPLE ? null : out;
}

/** Cc tasks (taskType 2, read by their recipient) at `node`, a letter each and one note naming them. */
function sendCcTasks(run: Run, node: FlowNode, people: UserRef[], actorId: string, isShare: boolean) {
  for (const person of people) {
    const task = addTask(run, { node, taskType: TaskType.Cc, assignee: person, taskState: TaskState.Adopt });
    if (isShare) task.shared = true;
    letter(run, person.userId, isShare ? 'shared' : 'cc', { taskId: task.id, nodeName: node.nodeName });
  }
  const userNames = people.map((person) => person.userName).join(', ');
  note(run, isShare ? 'shared' : 'ccAdded', isShare ? '' : node.id, actorId, { userNames });
}

/** Cc people at the node of the acting approver's task: the switch, then at least one other person. */
function ccAt(run: Run, node: FlowNode, actorId: string, list: readonly UserRef[]): EngineFailure | null {
  if (!mayCc(run.settings)) return notAllowed('cc');
  const people = distinctPeople(list, actorId);
  if (!people) return fail('noPeople');
  sendCcTasks(run, node, people, actorId, false);
  return null;
}

/**
 * The cc list of an agree or reject (the task already guarded): sent before the decision so the note precedes
 * the node passing. Nothing to do without a list.
 */
export function ccWithDecision(
  run: Run,
  node: FlowNode,
  event: { userId: string; ccList?: readonly UserRef[] },
): EngineFailure | null {
  return event.ccList && event.ccList.length > 0 ? ccAt(run, node, event.userId, event.ccList) : null;
}

/** The "cc" action: the holder adds cc people; the task stays open. */
export function cc(run: Run, event: EventOf<'cc'>): EngineFailure | null {
  const found = guardOpenTask(run, event.taskId, event.userId);
  if ('error' in found) return found;
  return ccAt(run, found.node, event.userId, event.ccList);
}

/** Share: read-only cc entries marked shared, at the start node, for people who have none yet. */
export function share(run: Run, event: EventOf<'share'>): EngineFailure | null {
  const draft = run.draft;
  if (!run.settings.share) return notAllowed('share');
  if (!isParticipant(draft, event.userId)) return fail('notParticipant');
  const hasEntry = new Set(
    draft.tasks.filter((task) => task.taskType === TaskType.Cc).map((task) => task.assignee?.userId),
  );
  const fresh = event.targets.filter(
    (person) => !hasEntry.has(person.userId) && person.userId !== draft.initiator.userId,
  );
  const people = distinctPeople(fresh, event.userId);
  if (!people) return fail('noPeople');
  sendCcTasks(run, draft.tree, people, event.userId, true);
  return null;
}

/** Void: an approved instance becomes voided (6); a note with the reason and a `voided` data push. */
export function voidInstance(run: Run, event: EventOf<'void'>): EngineFailure | null {
  const draft = run.draft;
  if (!run.settings.void) return notAllowed('void');
  if (!event.isAdmin && event.userId !== draft.initiator.userId) return fail('notInitiator');
  if (draft.state !== InstanceState.Approved) return fail('notApproved');
  draft.state = InstanceState.Voided;
  note(run, 'voided', '', event.userId, { comment: event.comment ?? '' });
  announceEnd(run, InstanceState.Voided, event.userId);
  return null;
}
