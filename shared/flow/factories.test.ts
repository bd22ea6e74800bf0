import { describe, expect, it } from 'vitest';
import {
  createBranchGroup,
  createNode,
  createOpinionGroup,
  createParallelGroup,
  createStartNode,
} from './factories';
import { testFactoryContext } from './testing';
import { collectIds, countNodes } from './tree';
import { BranchType, NodeType } from './types';

describe('node factories', () => {
  it('makes an initiator start node with status -1', () => {
    const start = createStartNode(testFactoryContext());
    expect(start).toMatchObject({
      type: NodeType.Start,
      nodeName: 'node.initiator',
      status: -1,
      pid: '',
      childNode: null,
    });
  });

  it('makes approver and cc nodes with empty assignees and status -1', () => {
    const ctx = testFactoryContext();
    expect(createNode(ctx, 'approver', 'p')).toMatchObject({
      type: NodeType.Approver,
      pid: 'p',
      setType: 1,
      examineMode: 1,
      nodeUserList: [],
      status: -1,
    });
    expect(createNode(ctx, 'cc', 'p')).toMatchObject({
      type: NodeType.Cc,
      nodeName: 'node.cc',
      customCc: false,
      nodeUserList: [],
    });
  });

  it('makes a branch group with "branch 1" and an explicit default "other situations" branch', () => {
    const group = createBranchGroup(testFactoryContext(), 'p');
    expect(group.type).toBe(NodeType.BranchGroup);
    expect(group.attr?.branchType).toBe(BranchType.Condition);
    const [first, other] = group.conditionNodes ?? [];
    expect(first).toMatchObject({
      nodeName: 'node.branch(index=1)',
      priorityLevel: 1,
      pid: group.id,
      type: NodeType.ConditionBranch,
    });
    expect(first?.attr?.isDefault).toBeUndefined();
    expect(other).toMatchObject({
      nodeName: 'node.otherBranch',
      priorityLevel: 2,
      attr: { isDefault: true },
    });
  });

  it('makes a parallel group with two parallel branches and a merge node as its child', () => {
    const group = createParallelGroup(testFactoryContext(), 'p');
    expect(group.conditionNodes?.map((branch) => [branch.type, branch.nodeName, branch.content])).toEqual([
      [NodeType.ParallelBranch, 'node.parallel(index=1)', 'summary.anyOther'],
      [NodeType.ParallelBranch, 'node.parallel(index=2)', 'summary.anyOther'],
    ]);
    expect(group.childNode).toMatchObject({ type: NodeType.Merge, pid: group.id, deletable: false });
  });

  it('makes an opinion group with agree and disagree branches', () => {
    const group = createOpinionGroup(testFactoryContext(), 'p');
    expect(
      group.conditionNodes?.map((branch) => [branch.type, branch.attr?.opinion, branch.nodeName]),
    ).toEqual([
      [NodeType.OpinionBranch, 'agree', 'node.agree'],
      [NodeType.OpinionBranch, 'disagree', 'node.disagree'],
    ]);
  });

  it('gives every node of a group a distinct id', () => {
    const group = createParallelGroup(testFactoryContext(), 'p');
    expect(collectIds(group).size).toBe(countNodes(group));
  });
});
