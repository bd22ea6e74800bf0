/** Drag-and-drop of a node or a whole group to another plus slot (one history entry per drop). */
import { collectIds, findNode, findParent } from '@shared/flow/tree';
import { insertAfter, isClosedByMerge, isDeletableNode, removeNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import type { FlowDocument } from '../FlowDocument';
import { TreeCommand } from './TreeCommand';

/** The part of the chain that travels with a node: itself, plus the merge node of a parallel group. */
export function detachedBlock(node: FlowNode): FlowNode {
  const next = node.childNode;
  if (next && isClosedByMerge(node)) return { ...node, childNode: { ...next, childNode: null } };
  return { ...node, childNode: null };
}

/** True when dropping node `id` on the slot after `afterId` is a real move. */
export function canMoveNode(root: FlowNode, id: string, afterId: string): boolean {
  const node = findNode(root, id);
  if (!node || !isDeletableNode(node) || !findNode(root, afterId)) return false;
  const block = detachedBlock(node);
  if (collectIds(block).has(afterId)) return false;
  const parent = findParent(root, id);
  // dropping right after its own parent puts it where it already is
  return !(parent?.relation === 'child' && parent.parent.id === afterId);
}

/** Moves a node (or a group with its branches) to just after `afterId`. */
export function moveNodeCommand(doc: FlowDocument, id: string, afterId: string): TreeCommand {
  return new TreeCommand('moveNode', doc, (root) => {
    if (!canMoveNode(root, id, afterId)) return root;
    const node = findNode(root, id);
    if (!node) return root;
    const removed = removeNode(root, id);
    if (removed === root || !findNode(removed, afterId)) return root;
    return insertAfter(removed, afterId, detachedBlock(node));
  });
}
