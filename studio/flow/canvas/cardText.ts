/** What a node card says: its name, its summary and an optional tag (pure; texts come from `t`). */
import { approverDisplayMessage } from '@shared/flow/approverText';
import { designDefaultOf } from '@shared/i18n/designDefaults';
import { branchSummaryText } from '@shared/flow/conditionSummary';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { hasPrivileges } from '@shared/flow/privileges';
import type { FlowNode } from '@shared/flow/types';
import type { FlowT, FlowUiKey } from '../useFlowT';
import type { CardText } from './drawFlow';

/** The "has set" mark: a node carrying privileges with at least one field hidden or disabled. */
export function hasSetPermissions(node: FlowNode): boolean {
  return hasPrivileges(node) && (node.privileges ?? []).some((entry) => entry.hidden || entry.disabled);
}

/**
 * The card's summary: the node's stored text, else what its settings say (a flow saved without texts, e.g.
 * through the API: who an approver asks, a branch's conditions), else the type's fixed text.
 */
function body(node: FlowNode, t: FlowT): string {
  const cardBody = nodeTypeOf(node.type).cardBody;
  if (!cardBody) return node.content ?? '';
  const shown = cardBody(node);
  if (!('key' in shown)) return shown.text;
  if (shown.key === 'approver.notSet') {
    const message = approverDisplayMessage(node);
    return t(message.key satisfies FlowUiKey, message.params);
  }
  if (shown.key === 'summary.noCondition') return branchSummaryText(node, t);
  return t(shown.key satisfies FlowUiKey);
}

const FLOW_KEY = 'flow:';

/** A node's name as its reader reads it: a default name the designer left ("审批人") in the reader's language. */
export function nodeTitle(name: string, t: FlowT): string {
  if (name.trim() === '') return t('canvas.unnamed');
  const found = designDefaultOf(name);
  if (!found?.key.startsWith(FLOW_KEY)) return name;
  const key = found.key.slice(FLOW_KEY.length) as FlowUiKey;
  return found.n ? t(key, { index: found.n }) : t(key);
}

export function cardText(node: FlowNode, t: FlowT): CardText {
  const text: CardText = {
    title: nodeTitle(node.nodeName, t),
    body: body(node, t),
  };
  if (nodeTypeOf(node.type).showsPriorityTag) {
    text.tag = t('canvas.priority', { level: node.priorityLevel ?? 1 });
  } else if (hasSetPermissions(node)) {
    text.tag = t('canvas.hasSet');
  }
  return text;
}
