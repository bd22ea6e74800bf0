/** Differences of one node kept in both trees: name, approvers, examine mode, conditions, field privileges. */
import type { FieldPrivilege, FlowFormField, FlowNode, NamedRef } from '../types';
import type { FieldAccess, FlowChange, PrivilegeChange } from './types';

const ASSIGNEE_LISTS = ['nodeUserList', 'nodeRoleList', 'nodeOrganizeList', 'nodePositionList'] as const;

/** Everyone a node names as approver (people, roles, organisations, positions, notice groups), by id. */
function assignees(node: FlowNode): Map<string, string> {
  const named = new Map<string, string>();
  const add = (kind: string, ref: NamedRef) => named.set(`${kind}:${ref.id}`, ref.name || ref.id);
  for (const list of ASSIGNEE_LISTS) for (const ref of node[list] ?? []) add(list, ref);
  for (const group of node.approverGroups ?? [])
    group.approverIds.forEach((id, index) =>
      add(`group${group.approverType}`, { id, name: group.approverNames[index] ?? id }),
    );
  return named;
}

function approverChanges(older: FlowNode, newer: FlowNode): Partial<FlowChange>[] {
  const changes: Partial<FlowChange>[] = [];
  if ((older.setType ?? null) !== (newer.setType ?? null) || older.directorLevel !== newer.directorLevel)
    changes.push({ kind: 'approverRule', before: older.setType ?? null, after: newer.setType ?? null });
  const before = assignees(older);
  const after = assignees(newer);
  const added = [...after].filter(([id]) => !before.has(id)).map(([, name]) => name);
  const removed = [...before].filter(([id]) => !after.has(id)).map(([, name]) => name);
  if (added.length > 0 || removed.length > 0) changes.push({ kind: 'approvers', added, removed });
  if ((older.examineMode ?? null) !== (newer.examineMode ?? null))
    changes.push({
      kind: 'examineMode',
      before: older.examineMode ?? null,
      after: newer.examineMode ?? null,
    });
  return changes;
}

export const accessOf = (privilege: FieldPrivilege | undefined): FieldAccess =>
  privilege?.hidden ? 'hidden' : privilege?.disabled ? 'readOnly' : 'editable';

function privilegeChanges(
  older: FlowNode,
  newer: FlowNode,
  labels: ReadonlyMap<string, string>,
): PrivilegeChange[] {
  const before = new Map((older.privileges ?? []).map((p) => [p.key, p]));
  const after = new Map((newer.privileges ?? []).map((p) => [p.key, p]));
  const keys = [...new Set([...after.keys(), ...before.keys()])];
  return keys
    .map((key) => ({
      key,
      label: labels.get(key) ?? key,
      before: accessOf(before.get(key)),
      after: accessOf(after.get(key)),
    }))
    .filter((change) => change.before !== change.after);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changes of a node present in both documents (none when it is the same). */
export function nodeChanges(
  older: FlowNode,
  newer: FlowNode,
  fields: readonly FlowFormField[],
): FlowChange[] {
  const on = { nodeId: newer.id, nodeName: newer.nodeName };
  const changes: Partial<FlowChange>[] = [];
  if (older.nodeName !== newer.nodeName) changes.push({ kind: 'nodeRenamed', before: older.nodeName });
  changes.push(...approverChanges(older, newer));
  const isDefault = newer.attr?.isDefault === true;
  if (!sameJson(older.conditionList, newer.conditionList) || (older.attr?.isDefault === true) !== isDefault)
    changes.push({
      kind: 'condition',
      before: older.conditionList ?? [],
      after: newer.conditionList ?? [],
      isDefault,
    });
  const labels = new Map(fields.map((field) => [field.key, field.label]));
  const privileges = privilegeChanges(older, newer, labels);
  if (privileges.length > 0) changes.push({ kind: 'privileges', fields: privileges });
  return changes.map((change) => ({ ...on, ...change }) as FlowChange);
}
