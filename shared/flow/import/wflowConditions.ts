/** wflow CONDITION props (`groups`, `groupsType`, `groupType`, `compare`) mapped to our OR-of-AND list. */
import type { ApplicantMatch, ConditionGroup, ConditionItem, ConditionOperator } from '../types';
import { applicantCondition, emptyMatch, isEmptyMatch } from './supervisorImport';
import type { UnknownRecord, WarningLog } from './importTypes';
import { asArray, asString, isRecord } from './importTypes';

/** Comparison symbols as wflow and flowlong write them. */
export const SYMBOL_OPERATORS: Readonly<Record<string, ConditionOperator>> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
};
const OPERATORS = SYMBOL_OPERATORS;
const NON_FIELD_VALUE_TYPES = new Set(['User', 'Dept', 'Role']);
export const MAX_IMPORTED_GROUPS = 64;

/** True when the source branch has no condition at all (wflow's catch-all). */
export function hasNoConditions(props: unknown): boolean {
  if (!isRecord(props)) return true;
  return asArray(props.groups).every((group) => !isRecord(group) || asArray(group.conditions).length === 0);
}

/** The people (`type` user) and departments (`type` dept) a `root` (initiator) condition names. */
function rootMatch(values: unknown[]): ApplicantMatch {
  const match = emptyMatch();
  for (const value of values.filter(isRecord)) {
    const ref = { id: asString(value.id), name: asString(value.name) };
    if (ref.id === '') continue;
    if (asString(value.type) === 'user') match.users.push(ref);
    else if (asString(value.type) === 'dept') match.organisations.push(ref);
  }
  return match;
}

function mapItem(raw: unknown, log: WarningLog, at: string): ConditionItem[] {
  if (!isRecord(raw)) return [];
  const field = asString(raw.id);
  const label = asString(raw.title) || field;
  const values = asArray(raw.value);
  if (field === 'root') {
    const match = rootMatch(values);
    if (!isEmptyMatch(match)) return [applicantCondition(match, label)];
    log.add(at, 'import.unsupportedCondition', { kind: 'initiator', label });
    return [];
  }
  if (NON_FIELD_VALUE_TYPES.has(asString(raw.valueType))) {
    log.add(at, 'import.unsupportedCondition', { kind: asString(raw.valueType), label });
    return [];
  }
  const compare = asString(raw.compare);
  const first = asString(values[0]);
  const operator = OPERATORS[compare];
  if (operator) return [{ field, label, operator, value: first }];
  if (compare === 'B' && values.length >= 2) {
    return [
      { field, label, operator: 'ge', value: first },
      { field, label, operator: 'le', value: asString(values[1]) },
    ];
  }
  if (compare === 'IN' && values.length === 1) return [{ field, label, operator: 'eq', value: first }];
  log.add(at, 'import.unsupportedOperator', { operator: compare || '?', label });
  return [];
}

/** One source group as alternatives: an AND group is one conjunction, an OR group one per item. */
function groupAlternatives(group: UnknownRecord, log: WarningLog, at: string): ConditionGroup[] {
  const items = asArray(group.conditions).map((raw, index) =>
    mapItem(raw, log, `${at}.conditions[${index}]`),
  );
  const kept = items.filter((list) => list.length > 0);
  if (kept.length === 0) return [];
  if (asString(group.groupType) === 'OR') return kept;
  return [kept.flat()];
}

export function mapWflowConditions(props: unknown, log: WarningLog, path: string): ConditionGroup[] {
  if (!isRecord(props)) return [];
  if (asString(props.expression).trim() !== '')
    log.add(`${path}.props.expression`, 'import.unsupportedExpression');
  const groups = asArray(props.groups)
    .map((group, index) =>
      isRecord(group) ? groupAlternatives(group, log, `${path}.props.groups[${index}]`) : [],
    )
    .filter((alternatives) => alternatives.length > 0);
  let result: ConditionGroup[];
  if (asString(props.groupsType) === 'AND') {
    // AND of ORs: distribute into an OR of ANDs.
    result = groups.reduce<ConditionGroup[]>(
      (acc, alternatives) =>
        acc
          .flatMap((left) => alternatives.map((right) => [...left, ...right]))
          .slice(0, MAX_IMPORTED_GROUPS + 1),
      [[]],
    );
    if (groups.length === 0) result = [];
  } else {
    result = groups.flat();
  }
  if (result.length > MAX_IMPORTED_GROUPS) {
    log.add(path, 'import.tooManyConditionGroups', { max: MAX_IMPORTED_GROUPS });
    result = result.slice(0, MAX_IMPORTED_GROUPS);
  }
  return result;
}
