import { describe, expect, it } from 'vitest';
import { createBranchGroup, createNode, createParallelGroup, createStartNode } from './factories';
import { sequentialIds, testFactoryContext } from './testing';
import { collectIds, findNode, walkTree } from './tree';
import { insertAfter, reidentify, removeNode, updateNode } from './treeEdit';
import type { FlowNode } from './types';
import { NodeType } from './types';

function chainIds(root: FlowNode): string[] {
  const ids: string[] = [];
  for (let node: FlowNode | null = root; node; node = node.childNode) ids.push(node.id);
  return ids;
}

function pidsConsistent(root: FlowNode): boolean {
  let isConsistent = true;
  walkTree(root, (node, link) => {
    if (link && node.pid !== link.parent.id) isConsistent = false;
  });
  return isConsistent;
}

describe('insertAfter', () => {
  it('puts the new node between a node and what followed it, fixing pids', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createNode(ctx, 'approver', ''));
    root = insertAfter(root, 'n1', createNode(ctx, 'cc', ''));
    expect(chainIds(root)).toEqual(['n1', 'n3', 'n2']);
    expect(pidsConsistent(root)).toBe(true);
  });

  it('hangs what followed after the merge node of a parallel group', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createNode(ctx, 'approver', '')); // n2
    const group = createParallelGroup(ctx, ''); // n3, merge n4, branches n5 n6
    root = insertAfter(root, 'n1', group);
    expect(chainIds(root)).toEqual(['n1', 'n3', 'n4', 'n2']);
    expect(pidsConsistent(root)).toBe(true);
  });

  it('keeps untouched subtrees identical (structural sharing) and returns the same root for unknown ids', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createBranchGroup(ctx, '')); // n2 (n3, n4)
    const before = root;
    const other = findNode(root, 'n4');
    root = insertAfter(root, 'n3', createNode(ctx, 'approver', ''));
    expect(root).not.toBe(before);
    expect(findNode(root, 'n4')).toBe(other);
    expect(insertAfter(root, 'missing', createNode(ctx, 'cc', ''))).toBe(root);
  });
});

describe('removeNode', () => {
  it('removes a node and joins its neighbours', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createNode(ctx, 'approver', ''));
    root = insertAfter(root, 'n2', createNode(ctx, 'cc', ''));
    root = removeNode(root, 'n2');
    expect(chainIds(root)).toEqual(['n1', 'n3']);
    expect(pidsConsistent(root)).toBe(true);
  });

  it('removes a parallel group together with its merge node', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createNode(ctx, 'approver', '')); // n2
    root = insertAfter(root, 'n1', createParallelGroup(ctx, '')); // n3 + merge n4
    root = removeNode(root, 'n3');
    expect(chainIds(root)).toEqual(['n1', 'n2']);
  });

  it('refuses the start node, branches and merge nodes', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createParallelGroup(ctx, '')); // n2, merge n3, branches n4 n5
    expect(removeNode(root, 'n1')).toBe(root);
    expect(removeNode(root, 'n3')).toBe(root);
    expect(removeNode(root, 'n4')).toBe(root);
  });
});

describe('updateNode and reidentify', () => {
  it('patches one node', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createNode(ctx, 'approver', ''));
    root = updateNode(root, 'n2', { nodeName: 'Boss' });
    expect(findNode(root, 'n2')?.nodeName).toBe('Boss');
  });

  it('gives a copied subtree all-new ids with consistent pids', () => {
    const group = createBranchGroup(testFactoryContext(), 'x');
    const copy = reidentify(group, 'host', sequentialIds('c'));
    expect([...collectIds(copy)].sort()).toEqual(['c1', 'c2', 'c3']);
    expect(copy.pid).toBe('host');
    expect(copy.conditionNodes?.every((branch) => branch.pid === 'c1')).toBe(true);
    expect(copy.type).toBe(NodeType.BranchGroup);
  });
});
