import { describe, expect, it } from 'vitest';
import { createBranchGroup, createNode, createParallelGroup, createStartNode } from '@shared/flow/factories';
import { testFactoryContext } from '@shared/flow/testing';
import { insertAfter, updateNode } from '@shared/flow/treeEdit';
import { hasOpinionGroup, simulateFlow } from './simulate';

function leaveFlow() {
  const ctx = testFactoryContext();
  let root = createStartNode(ctx); // n1
  root = insertAfter(root, 'n1', createBranchGroup(ctx, '')); // n2: n3 (days > 3), n4 other
  root = insertAfter(root, 'n3', createNode(ctx, 'approver', '')); // n5 director
  root = insertAfter(root, 'n4', createNode(ctx, 'approver', '')); // n6 the initiator
  root = updateNode(root, 'n3', {
    conditionList: [[{ label: 'Days', field: 'days', operator: 'gt', value: '3' }]],
  });
  root = updateNode(root, 'n5', {
    nodeName: 'Director',
    setType: 1,
    nodeUserList: [{ id: 'u1', name: 'Ann' }],
  });
  root = updateNode(root, 'n6', { nodeName: 'Self', setType: 5 });
  return root;
}

describe('simulateFlow', () => {
  it('follows the branch the engine picks and names the approvers', () => {
    const long = simulateFlow(leaveFlow(), { days: 5 }, 'Bo');
    expect([...long.pathIds]).toEqual(['n1', 'n2', 'n3', 'n5']);
    expect(long.steps).toEqual([
      { nodeId: 'n5', nodeName: 'Director', type: 1, assignees: { kind: 'names', names: ['Ann'] } },
    ]);
    const short = simulateFlow(leaveFlow(), { days: 1 }, 'Bo');
    expect([...short.pathIds]).toEqual(['n1', 'n2', 'n4', 'n6']);
    expect(short.steps[0]?.assignees).toEqual({ kind: 'initiator', name: 'Bo' });
  });

  it('runs every parallel branch and continues after the merge', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createParallelGroup(ctx, ''));
    const result = simulateFlow(root, {}, 'Bo');
    expect(result.pathIds.size).toBe(5); // start, group, two branches, merge
  });

  it('follows the decision at an opinion group and names the handler', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx); // n1
    root = insertAfter(root, 'n1', createNode(ctx, 'handler', '')); // n2
    root = insertAfter(root, 'n2', createNode(ctx, 'opinionGroup', '')); // n3: agree n4, disagree n5
    root = updateNode(root, 'n2', { nodeName: 'Archive', nodeUserList: [{ id: 'u1', name: 'Ann' }] });
    expect(hasOpinionGroup(root)).toBe(true);
    const agreed = simulateFlow(root, {}, 'Bo');
    expect([...agreed.pathIds]).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(agreed.steps).toEqual([
      { nodeId: 'n2', nodeName: 'Archive', type: 6, assignees: { kind: 'names', names: ['Ann'] } },
    ]);
    expect([...simulateFlow(root, {}, 'Bo', 'disagree').pathIds]).toEqual(['n1', 'n2', 'n3', 'n5']);
    expect(hasOpinionGroup(leaveFlow())).toBe(false);
  });
});
