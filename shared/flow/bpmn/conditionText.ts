/**
 * The condition expression written on a branch's sequence flow: groups OR-ed, items AND-ed, in the `${…}`
 * expression style BPMN engines read. Informative for other tools; our own import reads the node data instead.
 */
import type { ConditionItem, FlowNode } from '../types';
import { APPLICANT_FIELD } from '../types';

const OPERATORS: Record<string, string> = { eq: '==', ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' };

const literal = (value: string): string =>
  value.trim() !== '' && Number.isFinite(Number(value))
    ? value.trim()
    : `'${value.replace(/['\\]/g, '\\$&')}'`;

function itemText(item: ConditionItem): string {
  if (item.field === APPLICANT_FIELD) {
    const ids = Object.values(item.applicant ?? {}).flatMap((list: { id: string }[]) =>
      list.map((ref) => ref.id),
    );
    const test = `applicantIn(${ids.map(literal).join(', ')})`;
    return item.operator === 'ne' ? `!${test}` : test;
  }
  return `${item.field} ${OPERATORS[item.operator] ?? '=='} ${literal(item.value)}`;
}

/** The expression of a condition or opinion branch; undefined for a default branch (the gateway's default flow). */
export function branchExpression(branch: FlowNode): string | undefined {
  if (branch.attr?.isDefault) return undefined;
  if (branch.attr?.opinion) return `\${opinion == '${branch.attr.opinion}'}`;
  const groups = (branch.conditionList ?? []).filter((group) => group.length > 0);
  if (groups.length === 0) return '${true}';
  const text = groups.map((group) => group.map(itemText).join(' && ')).map((part) => `(${part})`);
  return `\${${text.join(' || ')}}`;
}
