/**
 * Editing rules of the hide-rule editor (workflow spec §5). Pure functions.
 */
import { collectDataFields, dataKey } from '@shared/form';
import type { FormControl, HideRule } from '@shared/form';
import type { Outcome } from './messages';
import { MessageKey, fail, ok } from './messages';

/** Save needs at least one condition, a field on every condition and at least one shown field. */
export function validateHideRule(rule: Pick<HideRule, 'conditions' | 'showKeys'>): Outcome {
  const hasConditions = rule.conditions.length > 0 && rule.conditions.every((condition) => !!condition.field);
  if (!hasConditions || rule.showKeys.length === 0) return fail(MessageKey.hideRuleIncomplete);
  return ok();
}

/** Fields a condition may test: value fields of the form, batch (sub-form) controls excluded. */
export function conditionFieldChoices(list: readonly FormControl[]): FormControl[] {
  return collectDataFields([...list]).filter(
    (control) => control.type !== 'batch' && control.type !== 'selectInputList',
  );
}

/** Fields a rule may show: value fields of the form except those its conditions test. */
export function showFieldChoices(
  list: readonly FormControl[],
  rule: Pick<HideRule, 'conditions'>,
): FormControl[] {
  const tested = new Set(rule.conditions.map((condition) => condition.field));
  return collectDataFields([...list]).filter((control) => !tested.has(dataKey(control)));
}

/** Drops shown fields that became condition fields (after a condition's field changed). */
export function withoutTestedShowKeys<R extends Pick<HideRule, 'conditions' | 'showKeys'>>(rule: R): R {
  const tested = new Set(rule.conditions.map((condition) => condition.field));
  return { ...rule, showKeys: rule.showKeys.filter((key) => !tested.has(key)) };
}
