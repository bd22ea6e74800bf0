/** The organisations above some organisations of a tree (for the designer's simulator; issue 28). */
import type { TreeNode } from '@shared/api/modules/identity/schemas';

/** Ids of every ancestor of the given organisations in `tree`, without duplicates; unknown ids have none. */
export function ancestorsIn(tree: readonly TreeNode[], organizeIds: readonly string[]): string[] {
  const parentOf = new Map<string, string>();
  const visit = (nodes: readonly TreeNode[], parentId: string) => {
    for (const node of nodes) {
      if (parentId) parentOf.set(node.id, parentId);
      visit(node.children, node.id);
    }
  };
  visit(tree, '');
  const found = new Set<string>();
  for (const id of organizeIds)
    for (let parent = parentOf.get(id); parent && !found.has(parent); parent = parentOf.get(parent))
      found.add(parent);
  return [...found];
}
