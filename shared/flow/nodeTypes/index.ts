/**
 * The registry of flow node types: one definition module per type in this folder, listed here once.
 * Adding a node type means adding its code to `NodeType` and its definition module plus one line below;
 * views keep only drawing per type: header colours per `tone` (studio/flow/canvas/theme.ts) and the
 * drawer's properties panel per `name` (studio/flow/panels/node/nodePanels.tsx).
 */
import type { NodeTypeCode } from '../types';
import { NodeType } from '../types';
import { approverNode } from './approver';
import { branchGroupNode } from './branchGroup';
import { ccNode } from './cc';
import { conditionBranchNode } from './conditionBranch';
import type { NodeTypeDefinition, NodeTypeName } from './definition';
import { handlerNode } from './handler';
import { mergeNode } from './merge';
import { opinionBranchNode } from './opinionBranch';
import { otherNode } from './other';
import { parallelBranchNode } from './parallelBranch';
import { startNode } from './start';

/** Every node type, by its code. */
export const NODE_TYPES: { readonly [Code in NodeTypeCode]: NodeTypeDefinition } = {
  [NodeType.Start]: startNode,
  [NodeType.Approver]: approverNode,
  [NodeType.Cc]: ccNode,
  [NodeType.ConditionBranch]: conditionBranchNode,
  [NodeType.BranchGroup]: branchGroupNode,
  [NodeType.Handler]: handlerNode,
  [NodeType.OpinionBranch]: opinionBranchNode,
  [NodeType.Other]: otherNode,
  [NodeType.ParallelBranch]: parallelBranchNode,
  [NodeType.Merge]: mergeNode,
};

/** What a code outside the spec (from a damaged or foreign design) is treated as: a plain step, like "other". */
export const UNKNOWN_NODE_TYPE: NodeTypeDefinition = otherNode;

const byCode = new Map<number, NodeTypeDefinition>(
  Object.values(NODE_TYPES).map((definition) => [definition.code, definition]),
);

/** The definition of a node type code (a plain step for a code outside the spec). */
export function nodeTypeOf(code: number): NodeTypeDefinition {
  return byCode.get(code) ?? UNKNOWN_NODE_TYPE;
}

/** Every node type name, in code order. */
export const NODE_TYPE_NAMES: readonly NodeTypeName[] = Object.values(NODE_TYPES).map(
  (definition) => definition.name,
);

export { ALL_SET_TYPES } from './definition';
export type {
  AssigneeFacts,
  CardBody,
  CardTextKey,
  FlowProblem,
  NodeCheckContext,
  NodeEntry,
  NodeFactoryContext,
  NodeRole,
  NodeTone,
  NodeTypeDefinition,
  NodeTypeName,
  TaskFacts,
} from './definition';
export { createApproverNode } from './approver';
export { createBranchGroup, createOpinionGroup, createParallelGroup } from './branchGroup';
export { createCcNode } from './cc';
export { createHandlerNode } from './handler';
export { createConditionBranch, createDefaultBranch } from './conditionBranch';
export { createMergeNode } from './merge';
export { createOpinionBranch } from './opinionBranch';
export { createParallelBranch } from './parallelBranch';
export { createStartNode } from './start';
