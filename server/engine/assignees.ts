/**
 * Who a task node (approver, handler, cc) goes to, by `setType` (workflow spec §4.2).
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { ExamineMode, SetType } from '@shared/flow/types';
import { isSupervisorSetType } from '@shared/flow/examineMode';
import type { ApproverGroup, ExamineModeCode, FlowNode, NamedRef, SetTypeCode } from '@shared/flow/types';
import { supervisorSteps } from './supervisors';
import type { Directory, UserRef } from './types';

const ids = (refs: NamedRef[] | undefined): string[] => (refs ?? []).map((ref) => ref.id);
const users = (refs: NamedRef[] | undefined): UserRef[] =>
  (refs ?? []).map((ref) => ({ userId: ref.id, userName: ref.name }));

/** Keeps the first entry per user id, in order. */
export function uniqueUsers(list: readonly UserRef[]): UserRef[] {
  const seen = new Set<string>();
  return list.filter((user) => !seen.has(user.userId) && (seen.add(user.userId), true));
}

export interface AssigneeSources {
  directory: Directory;
  initiator: UserRef;
  /** People chosen for a dynamic or initiator-selects node; undefined when nobody chose yet. */
  chosen: UserRef[] | undefined;
}

/** A supervisor node's steps (setType 9, 10, 11), nearest level first; empty for other setTypes or nobody found. */
export function supervisorStepsOf(node: FlowNode, sources: AssigneeSources): UserRef[][] {
  const chain = sources.directory.organisationsOf?.(sources.initiator.userId) ?? [];
  return supervisorSteps(node, chain, sources.initiator.userId);
}

/**
 * The people of one notice-builder group (workflow spec §3, notice node `approverGroups`). `approverType` takes the
 * setType codes: a supervisor type (9, 10, 11) reads the applicant's supervisors with `levelMode` as the level
 * (as `directorLevel` on a supervisor node; absent: the direct supervisor, or the whole way up for 10); any other
 * type names its people in `approverIds`.
 */
function groupMembers(group: ApproverGroup, sources: AssigneeSources): UserRef[] {
  const setType = group.approverType as SetTypeCode;
  if (isSupervisorSetType(setType)) {
    const asNode = { setType, directorLevel: group.levelMode } as FlowNode;
    return supervisorStepsOf(asNode, sources).flat();
  }
  return group.approverIds.map((userId, position) => ({
    userId,
    userName: group.approverNames[position] ?? userId,
  }));
}

/** The node's people in order, without duplicates. Dynamic nodes return `chosen` (or nobody). */
export function resolveAssignees(node: FlowNode, sources: AssigneeSources): UserRef[] {
  const { directory } = sources;
  const fromGroups = (node.approverGroups ?? []).flatMap((group) => groupMembers(group, sources));
  switch (node.setType ?? SetType.Members) {
    case SetType.Members:
      return uniqueUsers([
        ...users(node.nodeUserList),
        ...(nodeTypeOf(node.type).assignee?.includesGroups ? fromGroups : []),
      ]);
    case SetType.Role:
      return uniqueUsers(directory.usersOfRoles(ids(node.nodeRoleList)));
    case SetType.Dynamic:
    case SetType.InitiatorSelects:
      return uniqueUsers(sources.chosen ?? []);
    case SetType.Initiator:
      return [sources.initiator];
    case SetType.Organisation:
      return uniqueUsers(directory.usersOfOrganisations(ids(node.nodeOrganizeList)));
    case SetType.Position:
    case SetType.PositionAlt:
      return uniqueUsers(directory.usersOfPositions(ids(node.nodePositionList)));
    case SetType.Supervisor:
    case SetType.SupervisorChain:
    case SetType.TopLeader:
      return uniqueUsers(supervisorStepsOf(node, sources).flat());
  }
}

/**
 * The node's examine mode; when unset, 1 (sequence) for named members and the initiator, else 3 (or-sign),
 * as the designer defaults it (workflow spec §4.2).
 */
export function examineModeOf(node: FlowNode): ExamineModeCode {
  if (node.examineMode) return node.examineMode;
  const setType = node.setType ?? SetType.Members;
  return setType === SetType.Members || setType === SetType.Initiator
    ? ExamineMode.Sequence
    : ExamineMode.Any;
}
