/** A synthetic flow of about `size` nodes (approvers, cc nodes and two-branch groups), for benchmarks and tests. */
import type { NodeFactoryContext } from '@shared/flow/factories';
import { createBranchGroup, createNode, createStartNode } from '@shared/flow/factories';
import { countNodes } from '@shared/flow/tree';
import { insertAfter } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';

/** Blocks of one group (3 nodes) with 4 approvers per branch (8) plus one approver and one cc after it: 13 nodes. */
export function generateFlow(ctx: NodeFactoryContext, size: number): FlowNode {
  let root = createStartNode(ctx);
  while (countNodes(root) + 13 <= size) {
    root = insertAfter(root, root.id, createNode(ctx, 'cc', ''));
    root = insertAfter(root, root.id, createNode(ctx, 'approver', ''));
    const group = createBranchGroup(ctx, '');
    root = insertAfter(root, root.id, group);
    for (const branch of group.conditionNodes ?? []) {
      for (let index = 0; index < 4; index += 1)
        root = insertAfter(root, branch.id, createNode(ctx, 'approver', ''));
    }
  }
  while (countNodes(root) < size) root = insertAfter(root, root.id, createNode(ctx, 'approver', ''));
  return root;
}
