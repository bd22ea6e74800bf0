/** Display text of approver and cc nodes, derived from the chosen names (workflow spec §4.2). */
import type { FlowMessage } from './messages';
import type { FlowNode, NamedRef } from './types';
import { NodeType, SetType } from './types';

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

/** Key + params of the node card text; names joined with ", " (the `names` param). */
export function approverDisplayMessage(node: FlowNode): FlowMessage {
  if (node.type === NodeType.Approver && node.setType === SetType.Dynamic) return { key: 'approver.dynamic' };
  if (node.type === NodeType.Approver && node.setType === SetType.Initiator) return { key: 'approver.initiator' };
  const names = [...chosenRefs(node).map((ref) => ref.name), ...(node.type === NodeType.Cc ? groupNames(node) : [])].filter(
    (name) => name.trim() !== '',
  );
  if (names.length > 0) return { key: 'approver.names', params: { names: names.join(', '), count: names.length } };
  if (node.type === NodeType.Cc && node.customCc) return { key: 'approver.customCc' };
  return { key: 'approver.notSet' };
}
