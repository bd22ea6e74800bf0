/**
 * Branch condition summary (workflow spec §4.2): items of a group joined with "and", groups joined with
 * "or"; the default branch shows "any (other)".
 */
import type { FlowMessage, Translate } from './messages';
import { APPLICANT_FIELD } from './types';
import type { ConditionGroup, ConditionItem, FlowNode } from './types';

/** The summary as messages: one list of item messages per group (or a single message). */
export type ConditionSummary =
  | { kind: 'default'; message: FlowMessage }
  | { kind: 'empty'; message: FlowMessage }
  | { kind: 'groups'; groups: FlowMessage[][] };

/** One item: "label operator value", or for a condition on the applicant "applicant is (none) of names". */
function itemMessage(item: ConditionItem): FlowMessage {
  if (item.field === APPLICANT_FIELD)
    return {
      key: item.operator === 'ne' ? 'summary.applicantNotIn' : 'summary.applicantIn',
      params: { names: item.value },
    };
  return { key: 'summary.item', params: { label: item.label, operator: item.operator, value: item.value } };
}

export function summarizeConditionList(
  list: ConditionGroup[] | undefined,
  isDefault = false,
): ConditionSummary {
  if (isDefault) return { kind: 'default', message: { key: 'summary.anyOther' } };
  const groups = (list ?? []).filter((group) => group.length > 0).map((group) => group.map(itemMessage));
  if (groups.length === 0) return { kind: 'empty', message: { key: 'summary.noCondition' } };
  return { kind: 'groups', groups };
}

export function summarizeBranch(branch: FlowNode): ConditionSummary {
  return summarizeConditionList(branch.conditionList, branch.attr?.isDefault === true);
}

/** Renders a summary with `t`; operators are translated (`operator.<op>`) before being put in the item. */
export function formatConditionSummary(summary: ConditionSummary, t: Translate): string {
  if (summary.kind !== 'groups') return t(summary.message.key, summary.message.params);
  const and = ` ${t('summary.and')} `;
  const or = ` ${t('summary.or')} `;
  return summary.groups
    .map((group) =>
      group
        .map((item) => {
          if (item.key !== 'summary.item') return t(item.key, item.params);
          const operator = String(item.params?.operator ?? '');
          const params = {
            ...item.params,
            operator: operator ? t(`operator.${operator}` as 'operator.eq') : '',
          };
          return t(item.key, params);
        })
        .join(and),
    )
    .join(or);
}

/** Shortcut: the display text of a branch's conditions. */
export function branchSummaryText(branch: FlowNode, t: Translate): string {
  return formatConditionSummary(summarizeBranch(branch), t);
}
