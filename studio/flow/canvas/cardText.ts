/** What a node card says: its name, its summary and an optional tag (pure; texts come from `t`). */
import { isDefaultBranch } from '@shared/flow/branchEdit';
import { hasPrivileges } from '@shared/flow/privileges';
import type { FlowNode } from '@shared/flow/types';
import { NodeType } from '@shared/flow/types';
import type { FlowT } from '../useFlowT';
import type { CardText } from './drawFlow';

/** The "has set" mark: a node carrying privileges with at least one field hidden or disabled. */
export function hasSetPermissions(node: FlowNode): boolean {
  return hasPrivileges(node) && (node.privileges ?? []).some((entry) => entry.hidden || entry.disabled);
}

function body(node: FlowNode, t: FlowT): string {
  const content = node.content ?? '';
  switch (node.type) {
    case NodeType.Start:
      return content || t('canvas.startBody');
    case NodeType.Approver:
    case NodeType.Cc:
      return content || t('approver.notSet');
    case NodeType.ConditionBranch:
      if (isDefaultBranch(node)) return t('summary.anyOther');
      return content || t('summary.noCondition');
    case NodeType.ParallelBranch:
      return content || t('summary.anyOther');
    default:
      return content;
  }
}

export function cardText(node: FlowNode, t: FlowT): CardText {
  const text: CardText = { title: node.nodeName.trim() === '' ? t('canvas.unnamed') : node.nodeName, body: body(node, t) };
  if (node.type === NodeType.ConditionBranch) {
    text.tag = t('canvas.priority', { level: node.priorityLevel ?? 1 });
  } else if (hasSetPermissions(node)) {
    text.tag = t('canvas.hasSet');
  }
  return text;
}
