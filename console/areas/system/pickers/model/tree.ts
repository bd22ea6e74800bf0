import type { TreeNode } from '@shared/api/modules/identity/schemas';

export interface FlatNode {
  node: TreeNode;
  depth: number;
  hasChildren: boolean;
}

/** Visible rows of a tree: children of expanded nodes only, or, with a search text, every match and its ancestors. */
export const flattenTree = (
  roots: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  search: string,
): FlatNode[] => {
  const needle = search.trim().toLowerCase();
  const out: FlatNode[] = [];
  const matches = (node: TreeNode): boolean =>
    node.label.toLowerCase().includes(needle) || node.children.some(matches);
  const walk = (nodes: readonly TreeNode[], depth: number) => {
    for (const node of nodes) {
      if (needle && !matches(node)) continue;
      out.push({ node, depth, hasChildren: node.children.length > 0 });
      if (needle || expanded.has(node.id)) walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
};

/** Ids of the first levels, to open a tree a little on first show. */
export const topIds = (roots: readonly TreeNode[], levels = 1): string[] =>
  levels <= 0 ? [] : roots.flatMap((r) => [r.id, ...topIds(r.children, levels - 1)]);
