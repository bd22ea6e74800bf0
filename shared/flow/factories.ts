/**
 * Factories of new flow nodes (workflow spec §4.2). Names come from `t` so they follow the user's language.
 * Each node type's factory lives in its definition module (nodeTypes/); this is the plus menu's view of them.
 */
import type { NodeFactoryContext } from './nodeTypes';
import {
  createApproverNode,
  createBranchGroup,
  createCcNode,
  createHandlerNode,
  createOpinionGroup,
  createParallelGroup,
} from './nodeTypes';
import type { FlowNode } from './types';

export type { NodeFactoryContext } from './nodeTypes';
export {
  createApproverNode,
  createBranchGroup,
  createCcNode,
  createConditionBranch,
  createDefaultBranch,
  createHandlerNode,
  createOpinionGroup,
  createParallelBranch,
  createParallelGroup,
  createStartNode,
} from './nodeTypes';

/** The kinds of node the plus menu (and the notice builder) can add. */
export type NewNodeKind = 'approver' | 'handler' | 'cc' | 'branchGroup' | 'parallelGroup' | 'opinionGroup';

const NEW_NODES: Record<NewNodeKind, (ctx: NodeFactoryContext, pid: string) => FlowNode> = {
  approver: createApproverNode,
  handler: createHandlerNode,
  cc: createCcNode,
  branchGroup: createBranchGroup,
  parallelGroup: createParallelGroup,
  opinionGroup: createOpinionGroup,
};

export function createNode(ctx: NodeFactoryContext, kind: NewNodeKind, pid: string): FlowNode {
  return NEW_NODES[kind](ctx, pid);
}
