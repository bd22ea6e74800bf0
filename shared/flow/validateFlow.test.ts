import { describe, expect, it } from 'vitest';
import type { ConditionGroup, FlowNode } from './types';
import { BranchType, NodeType } from './types';
import { validateFlow } from './validateFlow';

const user = [{ id: 'u1', name: 'Ann' }];
const days = (operator: 'gt' | 'lt', value: string) => ({ label: 'Days', field: 'days', operator, value });
const kind = { label: 'Kind', field: 'kind', operator: 'eq' as const, value: 'sick' };

function approver(id: string, extra: Partial<FlowNode> = {}): FlowNode {
  return {
    id,
    pid: '',
    nodeName: 'Approver',
    type: NodeType.Approver,
    setType: 1,
    nodeUserList: user,
    childNode: null,
    ...extra,
  };
}
function branch(id: string, conditionList: ConditionGroup[], isDefault = false): FlowNode {
  return {
    id,
    pid: 'g',
    nodeName: id,
    type: NodeType.ConditionBranch,
    conditionList,
    attr: { isDefault },
    childNode: null,
  };
}
function group(branches: FlowNode[], branchType: 1 | 3 | 8 = BranchType.Condition): FlowNode {
  return {
    id: 'g',
    pid: 's',
    nodeName: 'Group',
    type: NodeType.BranchGroup,
    attr: { branchType },
    conditionNodes: branches,
    childNode: null,
  };
}
function flow(...chain: FlowNode[]): FlowNode {
  const root: FlowNode = { id: 's', pid: '', nodeName: 'Initiator', type: NodeType.Start, childNode: null };
  let tail = root;
  for (const node of chain) {
    tail.childNode = node;
    tail = node;
  }
  return root;
}
const keys = (root: FlowNode, fields?: { key: string; label: string; type: string }[]) =>
  validateFlow(root, fields ? { fields } : {}).map((problem) => `${problem.nodeId}:${problem.messageKey}`);

const fields = [
  { key: 'days', label: 'Days', type: 'number' },
  { key: 'kind', label: 'Kind', type: 'select' },
];

describe('validateFlow', () => {
  it.each<[string, FlowNode, string[]]>([
    [
      'a complete flow',
      flow(approver('a'), group([branch('b1', [[days('gt', '3')]]), branch('b2', [], true)])),
      [],
    ],
    ['an approver without assignees', flow(approver('a', { nodeUserList: [] })), ['a:validation.noAssignee']],
    ['a role approver without roles', flow(approver('a', { setType: 3 })), ['a:validation.noAssignee']],
    ['a dynamic approver (needs nobody)', flow(approver('a', { setType: 4, nodeUserList: [] })), []],
    ['an initiator approver (needs nobody)', flow(approver('a', { setType: 5, nodeUserList: [] })), []],
    ['an approver without setType', flow(approver('a', { setType: undefined })), ['a:validation.noAssignee']],
    ['a blank node name', flow(approver('a', { nodeName: '  ' })), ['a:validation.emptyName']],
    [
      'a cc node with nobody',
      flow({ id: 'c', pid: 's', nodeName: 'cc', type: NodeType.Cc, childNode: null }),
      ['c:validation.noCcRecipient'],
    ],
    [
      'a cc node letting the initiator choose',
      flow({ id: 'c', pid: 's', nodeName: 'cc', type: NodeType.Cc, customCc: true, childNode: null }),
      [],
    ],
    [
      'a group without default branch',
      flow(group([branch('b1', [[days('gt', '3')]]), branch('b2', [[days('lt', '3')]])])),
      ['g:validation.missingDefaultBranch'],
    ],
    [
      'two default branches',
      flow(group([branch('b1', [[kind]]), branch('d1', [], true), branch('d2', [], true)])),
      ['d2:validation.duplicateDefaultBranch'],
    ],
    [
      'a default branch not last',
      flow(group([branch('d', [], true), branch('b1', [[kind]])])),
      ['d:validation.defaultBranchNotLast'],
    ],
    [
      'a branch with an incomplete condition',
      flow(group([branch('b1', [[{ ...kind, value: '' }]]), branch('d', [], true)])),
      ['b1:validation.incompleteCondition'],
    ],
    [
      'a branch without conditions before others',
      flow(group([branch('b1', []), branch('b2', [[kind]]), branch('d', [], true)])),
      ['b2:validation.unreachableBranch', 'b1:validation.noCondition'],
    ],
    [
      'identical condition lists (order-insensitive)',
      flow(
        group([
          branch('b1', [[kind, days('gt', '3')]]),
          branch('b2', [[days('gt', '3'), kind]]),
          branch('d', [], true),
        ]),
      ),
      ['b2:validation.duplicateConditions'],
    ],
    [
      'a branch covered by a broader earlier one',
      flow(group([branch('b1', [[kind]]), branch('b2', [[kind, days('gt', '3')]]), branch('d', [], true)])),
      ['b2:validation.unreachableBranch'],
    ],
    [
      'a narrower branch before a broader one (fine)',
      flow(group([branch('b1', [[kind, days('gt', '3')]]), branch('b2', [[kind]]), branch('d', [], true)])),
      [],
    ],
    [
      'a parallel group with one branch',
      flow(group([{ id: 'p1', pid: 'g', nodeName: 'p', type: NodeType.ParallelBranch, childNode: null }], 3)),
      ['g:validation.tooFewBranches'],
    ],
  ])('%s', (_, root, expected) => {
    expect(keys(root)).toEqual(expected);
  });

  it('reports conditions on fields the form no longer has', () => {
    const root = flow(
      group([
        branch('b1', [[{ label: 'Old', field: 'gone', operator: 'eq', value: '1' }]]),
        branch('d', [], true),
      ]),
    );
    expect(validateFlow(root, { fields })).toEqual([
      {
        nodeId: 'b1',
        messageKey: 'validation.unknownField',
        params: { name: 'b1', label: 'Old', field: 'gone' },
      },
    ]);
    expect(keys(root)).toEqual([]);
  });

  it('lists every problem of a flow at once, with node ids and names as params', () => {
    const root = flow(
      approver('a', { nodeUserList: [], nodeName: '' }),
      group([branch('b1', []), branch('b2', [[]])]),
    );
    const problems = validateFlow(root);
    expect(problems.map((problem) => `${problem.nodeId}:${problem.messageKey}`)).toEqual([
      'a:validation.emptyName',
      'a:validation.noAssignee',
      'g:validation.missingDefaultBranch',
      'b2:validation.unreachableBranch',
      'b1:validation.noCondition',
      'b2:validation.noCondition',
    ]);
  });
});
