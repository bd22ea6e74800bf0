/** Every person, role, organisation and position a node tree names, with the node that names it. Pure. */
import { walkTree } from './tree';
import { APPLICANT_FIELD } from './types';
import type { ApplicantMatch, FlowNode, NamedRef } from './types';

export type PeopleRefKind = 'user' | 'role' | 'organisation' | 'position';

export interface PeopleRef {
  kind: PeopleRefKind;
  id: string;
  name: string;
  nodeId: string;
  nodeName: string;
}

const LISTS: ReadonlyArray<[PeopleRefKind, (node: FlowNode) => NamedRef[] | undefined]> = [
  ['user', (node) => node.nodeUserList],
  ['role', (node) => node.nodeRoleList],
  ['organisation', (node) => node.nodeOrganizeList],
  ['position', (node) => node.nodePositionList],
];

const APPLICANT_LISTS: ReadonlyArray<[PeopleRefKind, keyof ApplicantMatch]> = [
  ['user', 'users'],
  ['organisation', 'organisations'],
  ['role', 'roles'],
  ['position', 'positions'],
];

/**
 * Named references in tree order (whatever the node's `setType`), including the user ids of cc approver groups
 * and the people, organisations, roles and positions conditions on the applicant name.
 */
export function collectPeopleRefs(root: FlowNode): PeopleRef[] {
  const refs: PeopleRef[] = [];
  walkTree(root, (node) => {
    const add = (kind: PeopleRefKind, id: string, name: string) =>
      refs.push({ kind, id, name: name || id, nodeId: node.id, nodeName: node.nodeName });
    for (const [kind, listOf] of LISTS) for (const ref of listOf(node) ?? []) add(kind, ref.id, ref.name);
    for (const group of node.approverGroups ?? [])
      group.approverIds.forEach((id, index) => add('user', id, group.approverNames[index] ?? id));
    const transferTo = node.configure?.timeLimit?.transferTo;
    if (transferTo?.id) add('user', transferTo.id, transferTo.name);
    for (const item of (node.conditionList ?? []).flat()) {
      const match = item.applicant;
      if (item.field !== APPLICANT_FIELD || !match) continue;
      for (const [kind, list] of APPLICANT_LISTS) for (const ref of match[list]) add(kind, ref.id, ref.name);
    }
  });
  return refs;
}

/** The distinct ids of one kind. */
export const idsOfKind = (refs: readonly PeopleRef[], kind: PeopleRefKind): string[] => [
  ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
];
