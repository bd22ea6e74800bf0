import { describe, expect, it } from 'vitest';
import { createBranchGroup, createNode, createStartNode } from '@shared/flow/factories';
import { testFactoryContext } from '@shared/flow/testing';
import { insertAfter, updateNode } from '@shared/flow/treeEdit';
import { layoutFlow } from '../layout';
import { neighbourInDirection, searchNodes } from './navigation';

function flow() {
  const ctx = testFactoryContext();
  let root = createStartNode(ctx); // n1
  root = insertAfter(root, 'n1', createBranchGroup(ctx, '')); // n2 with n3, n4
  root = insertAfter(root, 'n2', createNode(ctx, 'approver', '')); // n5 after the group
  root = updateNode(root, 'n5', { nodeName: 'Finance manager' });
  return layoutFlow(root);
}

describe('neighbourInDirection', () => {
  it('walks down into the left branch, across to the right one and below the group', () => {
    const layout = flow();
    expect(neighbourInDirection(layout, 'n1', 'down')).toBe('n3');
    expect(neighbourInDirection(layout, 'n3', 'right')).toBe('n4');
    expect(neighbourInDirection(layout, 'n4', 'left')).toBe('n3');
    expect(neighbourInDirection(layout, 'n3', 'down')).toBe('n5');
    expect(neighbourInDirection(layout, 'n5', 'up')).toBeDefined();
    expect(neighbourInDirection(layout, 'n1', 'up')).toBeUndefined();
    expect(neighbourInDirection(layout, '', 'down')).toBe('n1');
  });

  it('moves from a selected group (its add-branch pill) into its first branch, or up to the card above', () => {
    const layout = flow();
    expect(neighbourInDirection(layout, 'n2', 'down')).toBe('n3');
    expect(neighbourInDirection(layout, 'n2', 'up')).toBe('n1');
  });
});

describe('searchNodes', () => {
  it('finds nodes by part of the name, ignoring case', () => {
    expect(searchNodes(flow(), 'FINANCE').map((box) => box.id)).toEqual(['n5']);
    expect(searchNodes(flow(), '  ')).toEqual([]);
  });
});
