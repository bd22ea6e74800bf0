/**
 * The display text (`content`) imported nodes carry, as the designer writes it: who an approver or cc node asks
 * (a supervisor node says which supervisor) and a condition branch's summary. Nodes that already have one keep it.
 */
import { approverDisplayMessage } from '../approverText';
import { branchSummaryText } from '../conditionSummary';
import type { Translate } from '../messages';
import { nodeTypeOf } from '../nodeTypes';
import { walkTree } from '../tree';
import type { FlowNode } from '../types';
import { BranchType } from '../types';

/** Fills `content` in place on a tree the importer just built (not yet shared with anyone). */
export function fillDisplayText(tree: FlowNode, t: Translate): void {
  walkTree(tree, (node) => {
    if (node.content) return;
    const facts = nodeTypeOf(node.type);
    if (facts.assignee) {
      const message = approverDisplayMessage(node);
      if (message.key !== 'approver.notSet') node.content = t(message.key, message.params);
    } else if (facts.branchType === BranchType.Condition && (node.conditionList ?? []).length > 0) {
      node.content = branchSummaryText(node, t);
    }
  });
}
