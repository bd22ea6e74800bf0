/** Per-node field privileges kept in step with the bound form's fields (workflow spec §3 "Privilege"). */
import type { FieldPrivilege, FlowFormField, FlowNode } from './types';
import { nodeTypeOf } from './nodeTypes';
import { walkTree } from './tree';
import { replaceNode } from './treeEdit';

/**
 * One entry per form field, in form order: existing flags kept, entries of removed fields dropped, missing
 * fields added with both flags false.
 */
export function syncPrivileges(
  privileges: readonly FieldPrivilege[] | undefined,
  fields: readonly FlowFormField[],
): FieldPrivilege[] {
  const byKey = new Map((privileges ?? []).map((entry) => [entry.key, entry]));
  return fields.map((field) => {
    const existing = byKey.get(field.key);
    return existing
      ? { key: field.key, disabled: existing.disabled, hidden: existing.hidden }
      : { key: field.key, disabled: false, hidden: false };
  });
}

/** Node types that carry form privileges: start, approver, cc, handler. */
export function hasPrivileges(node: FlowNode): boolean {
  return nodeTypeOf(node.type).hasPrivileges;
}

function samePrivileges(a: readonly FieldPrivilege[] | undefined, b: readonly FieldPrivilege[]): boolean {
  if (!a || a.length !== b.length) return false;
  return a.every((entry, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      entry.key === other.key &&
      entry.disabled === other.disabled &&
      entry.hidden === other.hidden
    );
  });
}

/** Syncs every node that carries privileges; untouched nodes keep their identity. */
export function syncTreePrivileges(root: FlowNode, fields: readonly FlowFormField[]): FlowNode {
  const stale: string[] = [];
  walkTree(root, (node) => {
    if (hasPrivileges(node) && !samePrivileges(node.privileges, syncPrivileges(node.privileges, fields)))
      stale.push(node.id);
  });
  return stale.reduce(
    (tree, id) =>
      replaceNode(tree, id, (node) => ({ ...node, privileges: syncPrivileges(node.privileges, fields) })),
    root,
  );
}

/** Select-all toggle of one column of the permission panel. */
export function setAllPrivileges(
  privileges: readonly FieldPrivilege[],
  column: 'disabled' | 'hidden',
  value: boolean,
): FieldPrivilege[] {
  return privileges.map((entry) => ({ ...entry, [column]: value }));
}
