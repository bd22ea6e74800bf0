/** Validation of one control's value (workflow spec §5). Returns message keys, never display text. */
import { FormMessage } from './messages';
import { numberBounds, checkNumberRange } from './number';
import { presetFor } from './presets';
import { isEmptyValue, valueText } from './values';
import type { FieldError, FormControl, PatternRule, RequiredRule } from './types';

/** The first rule's required flag and message. */
export function requiredRule(control: FormControl): RequiredRule | undefined {
  const first = control.rules?.[0];
  return first && 'required' in first && first.required ? first : undefined;
}

/** Rules after the first that carry a pattern. */
export function patternRules(control: FormControl): PatternRule[] {
  return (control.rules ?? [])
    .slice(1)
    .filter((rule): rule is PatternRule => 'pattern' in rule && typeof rule.pattern === 'string');
}

function compile(pattern: string): RegExp | undefined {
  try {
    // `/.../flags` literals are accepted as well as bare sources.
    const literal = /^\/(.*)\/([dgimsuy]*)$/s.exec(pattern);
    return literal ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace('g', '')) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** Value required and empty: only this error. Empty and optional: no error. Otherwise format checks. */
export function validateControlValue(control: FormControl, value: unknown): FieldError[] {
  const key = control.key;
  const required = requiredRule(control);
  const isChecked = control.type === 'selectInputList' && Array.isArray(value);
  const empty = isChecked
    ? !(value as Array<{ checked?: boolean }>).some((row) => row?.checked)
    : isEmptyValue(value);
  if (empty) {
    if (!required) return [];
    return [
      { key, messageKey: FormMessage.required, ...(required.message ? { message: required.message } : {}) },
    ];
  }
  const errors: FieldError[] = [];
  const text = valueText(value);
  for (const rule of patternRules(control)) {
    const regex = compile(rule.pattern);
    if (regex && !regex.test(text))
      errors.push({
        key,
        messageKey: FormMessage.pattern,
        ...(rule.message ? { message: rule.message } : {}),
      });
  }
  const preset = presetFor(control.options?.customRules);
  if (preset && typeof value === 'string' && !preset.test(value.trim()))
    errors.push({ key, messageKey: preset.messageKey });
  if (control.type === 'number') errors.push(...validateNumber(control, value));
  if ((control.type === 'userSelect' || control.type === 'organizationSelect') && !isPickedList(value))
    errors.push({ key, messageKey: FormMessage.pickedInvalid });
  const maxLength = control.options?.maxLength;
  if (
    typeof value === 'string' &&
    typeof maxLength === 'number' &&
    maxLength > 0 &&
    value.length > maxLength
  ) {
    errors.push({ key, messageKey: FormMessage.maxLength, params: { max: maxLength } });
  }
  return errors;
}

/** Most choices a people or organisation picker keeps. */
export const MAX_PICKED = 500;

/** A picker's value: a list of `{ value, label }` with an id and a name of sensible length. */
function isPickedList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= MAX_PICKED &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { value?: unknown }).value === 'string' &&
        /^.{1,64}$/s.test((item as { value: string }).value) &&
        typeof (item as { label?: unknown }).label === 'string' &&
        (item as { label: string }).label.length <= 200,
    )
  );
}

function validateNumber(control: FormControl, value: unknown): FieldError[] {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number))
    return [{ key: control.key, messageKey: FormMessage.numberInvalid }];
  const problem = checkNumberRange(number, numberBounds(control.options ?? {}));
  if (!problem) return [];
  return [
    {
      key: control.key,
      messageKey: problem.messageKey === 'min' ? FormMessage.numberMin : FormMessage.numberMax,
      params: { limit: problem.limit },
    },
  ];
}
