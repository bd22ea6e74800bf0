/**
 * The flow tree as BPMN blocks: a chain of steps (one BPMN activity or event each) and groups (a split gateway, its
 * branches, and a join gateway: the parallel group's merge node, or one made for a condition or opinion group).
 * Element ids are valid XML ids made from node ids (node ids may start with a digit); each is unique in the file.
 */
import { nodeTypeOf } from '../nodeTypes';
import type { FlowNode } from '../types';
import { BranchType } from '../types';

export interface StepBlock {
  kind: 'step';
  node: FlowNode;
  elementId: string;
}

export interface BranchBlock {
  node: FlowNode;
  /** The id of the sequence flow leaving the split gateway for this branch. */
  flowId: string;
  chain: Block[];
}

export interface GroupBlock {
  kind: 'group';
  node: FlowNode;
  isParallel: boolean;
  splitId: string;
  joinId: string;
  /** A parallel group's merge node, which the join gateway stands for. */
  merge: FlowNode | null;
  branches: BranchBlock[];
}

export type Block = StepBlock | GroupBlock;

/** Makes unique XML ids (`Node_…`) from node ids. */
export class ElementIds {
  private readonly used = new Set<string>();

  make(prefix: string, id: string): string {
    const base = `${prefix}_${id.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
    let candidate = base;
    for (let suffix = 2; this.used.has(candidate); suffix += 1) candidate = `${base}_${suffix}`;
    this.used.add(candidate);
    return candidate;
  }
}

const isMerge = (node: FlowNode | null): node is FlowNode =>
  node !== null && nodeTypeOf(node.type).role === 'merge';

/** The blocks of the chain starting at `head`, in order. */
export function chainBlocks(head: FlowNode | null, ids: ElementIds): Block[] {
  const blocks: Block[] = [];
  for (let node = head; node;) {
    if (nodeTypeOf(node.type).role !== 'group') {
      blocks.push({ kind: 'step', node, elementId: ids.make('Node', node.id) });
      node = node.childNode;
      continue;
    }
    const splitId = ids.make('Node', node.id);
    const merge = isMerge(node.childNode) ? node.childNode : null;
    const branches = (node.conditionNodes ?? []).map((branch) => ({
      node: branch,
      flowId: ids.make('Branch', branch.id),
      chain: chainBlocks(branch.childNode, ids),
    }));
    blocks.push({
      kind: 'group',
      node,
      isParallel: node.attr?.branchType === BranchType.Parallel,
      splitId,
      joinId: merge ? ids.make('Node', merge.id) : ids.make('Join', node.id),
      merge,
      branches,
    });
    node = merge ? merge.childNode : node.childNode;
  }
  return blocks;
}

/** The element a block is entered at and the one it is left from. */
export const entryOf = (block: Block): string => (block.kind === 'step' ? block.elementId : block.splitId);
export const exitOf = (block: Block): string => (block.kind === 'step' ? block.elementId : block.joinId);

/** The BPMN element type of a step node. */
export function stepElementType(node: FlowNode): string {
  return nodeTypeOf(node.type).bpmn?.element ?? 'bpmn:Task';
}
