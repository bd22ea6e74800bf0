import { describe, expect, it } from 'vitest';
import { addBranch, deleteBranch, moveBranch } from './branchEdit';
import {
  createBranchGroup,
  createNode,
  createOpinionGroup,
  createParallelGroup,
  createStartNode,
} from './factories';
import { testFactoryContext } from './testing';
import { findNode } from './tree';
import { insertAfter } from './treeEdit';
import type { FlowNode } from './types';
import { NodeType } from './types';

function branchesOf(root: FlowNode, groupId: string) {
  return (findNode(root, groupId)?.conditionNodes ?? []).map((branch) => ({
    id: branch.id,
    level: branch.priorityLevel,
    isDefault: branch.attr?.isDefault === true,
  }));
}

function withGroup() {
  const ctx = testFactoryContext();
  let root = createStartNode(ctx); // n1
  root = insertAfter(root, 'n1', createNode(ctx, 'cc', '')); // n2
  root = insertAfter(root, 'n1', createBranchGroup(ctx, '')); // n3 (n4 branch 1, n5 default)
  return { ctx, root };
}

describe('addBranch', () => {
  it('inserts before the default branch, which gets its priorityLevel bumped', () => {
    const { ctx, root } = withGroup();
    const next = addBranch(root, 'n3', ctx);
    expect(branchesOf(next, 'n3')).toEqual([
      { id: 'n4', level: 1, isDefault: false },
      { id: 'n6', level: 2, isDefault: false },
      { id: 'n5', level: 3, isDefault: true },
    ]);
    expect(findNode(next, 'n6')?.nodeName).toBe('node.branch(index=2)');
  });

  it('appends to a parallel group as "parallel 3"', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createParallelGroup(ctx, '')); // n2, merge n3, n4 n5
    root = addBranch(root, 'n2', ctx);
    expect(branchesOf(root, 'n2').map((branch) => branch.level)).toEqual([1, 2, 3]);
    expect(findNode(root, 'n6')).toMatchObject({
      type: NodeType.ParallelBranch,
      nodeName: 'node.parallel(index=3)',
    });
  });

  it('does not add to opinion groups', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createOpinionGroup(ctx, ''));
    expect(addBranch(root, 'n2', ctx)).toBe(root);
  });
});

describe('deleteBranch', () => {
  it('renumbers the remaining branches from 1 when more than two were there', () => {
    const { ctx, root } = withGroup();
    const three = addBranch(root, 'n3', ctx); // n6 before default
    const next = deleteBranch(three, 'n4');
    expect(branchesOf(next, 'n3')).toEqual([
      { id: 'n6', level: 1, isDefault: false },
      { id: 'n5', level: 2, isDefault: true },
    ]);
  });

  it("removes the whole group when only two remain, keeping the other branch's nodes before what followed", () => {
    const { ctx, root } = withGroup();
    const withInner = insertAfter(root, 'n5', createNode(ctx, 'approver', '')); // n6 inside default branch
    const next = deleteBranch(withInner, 'n4');
    expect(findNode(next, 'n3')).toBeUndefined();
    expect(next.childNode?.id).toBe('n6');
    expect(next.childNode?.pid).toBe('n1');
    expect(next.childNode?.childNode?.id).toBe('n2');
  });

  it('removes a parallel group and its merge node when one of two branches goes', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createNode(ctx, 'cc', '')); // n2
    root = insertAfter(root, 'n1', createParallelGroup(ctx, '')); // n3, merge n4, n5 n6
    root = deleteBranch(root, 'n5');
    expect(root.childNode?.id).toBe('n2');
  });
});

describe('moveBranch', () => {
  it('moves a branch and renumbers; the default stays last', () => {
    const { ctx, root } = withGroup();
    const three = addBranch(root, 'n3', ctx); // n4, n6, n5(default)
    const moved = moveBranch(three, 'n3', 1, 0);
    expect(branchesOf(moved, 'n3').map((branch) => [branch.id, branch.level])).toEqual([
      ['n6', 1],
      ['n4', 2],
      ['n5', 3],
    ]);
    const pastDefault = moveBranch(three, 'n3', 0, 2);
    expect(branchesOf(pastDefault, 'n3').map((branch) => branch.id)).toEqual(['n6', 'n4', 'n5']);
    expect(moveBranch(three, 'n3', 2, 0)).toBe(three);
  });
});
