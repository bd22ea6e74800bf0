import { describe, expect, it } from 'vitest';
import { createBranchGroup, createNode, createParallelGroup, createStartNode } from '@shared/flow/factories';
import { testFactoryContext } from '@shared/flow/testing';
import { insertAfter, updateNode } from '@shared/flow/treeEdit';
import { simulateFlow } from './simulate';

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
});

describe('simulateFlow with conditions on the applicant', () => {
  function byApplicant() {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx); // n1
    root = insertAfter(root, 'n1', createBranchGroup(ctx, '')); // n2: n3 (sales), n4 other
    root = insertAfter(root, 'n3', createNode(ctx, 'approver', '')); // n5
    root = updateNode(root, 'n3', {
      conditionList: [
        [
          {
            label: 'Applicant',
            field: '@applicant',
            operator: 'eq',
            value: 'Sales',
            applicant: { users: [], organisations: [{ id: 'o1', name: 'Sales' }], roles: [], positions: [] },
          },
        ],
      ],
    });
    return updateNode(root, 'n5', { nodeName: 'Lead', setType: 9, directorLevel: 1 });
  }
  const facts = (organisationIds: string[]) => ({
    userId: 'u1',
    organisationIds,
    roleIds: [],
    positionIds: [],
  });

  it('takes the branch when the applicant is in the organisation or below it, and names the supervisor', () => {
    const inSales = simulateFlow(byApplicant(), {}, 'Bo', facts(['o7', 'o1']));
    expect([...inSales.pathIds]).toEqual(['n1', 'n2', 'n3', 'n5']);
    expect(inSales.steps[0]?.assignees).toEqual({
      kind: 'supervisor',
      message: { key: 'approver.directSupervisor' },
    });
    expect([...simulateFlow(byApplicant(), {}, 'Bo', facts(['o2'])).pathIds]).toEqual(['n1', 'n2', 'n4']);
    expect([...simulateFlow(byApplicant(), {}, 'Bo').pathIds]).toEqual(['n1', 'n2', 'n4']);
  });
});
