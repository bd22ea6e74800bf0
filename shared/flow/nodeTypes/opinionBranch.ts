/**
 * An opinion branch (type 8, a task node): picked by the preceding approver's decision (agree / disagree);
 * never reordered.
 */
import type { FlowNode } from '../types';
import { BranchType, NodeType } from '../types';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS } from './definition';

export function createOpinionBranch(
  ctx: NodeFactoryContext,
  pid: string,
  opinion: 'agree' | 'disagree',
): FlowNode {
  const priorityLevel = opinion === 'agree' ? 1 : 2;
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t(opinion === 'agree' ? 'node.agree' : 'node.disagree'),
    type: NodeType.OpinionBranch,
    status: -1,
    priorityLevel,
    attr: { branchType: BranchType.Opinion, priorityLevel, opinion },
    childNode: null,
  };
}

export const opinionBranchNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.OpinionBranch,
  name: 'opinionBranch',
  role: 'branch',
  tone: 'plain',
  isDeletable: false,
  needsTaskNodes: true,
  branchType: BranchType.Opinion,
  entry: 'pass',
};
