/** Display text of approver and cc nodes, derived from the chosen names (workflow spec §4.2). */
import type { FlowMessage } from './messages';
import type { FlowNode, NamedRef, SetTypeCode } from './types';
import { nodeTypeOf } from './nodeTypes';
import { SetType } from './types';

/** The list of names that counts for the node's setType. */
export function chosenRefs(node: FlowNode): NamedRef[] {
  switch (node.setType) {
    case SetType.Members:
    case undefined:
      return node.nodeUserList ?? [];
    case SetType.Role:
      return node.nodeRoleList ?? [];
    case SetType.Organisation:
      return node.nodeOrganizeList ?? [];
    case SetType.Position:
    case SetType.PositionAlt:
      return node.nodePositionList ?? [];
    default:
      return [];
  }
}

function groupNames(node: FlowNode): string[] {
  return (node.approverGroups ?? []).flatMap((group) => group.approverNames);
}

/** A positive whole level, else `fallback`. */
const levelOf = (node: FlowNode, fallback: number) =>
  node.directorLevel !== undefined && Number.isInteger(node.directorLevel) && node.directorLevel > 0
    ? node.directorLevel
    : fallback;

/** The text of a supervisor node (setType 9, 10, 11), or undefined for other types. */
export function supervisorMessage(node: FlowNode): FlowMessage | undefined {
  switch (node.setType) {
    case SetType.Supervisor: {
      const level = levelOf(node, 1);
      return level === 1
        ? { key: 'approver.directSupervisor' }
        : { key: 'approver.supervisorAtLevel', params: { level } };
    }
    case SetType.SupervisorChain: {
      const level = levelOf(node, 0);
      return level === 0
        ? { key: 'approver.supervisorsToTop' }
        : { key: 'approver.supervisorsUpTo', params: { level } };
    }
    case SetType.TopLeader:
      return { key: 'approver.topLeader', params: { level: levelOf(node, 1) } };
    default:
      return undefined;
  }
}

/**
 * Key + params of the node card text; names joined with ", " (the `names` param). An assignee type that
 * names nobody (dynamic, initiator) is described by its kind on nodes that offer it.
 */
export function approverDisplayMessage(node: FlowNode): FlowMessage {
  const assignee = nodeTypeOf(node.type).assignee;
  const isOffered = (setType: SetTypeCode) =>
    node.setType === setType && assignee?.setTypes.includes(setType) === true;
  if (isOffered(SetType.Dynamic)) return { key: 'approver.dynamic' };
  if (isOffered(SetType.Initiator)) return { key: 'approver.initiator' };
  if (isOffered(SetType.InitiatorSelects)) return { key: 'initiatorSelects.card' };
  const supervisor = supervisorMessage(node);
  if (supervisor && assignee?.setTypes.includes(node.setType ?? SetType.Members)) return supervisor;
  const names = [
    ...chosenRefs(node).map((ref) => ref.name),
    ...(assignee?.includesGroups ? groupNames(node) : []),
  ].filter((name) => name.trim() !== '');
  if (names.length > 0)
    return { key: 'approver.names', params: { names: names.join(', '), count: names.length } };
  if (assignee?.hasCustomCc && node.customCc) return { key: 'approver.customCc' };
  return { key: 'approver.notSet' };
}
