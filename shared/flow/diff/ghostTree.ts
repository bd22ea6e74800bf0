/**
 * The tree the diff draws: the newer tree with every removed node put back where it stood in the older tree, as
 * a ghost (after its old predecessor in a chain, or at its old place among its group's branches). Pure: both
 * inputs are left as they are.
 */
import { collectIds, walkTree } from '../tree';
import type { FlowNode } from '../types';

export function ghostTree(older: FlowNode, newer: FlowNode): { root: FlowNode; ghostIds: Set<string> } {
  const root = structuredClone(newer);
  const kept = collectIds(newer);
  const drawn = new Map<string, FlowNode>();
  walkTree(root, (node) => void drawn.set(node.id, node));
  const ghostIds = new Set<string>();
  walkTree(older, (node, link) => {
    if (kept.has(node.id) || !link) return;
    const parent = drawn.get(link.parent.id);
    if (!parent) return;
    const ghost: FlowNode = {
      ...structuredClone({ ...node, childNode: null, conditionNodes: undefined }),
      pid: parent.id,
      ...(node.conditionNodes ? { conditionNodes: [] } : {}),
    };
    if (link.relation === 'child') {
      ghost.childNode = parent.childNode;
      if (ghost.childNode) ghost.childNode.pid = ghost.id;
      parent.childNode = ghost;
    } else {
      const branches = (parent.conditionNodes ??= []);
      branches.splice(Math.min(link.index, branches.length), 0, ghost);
    }
    drawn.set(ghost.id, ghost);
    ghostIds.add(ghost.id);
  });
  return { root, ghostIds };
}
