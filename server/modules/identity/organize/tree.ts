import type { TreeNode } from '@shared/api/modules/identity/schemas';

export interface OrgLike {
  organizeId: string;
  parentId: string;
  organizeName: string;
  orderNum: number;
}

/** Nests rows by parentId (rows whose parent is missing become roots), ordered by orderNum then name. */
export const nest = <T extends OrgLike>(
  rows: readonly T[],
): (T & { children: (T & { children: unknown[] })[] })[] => {
  type Node = T & { children: Node[] };
  const ids = new Set(rows.map((r) => r.organizeId));
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) && row.parentId !== row.organizeId ? row.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const seen = new Set<string>();
  const build = (parentId: string): Node[] =>
    (byParent.get(parentId) ?? [])
      .filter((r) => !seen.has(r.organizeId) && (seen.add(r.organizeId), true))
      .sort((a, b) => a.orderNum - b.orderNum || a.organizeName.localeCompare(b.organizeName))
      .map((row) => ({ ...row, children: build(row.organizeId) }));
  return build('') as never;
};

/** Organisation tree nodes, with extra leaves per organisation (positions for the position tree). */
export const orgTree = (
  rows: readonly OrgLike[],
  leaves: (organizeId: string) => TreeNode[] = () => [],
): TreeNode[] => {
  const convert = (node: OrgLike & { children: unknown[] }): TreeNode => ({
    id: node.organizeId,
    label: node.organizeName,
    kind: 'organize',
    children: [
      ...(node.children as (OrgLike & { children: unknown[] })[]).map(convert),
      ...leaves(node.organizeId),
    ],
  });
  return nest(rows).map(convert);
};

/** Rows whose name contains `text`, plus their ancestors (so the tree still connects). */
export const keepMatches = <T extends OrgLike>(rows: readonly T[], text: string | undefined): T[] => {
  const needle = text?.trim().toLowerCase();
  if (!needle) return [...rows];
  const byId = new Map(rows.map((r) => [r.organizeId, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!row.organizeName.toLowerCase().includes(needle)) continue;
    let cursor: T | undefined = row;
    while (cursor && !keep.has(cursor.organizeId)) {
      keep.add(cursor.organizeId);
      cursor = byId.get(cursor.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.organizeId));
};

/** Whether `candidateId` is `id` itself or below it (a parent change that would make a cycle). */
export const isSelfOrDescendant = (rows: readonly OrgLike[], id: string, candidateId: string): boolean => {
  const byId = new Map(rows.map((r) => [r.organizeId, r]));
  let cursor = byId.get(candidateId);
  const seen = new Set<string>();
  while (cursor && !seen.has(cursor.organizeId)) {
    if (cursor.organizeId === id) return true;
    seen.add(cursor.organizeId);
    cursor = byId.get(cursor.parentId);
  }
  return false;
};
