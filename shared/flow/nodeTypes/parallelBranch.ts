/** A parallel branch: every branch of a parallel group runs; the group's merge node waits for all. */
import type { FlowNode } from '../types';
import { BranchType, NodeType } from '../types';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS, contentOr } from './definition';

export function createParallelBranch(ctx: NodeFactoryContext, pid: string, index: number): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.parallel', { index }),
    type: NodeType.ParallelBranch,
    status: -1,
    priorityLevel: index,
    attr: { branchType: BranchType.Parallel, priorityLevel: index },
    content: ctx.t('summary.anyOther'),
    childNode: null,
  };
}

export const parallelBranchNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.ParallelBranch,
  name: 'parallelBranch',
  role: 'branch',
  labelKey: 'node.parallel',
  tone: 'plain',
  isDeletable: false,
  isReorderable: true,
  branchType: BranchType.Parallel,
  entry: 'pass',
  cardBody: (node) => contentOr(node, 'summary.anyOther'),
};
