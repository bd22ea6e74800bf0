/**
 * Hide-rule evaluation (workflow spec §3, §5): a rule holds when all (range 'all') or any (range 'any')
 * of its conditions hold; the showKeys of every rule that does not hold are hidden.
 */
import { isEmptyValue } from './values';
import type { FormValues, HideCondition, HideRule } from './types';

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const same = (a: unknown, b: unknown): boolean => String(a) === String(b);

/** Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`, `YYYY-MM-DD HH:mm:ss` (or with `T`) into comparable ms; else undefined. */
export function parseDateTime(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
}

function isEqual(fieldValue: unknown, expected: unknown): boolean {
  if (Array.isArray(fieldValue)) {
    const wanted = asList(expected).map(String).sort();
    const actual = fieldValue.map(String).sort();
    return wanted.length === actual.length && wanted.every((item, index) => item === actual[index]);
  }
  if (Array.isArray(expected)) return expected.length === 1 && same(fieldValue, expected[0]);
  if (typeof fieldValue === 'boolean' || typeof expected === 'boolean') return same(fieldValue, expected);
  return same(fieldValue ?? '', expected ?? '');
}

function contains(fieldValue: unknown, expected: unknown): boolean {
  const wanted = asList(expected).filter((item) => item !== '');
  if (wanted.length === 0) return false;
  if (Array.isArray(fieldValue)) return wanted.some((item) => fieldValue.some((value) => same(value, item)));
  if (fieldValue === undefined || fieldValue === null) return false;
  const text = String(fieldValue);
  return wanted.some((item) => text.includes(String(item)));
}

function inRange(fieldValue: unknown, bounds: unknown): boolean {
  if (!Array.isArray(bounds) || bounds.length < 2) return false;
  const start = parseDateTime(bounds[0]);
  const end = parseDateTime(bounds[1]);
  if (start === undefined || end === undefined) return false;
  const values = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
  if (values.length === 0) return false;
  return values.every((value) => {
    const time = parseDateTime(value);
    return time !== undefined && time > start && time < end;
  });
}

/** Whether one condition holds for the field's current value. */
export function conditionHolds(condition: HideCondition, fieldValue: unknown): boolean {
  switch (condition.operator) {
    case '=':
      return isEqual(fieldValue, condition.value);
    case '!=':
      return !isEqual(fieldValue, condition.value);
    case 'in':
      return contains(fieldValue, condition.value);
    case 'out':
      return !contains(fieldValue, condition.value);
    case 'null':
      return isEmptyValue(fieldValue);
    case 'have':
      return !isEmptyValue(fieldValue);
    case 'range':
      return inRange(fieldValue, condition.value);
    default:
      return false;
  }
}

/** Whether a rule holds; a rule without conditions always holds. */
export function ruleHolds(
  rule: HideRule,
  values: FormValues,
  valueOf: (field: string) => unknown = (field) => values[field],
): boolean {
  const conditions = rule.conditions ?? [];
  if (conditions.length === 0) return true;
  const check = (condition: HideCondition) => conditionHolds(condition, valueOf(condition.field));
  return rule.range === 'any' ? conditions.some(check) : conditions.every(check);
}

/**
 * Keys hidden by the rules for these values. `resolve` maps a condition's field key to the data key
 * (model) when they differ.
 */
export function evaluateHideRules(
  rules: readonly HideRule[] | undefined,
  values: FormValues,
  resolve: (field: string) => string = (field) => field,
): Set<string> {
  const hidden = new Set<string>();
  for (const rule of rules ?? []) {
    if (ruleHolds(rule, values, (field) => values[resolve(field)])) continue;
    for (const key of rule.showKeys ?? []) hidden.add(key);
  }
  return hidden;
}
