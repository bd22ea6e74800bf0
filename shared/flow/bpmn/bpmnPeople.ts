/**
 * Who a task asks, as BPMN says it: a `potentialOwner` whose formal expression lists `user(id)` and `group(id)`
 * entries. Roles, organisations and positions are groups, their id prefixed with the kind (`role:r1`,
 * `organisation:o1`, `position:p1`) so the kind survives a round trip.
 */
import type { FlowNode, NamedRef } from '../types';

export type PeopleLists = Pick<
  FlowNode,
  'nodeUserList' | 'nodeRoleList' | 'nodeOrganizeList' | 'nodePositionList'
>;

const GROUP_KINDS = [
  ['role', 'nodeRoleList'],
  ['organisation', 'nodeOrganizeList'],
  ['position', 'nodePositionList'],
] as const;

/** `user(u1), group(role:r1)`; '' when the node names nobody. */
export function peopleExpression(node: PeopleLists): string {
  const entries = (node.nodeUserList ?? []).map((user) => `user(${user.id})`);
  for (const [kind, list] of GROUP_KINDS)
    for (const ref of node[list] ?? []) entries.push(`group(${kind}:${ref.id})`);
  return entries.join(', ');
}

/** The lists an expression names (names are the ids: a BPMN file carries no display names). */
export function parsePeople(expression: string): PeopleLists {
  const lists: Required<PeopleLists> = {
    nodeUserList: [],
    nodeRoleList: [],
    nodeOrganizeList: [],
    nodePositionList: [],
  };
  const ref = (id: string): NamedRef => ({ id, name: id });
  for (const match of expression.matchAll(/(user|group)\(\s*([^)]*?)\s*\)/g)) {
    const [, kind, value = ''] = match;
    if (value === '') continue;
    if (kind === 'user') {
      lists.nodeUserList.push(ref(value));
      continue;
    }
    const found = GROUP_KINDS.find(([prefix]) => value.startsWith(`${prefix}:`));
    if (found) lists[found[1]].push(ref(value.slice(found[0].length + 1)));
    else lists.nodeRoleList.push(ref(value));
  }
  return Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
}
