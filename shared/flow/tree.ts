/** Read-only utilities over the node tree: walking, finding, parents and branch paths. */
import type { FlowNode } from './types';

/** How a node hangs from its parent: as its `childNode` or as one of its `conditionNodes`. */
export type ParentLink =
  { parent: FlowNode; relation: 'child' } | { parent: FlowNode; relation: 'branch'; index: number };

/** The nodes a node holds directly: its branches first (in order), then its child. */
export function childrenOf(node: FlowNode): FlowNode[] {
  const list = node.conditionNodes ? [...node.conditionNodes] : [];
  if (node.childNode) list.push(node.childNode);
  return list;
}

/**
 * Visits every node depth-first (a node, then its branches, then its child). Iterative, so very long
 * chains never overflow the stack. Return false from `visit` to stop early.
 */
export function walkTree(
  root: FlowNode,
  visit: (node: FlowNode, link: ParentLink | null) => boolean | void,
): void {
  const stack: { node: FlowNode; link: ParentLink | null }[] = [{ node: root, link: null }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (visit(item.node, item.link) === false) return;
    const node = item.node;
    if (node.childNode) stack.push({ node: node.childNode, link: { parent: node, relation: 'child' } });
    const branches = node.conditionNodes ?? [];
    for (let index = branches.length - 1; index >= 0; index -= 1) {
      const branch = branches[index];
      if (branch) stack.push({ node: branch, link: { parent: node, relation: 'branch', index } });
    }
  }
}

export function findNode(root: FlowNode, id: string): FlowNode | undefined {
  let found: FlowNode | undefined;
  walkTree(root, (node) => {
    if (node.id === id) found = node;
    return found === undefined;
  });
  return found;
}

/** The node holding `id` and how; undefined for the root or an unknown id. */
export function findParent(root: FlowNode, id: string): ParentLink | undefined {
  let found: ParentLink | undefined;
  walkTree(root, (node, link) => {
    if (node.id === id && link) found = link;
    return found === undefined;
  });
  return found;
}

export function collectIds(root: FlowNode): Set<string> {
  const ids = new Set<string>();
  walkTree(root, (node) => {
    ids.add(node.id);
  });
  return ids;
}

export function countNodes(root: FlowNode, predicate: (node: FlowNode) => boolean = () => true): number {
  let count = 0;
  walkTree(root, (node) => {
    if (predicate(node)) count += 1;
  });
  return count;
}

/** One branch choice on the way from the root to a node. */
export interface BranchChoice {
  groupId: string;
  branchId: string;
  index: number;
}

/**
 * The branch choices taken from the root to reach `id` (outermost first); [] for a node on the main
 * chain, undefined when `id` is not in the tree.
 */
export function branchPath(root: FlowNode, id: string): BranchChoice[] | undefined {
  const links = ancestry(root, id);
  if (!links) return undefined;
  const choices: BranchChoice[] = [];
  for (const { node, link } of links) {
    if (link?.relation === 'branch')
      choices.push({ groupId: link.parent.id, branchId: node.id, index: link.index });
  }
  return choices;
}

/** The nodes from the root down to `id` with the link by which each hangs from the previous one. */
export function ancestry(
  root: FlowNode,
  id: string,
): { node: FlowNode; link: ParentLink | null }[] | undefined {
  const links = new Map<FlowNode, ParentLink | null>();
  let target: FlowNode | undefined;
  walkTree(root, (node, link) => {
    links.set(node, link);
    if (node.id === id) target = node;
    return target === undefined;
  });
  if (!target) return undefined;
  const path: { node: FlowNode; link: ParentLink | null }[] = [];
  for (let node: FlowNode | undefined = target; node;) {
    const link: ParentLink | null = links.get(node) ?? null;
    path.unshift({ node, link });
    node = link?.parent;
  }
  return path;
}

/** The group a branch belongs to, when `branchId` is a branch. */
export function findGroupOfBranch(
  root: FlowNode,
  branchId: string,
): { group: FlowNode; index: number } | undefined {
  const link = findParent(root, branchId);
  return link?.relation === 'branch' ? { group: link.parent, index: link.index } : undefined;
}
