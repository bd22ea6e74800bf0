import { describe, expect, it } from 'vitest';
import { createBranchGroup, createNode, createStartNode } from './factories';
import { testFactoryContext } from './testing';
import {
  ancestry,
  branchPath,
  childrenOf,
  collectIds,
  countNodes,
  findGroupOfBranch,
  findNode,
  findParent,
  walkTree,
} from './tree';
import { insertAfter } from './treeEdit';
import type { FlowNode } from './types';

function sample() {
  const ctx = testFactoryContext();
  let root = createStartNode(ctx); // n1
  const approver = createNode(ctx, 'approver', ''); // n2
  root = insertAfter(root, root.id, approver);
  const group = createBranchGroup(ctx, ''); // n3 (n4 branch 1, n5 other)
  root = insertAfter(root, approver.id, group);
  const inner = createNode(ctx, 'cc', ''); // n6 inside branch 1
  root = insertAfter(root, 'n4', inner);
  return root;
}

describe('tree utilities', () => {
  it('walks depth first: node, its branches, then its child', () => {
    const order: string[] = [];
    walkTree(sample(), (node) => {
      order.push(node.id);
    });
    expect(order).toEqual(['n1', 'n2', 'n3', 'n4', 'n6', 'n5']);
  });

  it('finds nodes and their parents', () => {
    const root = sample();
    expect(findNode(root, 'n6')?.nodeName).toBe('node.cc');
    expect(findNode(root, 'nope')).toBeUndefined();
    expect(findParent(root, 'n6')).toMatchObject({ relation: 'child', parent: { id: 'n4' } });
    expect(findParent(root, 'n5')).toMatchObject({ relation: 'branch', index: 1, parent: { id: 'n3' } });
    expect(findParent(root, 'n1')).toBeUndefined();
    expect(findGroupOfBranch(root, 'n5')?.group.id).toBe('n3');
    expect(findGroupOfBranch(root, 'n2')).toBeUndefined();
  });

  it('gives the branch choices on the way to a node', () => {
    const root = sample();
    expect(branchPath(root, 'n6')).toEqual([{ groupId: 'n3', branchId: 'n4', index: 0 }]);
    expect(branchPath(root, 'n2')).toEqual([]);
    expect(branchPath(root, 'x')).toBeUndefined();
    expect(ancestry(root, 'n6')?.map((step) => step.node.id)).toEqual(['n1', 'n2', 'n3', 'n4', 'n6']);
  });

  it('counts and collects ids; children lists branches before the child', () => {
    const root = sample();
    expect(countNodes(root)).toBe(6);
    expect([...collectIds(root)].sort()).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    const group = findNode(root, 'n3') as FlowNode;
    expect(childrenOf(group).map((node) => node.id)).toEqual(['n4', 'n5']);
  });

  it('walks a chain of 20,000 nodes without overflowing the stack', () => {
    let head: FlowNode | null = null;
    for (let index = 0; index < 20000; index += 1) {
      head = { id: `c${index}`, pid: '', nodeName: 'x', type: 1, childNode: head };
    }
    expect(countNodes(head as FlowNode)).toBe(20000);
  });
});
