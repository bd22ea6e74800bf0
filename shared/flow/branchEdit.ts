/** Immutable edits of the branches of a branch group (workflow spec §4.2). */
import { createConditionBranch, createParallelBranch } from './factories';
import type { NodeFactoryContext } from './factories';
import { findGroupOfBranch, findNode } from './tree';
import { nodeTypeOf } from './nodeTypes';
import { appendToChain, continuationAfter, replaceNode, withPid } from './treeEdit';
import type { FlowNode } from './types';
import { BranchType } from './types';

export function isDefaultBranch(node: FlowNode): boolean {
  return node.attr?.isDefault === true;
}

/** Sets priorityLevel (and attr.priorityLevel) to 1..n in list order. */
export function renumberBranches(branches: FlowNode[]): FlowNode[] {
  return branches.map((branch, index) => {
    const level = index + 1;
    if (branch.priorityLevel === level && (branch.attr?.priorityLevel ?? level) === level) return branch;
    return { ...branch, priorityLevel: level, attr: { ...branch.attr, priorityLevel: level } };
  });
}

/** True when branches can be added to the group (condition and parallel groups; not opinion groups). */
export function canAddBranch(group: FlowNode): boolean {
  const kind = group.attr?.branchType;
  return (
    nodeTypeOf(group.type).role === 'group' && (kind === BranchType.Condition || kind === BranchType.Parallel)
  );
}

/**
 * Adds a branch to group `groupId`: appended as the new last branch, or inserted before the default
 * branch when the last branch is the default one (which then gets its priorityLevel bumped).
 */
export function addBranch(root: FlowNode, groupId: string, ctx: NodeFactoryContext): FlowNode {
  return replaceNode(root, groupId, (group) => {
    if (!canAddBranch(group)) return group;
    const branches = group.conditionNodes ?? [];
    const last = branches[branches.length - 1];
    const isParallel = group.attr?.branchType === BranchType.Parallel;
    const insertAt = last && isDefaultBranch(last) ? branches.length - 1 : branches.length;
    const index = insertAt + 1;
    const branch = isParallel
      ? createParallelBranch(ctx, group.id, index)
      : createConditionBranch(ctx, group.id, index);
    const next = [...branches.slice(0, insertAt), branch, ...branches.slice(insertAt)];
    return { ...group, conditionNodes: renumberBranches(next) };
  });
}

/**
 * Deletes branch `branchId`. When only two branches remain the whole group goes: the group is replaced by
 * the remaining branch's own chain (nodes inside it are kept), followed by what followed the group.
 * Otherwise the remaining branches are renumbered from 1.
 */
export function deleteBranch(root: FlowNode, branchId: string): FlowNode {
  const found = findGroupOfBranch(root, branchId);
  if (!found) return root;
  const { group } = found;
  const branches = group.conditionNodes ?? [];
  const remaining = branches.filter((branch) => branch.id !== branchId);
  if (remaining.length >= 2) {
    return replaceNode(root, group.id, (node) => ({ ...node, conditionNodes: renumberBranches(remaining) }));
  }
  return dissolveGroup(root, group, remaining[0]);
}

function dissolveGroup(root: FlowNode, group: FlowNode, kept: FlowNode | undefined): FlowNode {
  const groupParent = group.pid;
  const after = continuationAfter(group);
  const keptChain = kept?.childNode ?? null;
  const replacement = keptChain ? appendToChain(keptChain, after) : after;
  const parent = findNode(root, groupParent);
  if (!parent || parent.childNode?.id !== group.id) return root;
  return replaceNode(root, parent.id, (node) => ({
    ...node,
    childNode: replacement ? withPid(replacement, node.id) : null,
  }));
}

/**
 * Moves a branch from index `from` to index `to` and renumbers. The default branch never moves and
 * nothing moves past it: it stays last.
 */
export function moveBranch(root: FlowNode, groupId: string, from: number, to: number): FlowNode {
  return replaceNode(root, groupId, (group) => {
    const branches = group.conditionNodes ?? [];
    const moving = branches[from];
    if (!moving || isDefaultBranch(moving) || from === to) return group;
    const last = branches[branches.length - 1];
    const maxIndex = last && isDefaultBranch(last) ? branches.length - 2 : branches.length - 1;
    const target = Math.max(0, Math.min(to, maxIndex));
    if (target === from) return group;
    const next = branches.filter((_, index) => index !== from);
    next.splice(target, 0, moving);
    return { ...group, conditionNodes: renumberBranches(next) };
  });
}
