/**
 * A condition branch inside a condition group, picked when its conditions hold (groups OR-ed, items AND-ed);
 * the explicit default branch ("other situations") is picked when no other does.
 */
import type { FlowNode } from '../types';
import { BranchType, NodeType } from '../types';
import { checkBranch } from './checks';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS, contentOr } from './definition';

/** A condition branch named "branch <index>" with priority `index`. */
export function createConditionBranch(ctx: NodeFactoryContext, pid: string, index: number): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.branch', { index }),
    type: NodeType.ConditionBranch,
    status: -1,
    priorityLevel: index,
    attr: { branchType: BranchType.Condition, priorityLevel: index, showPriorityLevel: true },
    conditionList: [],
    childNode: null,
  };
}

/** The explicit default ("other situations") branch of a condition group. */
export function createDefaultBranch(ctx: NodeFactoryContext, pid: string, priorityLevel: number): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.otherBranch'),
    type: NodeType.ConditionBranch,
    status: -1,
    priorityLevel,
    attr: { branchType: BranchType.Condition, priorityLevel, showPriorityLevel: true, isDefault: true },
    conditionList: [],
    content: ctx.t('summary.anyOther'),
    childNode: null,
  };
}

const isDefault = (node: FlowNode) => node.attr?.isDefault === true;

export const conditionBranchNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.ConditionBranch,
  name: 'conditionBranch',
  role: 'branch',
  labelKey: 'node.branch',
  tone: 'plain',
  isDeletable: false,
  isReorderable: true,
  branchType: BranchType.Condition,
  entry: 'pass',
  showsPriorityTag: true,
  check(node, { fieldKeys, problems }) {
    if (!isDefault(node)) checkBranch(node, fieldKeys, problems);
  },
  cardBody: (node) =>
    isDefault(node) ? { key: 'summary.anyOther' } : contentOr(node, 'summary.noCondition'),
};
