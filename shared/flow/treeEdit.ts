/**
 * Immutable edits of the node tree. Each returns a new root that shares every untouched subtree with the
 * old one (so per-subtree caches keyed by node identity stay valid), or the same root when nothing changed.
 */
import { nodeTypeOf } from './nodeTypes';
import { ancestry } from './tree';
import type { FlowNode } from './types';

export function withPid(node: FlowNode, pid: string): FlowNode {
  return node.pid === pid ? node : { ...node, pid };
}

/** Replaces the node `id` by `change(node)`, copying its ancestors. Unknown id: same root. */
export function replaceNode(root: FlowNode, id: string, change: (node: FlowNode) => FlowNode): FlowNode {
  const path = ancestry(root, id);
  const target = path?.[path.length - 1];
  if (!path || !target) return root;
  let replacement = change(target.node);
  if (replacement === target.node) return root;
  for (let index = path.length - 1; index > 0; index -= 1) {
    const step = path[index];
    const parent = path[index - 1];
    if (!step?.link || !parent) break;
    if (step.link.relation === 'child') {
      replacement = { ...parent.node, childNode: replacement };
    } else {
      const branches = [...(parent.node.conditionNodes ?? [])];
      branches[step.link.index] = replacement;
      replacement = { ...parent.node, conditionNodes: branches };
    }
  }
  return replacement;
}

/** Shallow-merges `patch` into node `id`. */
export function updateNode(root: FlowNode, id: string, patch: Partial<Omit<FlowNode, 'id'>>): FlowNode {
  return replaceNode(root, id, (node) => ({ ...node, ...patch }));
}

/** Copies `head`'s chain with `tail` hung after its last node. */
export function appendToChain(head: FlowNode, tail: FlowNode | null): FlowNode {
  if (!head.childNode) return { ...head, childNode: tail ? withPid(tail, head.id) : null };
  return { ...head, childNode: appendToChain(head.childNode, tail) };
}

/**
 * Inserts `block` (a new node, group or pasted chain) right after node `afterId`; what followed that
 * node now follows the block's last node. Unknown id: same root.
 */
export function insertAfter(root: FlowNode, afterId: string, block: FlowNode): FlowNode {
  return replaceNode(root, afterId, (target) => {
    const joined = target.childNode ? appendToChain(block, target.childNode) : block;
    return { ...target, childNode: withPid(joined, target.id) };
  });
}

/** Nodes a user may delete with the close icon: approvers, cc, handlers, other, and whole groups. */
export function isDeletableNode(node: FlowNode): boolean {
  return node.deletable !== false && nodeTypeOf(node.type).isDeletable;
}

/** A parallel group followed by the merge node that closes it. */
export function isClosedByMerge(node: FlowNode): boolean {
  return (
    nodeTypeOf(node.type).role === 'group' &&
    node.childNode !== null &&
    nodeTypeOf(node.childNode.type).role === 'merge'
  );
}

/** What follows a node once it is removed: a parallel group takes its merge node with it. */
export function continuationAfter(node: FlowNode): FlowNode | null {
  const next = node.childNode;
  if (next && isClosedByMerge(node)) return next.childNode;
  return next;
}

/** Removes node `id` (a whole group with its branches, for a group). Branches use `deleteBranch`. */
export function removeNode(root: FlowNode, id: string): FlowNode {
  const path = ancestry(root, id);
  const target = path?.[path.length - 1];
  const parent = path?.[path.length - 2];
  if (!target || !parent || target.link?.relation !== 'child' || !isDeletableNode(target.node)) return root;
  const next = continuationAfter(target.node);
  return replaceNode(root, parent.node.id, (node) => ({
    ...node,
    childNode: next ? withPid(next, node.id) : null,
  }));
}

/** Gives every node of a chain/subtree new ids from `newId` and consistent pids (used by paste). */
export function reidentify(node: FlowNode, pid: string, newId: () => string): FlowNode {
  const id = newId();
  const copy: FlowNode = { ...node, id, pid };
  if (node.conditionNodes)
    copy.conditionNodes = node.conditionNodes.map((branch) => reidentify(branch, id, newId));
  copy.childNode = node.childNode ? reidentify(node.childNode, id, newId) : null;
  return copy;
}
