/** What decides a node's approvers: two nodes with the same values resolve the same people. */
import type { FlowNode } from '@shared/flow/types';

const approverKeys = [
  'type',
  'setType',
  'examineMode',
  'approverGroups',
  'nodeUserList',
  'nodeRoleList',
  'nodeOrganizeList',
  'nodePositionList',
  'directorLevel',
  'selectMode',
] as const;

const approversOf = (node: FlowNode) => [
  ...approverKeys.map((key) => node[key] ?? null),
  node.configure?.needClaim ?? false,
];

/** True when `after` keeps `before`'s approvers, so open tasks may keep their assignees. */
export const keepsApprovers = (before: FlowNode, after: FlowNode): boolean =>
  JSON.stringify(approversOf(before)) === JSON.stringify(approversOf(after));
