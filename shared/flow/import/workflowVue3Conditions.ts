/**
 * Conditions of a Workflow-Vue3 branch (`conditionList` of a type-3 node: one AND-group of items with
 * `columnDbname` / `optType`) or a flowlong branch (`conditionList`: OR of AND-groups of
 * `{ label, field, operator, value }`) mapped to ours.
 */
import type { ApplicantMatch, ConditionGroup, ConditionItem, ConditionOperator } from '../types';
import { applicantCondition, emptyMatch, isEmptyMatch } from './supervisorImport';
import type { UnknownRecord, WarningLog } from './importTypes';
import { asArray, asNumber, asString, isRecord } from './importTypes';
import { SYMBOL_OPERATORS } from './wflowConditions';

/** optType: 1 <, 2 >, 3 ≤, 4 =, 5 ≥, 6 between two numbers. */
const OPERATORS: Record<number, ConditionOperator> = { 1: 'lt', 2: 'gt', 3: 'le', 4: 'eq', 5: 'ge' };

/** flowlong writes wflow's symbols, and `==` for equality too. */
const FLOWLONG_OPERATORS: Readonly<Record<string, ConditionOperator>> = { ...SYMBOL_OPERATORS, '==': 'eq' };

function mapFlowlongGroup(group: unknown[], log: WarningLog, at: string): ConditionItem[] {
  const items: ConditionItem[] = [];
  group.forEach((raw, index) => {
    const itemAt = `${at}[${index}]`;
    if (!isRecord(raw)) return log.add(itemAt, 'import.unsupportedCondition', { kind: 'invalid' });
    const field = asString(raw.field);
    const label = asString(raw.label) || field;
    const operator = FLOWLONG_OPERATORS[asString(raw.operator)];
    if (!operator || field === '')
      return log.add(itemAt, 'import.unsupportedOperator', {
        operator: asString(raw.operator) || '?',
        label,
      });
    items.push({ field, label, operator, value: asString(raw.value) });
  });
  return items;
}

/**
 * A branch's conditions: flowlong's list of groups, or Workflow-Vue3's single AND-group (whose initiator item
 * names the branch's `nodeUserList`: people, roles and departments).
 */
export function mapBranchConditions(
  list: unknown,
  log: WarningLog,
  path: string,
  initiators?: unknown,
): ConditionGroup[] {
  const entries = asArray(list);
  if (entries.some(Array.isArray)) {
    return entries
      .map((group, index) => {
        const at = `${path}.conditionList[${index}]`;
        if (Array.isArray(group)) return mapFlowlongGroup(group, log, at);
        log.add(at, 'import.unsupportedCondition', { kind: 'invalid' });
        return [];
      })
      .filter((group) => group.length > 0);
  }
  const items = mapVue3Conditions(list, log, path, initiators);
  return items.length > 0 ? [items] : [];
}

/** The branch's `nodeUserList` as whom an initiator condition names (type 1 person, 2 role, 3 department). */
function initiatorMatch(initiators: unknown): ApplicantMatch {
  const match = emptyMatch();
  for (const item of asArray(initiators).filter(isRecord)) {
    const ref = { id: asString(item.targetId), name: asString(item.name) };
    if (ref.id === '') continue;
    const kind = asNumber(item.type);
    if (kind === 1) match.users.push(ref);
    else if (kind === 2) match.roles.push(ref);
    else if (kind === 3) match.organisations.push(ref);
  }
  return match;
}

/** Items of one Workflow-Vue3 branch: its list is one AND-group. */
export function mapVue3Conditions(
  list: unknown,
  log: WarningLog,
  path: string,
  initiators?: unknown,
): ConditionItem[] {
  const items: ConditionItem[] = [];
  asArray(list).forEach((raw, index) => {
    const at = `${path}.conditionList[${index}]`;
    if (!isRecord(raw)) return log.add(at, 'import.unsupportedCondition', { kind: 'invalid' });
    if (asNumber(raw.type) === 1 || asNumber(raw.columnId) === 0) {
      const match = initiatorMatch(initiators);
      if (isEmptyMatch(match)) return log.add(at, 'import.unsupportedCondition', { kind: 'initiator' });
      items.push(applicantCondition(match, asString(raw.showName)));
      return;
    }
    items.push(...mapFieldCondition(raw, log, at));
  });
  return items;
}

function mapFieldCondition(raw: UnknownRecord, log: WarningLog, at: string): ConditionItem[] {
  const field = asString(raw.columnDbname);
  const label = asString(raw.showName) || field;
  const base = { field, label };
  if (asString(raw.showType) === '3' || asString(raw.showType) === 'checkBox') {
    const values = asString(raw.zdy1)
      .split(',')
      .filter((value) => value !== '');
    if (values.length === 1 && values[0] !== undefined)
      return [{ ...base, operator: 'eq', value: values[0] }];
    log.add(at, 'import.unsupportedCondition', { kind: 'multiSelect', label });
    return [];
  }
  const optType = asNumber(raw.optType);
  const operator = optType === undefined ? undefined : OPERATORS[optType];
  if (operator) return [{ ...base, operator, value: asString(raw.zdy1) }];
  if (optType === 6) {
    // "zdy1 opt1 field opt2 zdy2": a lower and an upper bound.
    const lower: ConditionOperator = asString(raw.opt1) === '≤' ? 'ge' : 'gt';
    const upper: ConditionOperator = asString(raw.opt2) === '≤' ? 'le' : 'lt';
    return [
      { ...base, operator: lower, value: asString(raw.zdy1) },
      { ...base, operator: upper, value: asString(raw.zdy2) },
    ];
  }
  log.add(at, 'import.unsupportedOperator', { operator: asString(raw.optType), label });
  return [];
}
