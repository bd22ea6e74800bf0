/**
 * The branch group (container): condition, parallel or opinion branches in `conditionNodes`, in priority
 * order. A parallel group's `childNode` is the merge node where its branches join.
 */
import type { FlowNode } from '../types';
import { BranchType, NodeType } from '../types';
import { checkGroup } from './checks';
import { createConditionBranch, createDefaultBranch } from './conditionBranch';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS } from './definition';
import { createMergeNode } from './merge';
import { createOpinionBranch } from './opinionBranch';
import { createParallelBranch } from './parallelBranch';

/** A condition group: "branch 1" plus the default "other situations" branch. */
export function createBranchGroup(ctx: NodeFactoryContext, pid: string): FlowNode {
  const id = ctx.newId();
  return {
    id,
    pid,
    nodeName: ctx.t('node.branchGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: BranchType.Condition },
    conditionNodes: [createConditionBranch(ctx, id, 1), createDefaultBranch(ctx, id, 2)],
    childNode: null,
  };
}

/** A parallel group: two parallel branches; its `childNode` is the merge node where they join. */
export function createParallelGroup(ctx: NodeFactoryContext, pid: string): FlowNode {
  const id = ctx.newId();
  const merge = createMergeNode(ctx, id);
  return {
    id,
    pid,
    nodeName: ctx.t('node.parallelGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: BranchType.Parallel },
    conditionNodes: [createParallelBranch(ctx, id, 1), createParallelBranch(ctx, id, 2)],
    childNode: merge,
  };
}

/** An opinion group: an "agree" and a "disagree" branch picked by the preceding approver's decision. */
export function createOpinionGroup(ctx: NodeFactoryContext, pid: string): FlowNode {
  const id = ctx.newId();
  return {
    id,
    pid,
    nodeName: ctx.t('node.opinionGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: BranchType.Opinion },
    conditionNodes: [createOpinionBranch(ctx, id, 'agree'), createOpinionBranch(ctx, id, 'disagree')],
    childNode: null,
  };
}

export const branchGroupNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.BranchGroup,
  name: 'branchGroup',
  role: 'group',
  labelKey: 'node.branchGroup',
  tone: 'plain',
  isDeletable: true,
  entry: 'branches',
  check: (node, { problems }) => checkGroup(node, problems),
};
