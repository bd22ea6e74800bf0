/**
 * What the applicant picks at submission (workflow spec §6 "designate approver" and "allow cc"): the approvers of
 * initiator-selects nodes and extra recipients of cc nodes that allow it. The engine, the start form and the
 * designer read the same rule from here.
 */
import { nodeTypeOf } from './nodeTypes';
import { walkTree } from './tree';
import { SetType } from './types';
import type { FlowNode } from './types';

export interface PickNode {
  id: string;
  nodeName: string;
  /** 1 pick one, 2 pick many (cc nodes: many). */
  selectMode: 1 | 2;
}

/** Approver or handler nodes set to "initiator selects", in tree order. */
export function designateNodes(tree: FlowNode): PickNode[] {
  const found: PickNode[] = [];
  walkTree(tree, (node) => {
    if (node.setType === SetType.InitiatorSelects && nodeTypeOf(node.type).task)
      found.push({ id: node.id, nodeName: node.nodeName, selectMode: node.selectMode === 2 ? 2 : 1 });
  });
  return found;
}

/** Cc nodes where the applicant may add people (`customCc`), in tree order. */
export function customCcNodes(tree: FlowNode): PickNode[] {
  const found: PickNode[] = [];
  walkTree(tree, (node) => {
    if (node.customCc && nodeTypeOf(node.type).assignee?.hasCustomCc)
      found.push({ id: node.id, nodeName: node.nodeName, selectMode: 2 });
  });
  return found;
}
