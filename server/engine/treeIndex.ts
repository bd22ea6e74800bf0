/**
 * Structural look-ups over a node tree: nodes by id, which branch chain holds a node, which group owns a
 * branch, what kind of group a container is, and which nodes come after a node.
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { BranchType } from '@shared/flow/types';
import type { BranchTypeCode, FlowNode } from '@shared/flow/types';

export type GroupKind = 'condition' | 'parallel' | 'opinion';

export interface TreeIndex {
  root: FlowNode;
  byId: Map<string, FlowNode>;
  /** Node id → the branch node whose chain holds it (a branch maps to itself); null on the main chain. */
  branchOf: Map<string, string | null>;
  /** Branch id → its group (type 4) id. */
  groupOf: Map<string, string>;
  /** Node id → the node right before it in its chain (a branch's first child → the branch), if any. */
  previous: Map<string, string>;
}

/** Builds the index; returns null when two nodes share an id. */
export function buildIndex(root: FlowNode): TreeIndex | null {
  const index: TreeIndex = {
    root,
    byId: new Map(),
    branchOf: new Map(),
    groupOf: new Map(),
    previous: new Map(),
  };
  let isValid = true;
  const visitChain = (head: FlowNode, branchId: string | null) => {
    let before: FlowNode | null = null;
    for (let node: FlowNode | null = head; node; node = node.childNode) {
      if (index.byId.has(node.id)) isValid = false;
      index.byId.set(node.id, node);
      index.branchOf.set(node.id, branchId);
      if (before) index.previous.set(node.id, before.id);
      before = node;
      for (const branch of node.conditionNodes ?? []) {
        index.groupOf.set(branch.id, node.id);
        visitChain(branch, branch.id);
      }
    }
  };
  visitChain(root, null);
  return isValid ? index : null;
}

export function isGroup(node: FlowNode): boolean {
  return nodeTypeOf(node.type).role === 'group';
}

export function isTaskNode(node: FlowNode): boolean {
  return nodeTypeOf(node.type).entry === 'task';
}

/** Parallel when branches are type 10 or the group says branchType 3; opinion when branches are type 8. */
export function groupKind(group: FlowNode): GroupKind {
  const branchTypes = (group.conditionNodes ?? []).map((branch) => nodeTypeOf(branch.type).branchType);
  const isKind = (kind: BranchTypeCode) => group.attr?.branchType === kind || branchTypes.includes(kind);
  if (isKind(BranchType.Parallel)) return 'parallel';
  if (isKind(BranchType.Opinion)) return 'opinion';
  return 'condition';
}

function addSubtree(node: FlowNode, into: Set<string>) {
  for (let current: FlowNode | null = node; current; current = current.childNode) {
    into.add(current.id);
    for (const branch of current.conditionNodes ?? []) addSubtree(branch, into);
  }
}

/** Every node that can run after `nodeId` finishes: the rest of its chain, then after each enclosing group. */
export function downstreamOf(index: TreeIndex, nodeId: string): Set<string> {
  const result = new Set<string>();
  let node = index.byId.get(nodeId);
  while (node) {
    if (node.childNode) addSubtree(node.childNode, result);
    const branchId = index.branchOf.get(node.id) ?? null;
    if (branchId === null) break;
    const groupId = index.groupOf.get(branchId);
    node = groupId === undefined ? undefined : index.byId.get(groupId);
  }
  return result;
}

/** The nearest approver or handler before `nodeId`, walking back through chains and out of groups. */
export function previousTaskNode(index: TreeIndex, nodeId: string): FlowNode | null {
  let id: string | undefined = nodeId;
  while (id !== undefined) {
    const before: string | undefined = index.previous.get(id) ?? index.groupOf.get(id);
    const node = before === undefined ? undefined : index.byId.get(before);
    if (node && isTaskNode(node)) return node;
    id = before;
  }
  return null;
}
