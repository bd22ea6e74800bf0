/**
 * Whole-document validation, used by the runtime on submit and by the server on every submitted form.
 * Hidden fields (options.hidden, hide rules, privileges, hidden containers) and fields disabled by a
 * privilege are skipped; batch rows and checked selectInputList rows are validated row by row.
 */
import { evaluateHideRules } from './hideRules';
import { privilegeSets } from './privileges';
import { validateControlValue } from './validateField';
import { dataKey, hasModel, isSubform, subformFields, walkControls } from './walk';
import type { FieldError, FieldPrivilege, FormControl, FormDocument, FormValues } from './types';

export interface ValidateOptions {
  privileges?: readonly FieldPrivilege[];
  /** Keys hidden by hide rules; when omitted they are computed from the document's hide rules. */
  hiddenKeys?: ReadonlySet<string> | readonly string[];
}

/** Map from control key to data key, used to resolve hide-rule condition fields. */
export function keyResolver(document: FormDocument): (field: string) => string {
  const models = new Map<string, string>();
  walkControls(document, (control) => {
    models.set(control.key, dataKey(control));
  });
  return (field) => models.get(field) ?? field;
}

/** Every hidden key: hide rules (computed unless given) plus hidden privileges. */
export function hiddenKeysOf(
  document: FormDocument,
  values: FormValues,
  options: ValidateOptions = {},
): Set<string> {
  const fromRules =
    options.hiddenKeys ?? evaluateHideRules(document.config?.hideRules, values, keyResolver(document));
  const hidden = new Set<string>(fromRules);
  for (const key of privilegeSets(options.privileges).hidden) hidden.add(key);
  return hidden;
}

function validateRows(
  control: FormControl,
  rows: unknown,
  skip: (control: FormControl) => boolean,
): FieldError[] {
  if (!Array.isArray(rows)) return [];
  const fields = subformFields(control).filter((field) => !skip(field));
  const errors: FieldError[] = [];
  rows.forEach((row: unknown, rowIndex) => {
    if (typeof row !== 'object' || row === null) return;
    const record = row as Record<string, unknown>;
    if (control.type === 'selectInputList' && !record.checked) return;
    for (const field of fields) {
      for (const error of validateControlValue(field, record[dataKey(field)]))
        errors.push({ ...error, rowIndex, parentKey: control.key });
    }
  });
  return errors;
}

/** Whether validation skips a control: hidden by its options or by a key in `hidden`, or disabled by a privilege. */
export function skipsValidation(
  control: FormControl,
  hidden: ReadonlySet<string>,
  disabled: ReadonlySet<string> = new Set(),
): boolean {
  return (
    control.options?.hidden === true ||
    hidden.has(control.key) ||
    hidden.has(dataKey(control)) ||
    disabled.has(control.key)
  );
}

/**
 * Errors of one data control that is not skipped (its containers are not either): its own value and, for
 * batch and selectInputList, each row. The same check `validateFormData` runs per control.
 */
export function controlErrors(
  control: FormControl,
  value: unknown,
  skip: (control: FormControl) => boolean,
): FieldError[] {
  const errors = validateControlValue(control, value);
  return isSubform(control.type) ? [...errors, ...validateRows(control, value, skip)] : errors;
}

/** All validation errors of the data, in document order; empty when the data may be submitted. */
export function validateFormData(
  document: FormDocument,
  values: FormValues,
  options: ValidateOptions = {},
): FieldError[] {
  const hidden = hiddenKeysOf(document, values, options);
  const disabled = privilegeSets(options.privileges).disabled;
  const skip = (control: FormControl) => skipsValidation(control, hidden, disabled);
  const errors: FieldError[] = [];
  walkControls(document, (control) => {
    if (skip(control)) return false;
    if (!hasModel(control.type)) return;
    errors.push(...controlErrors(control, values[dataKey(control)], skip));
    if (isSubform(control.type)) return false;
  });
  return errors;
}
