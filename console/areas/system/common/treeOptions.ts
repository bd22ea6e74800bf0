import type { TreeNode } from '@shared/api/modules/identity/schemas';

/** A tree as indented select options. */
export const treeOptions = (roots: readonly TreeNode[], depth = 0): { value: string; label: string }[] =>
  roots.flatMap((node) => [
    { value: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.label}` },
    ...treeOptions(node.children, depth + 1),
  ]);
