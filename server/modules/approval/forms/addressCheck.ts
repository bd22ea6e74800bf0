/**
 * Addresses in submitted form data (issue 28): every region code must be in the region dataset and under the region
 * chosen above it, else the submission is refused naming the field. The stored names are the dataset's. A value
 * left as it was stored is not checked again, so an application filled in before a code was retired still moves on.
 */
import {
  FormMessage,
  collectDataFields,
  dataKey,
  subformFields,
  unknownRegionCode,
  withRegionNames,
} from '@shared/form';
import type { AddressValue, FieldError, FormControl, FormDocument, RegionIndex } from '@shared/form';

const isAddress = (value: unknown): value is AddressValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Checked {
  value: unknown;
  error?: FieldError;
}

const checkAddress = (index: RegionIndex, control: FormControl, value: unknown, before: unknown): Checked => {
  if (!isAddress(value) || sameValue(value, before)) return { value };
  const code = unknownRegionCode(index, value);
  if (code !== null)
    return {
      value,
      error: { key: control.key, messageKey: FormMessage.regionUnknown, params: { code: code.slice(0, 24) } },
    };
  return { value: withRegionNames(index, value) };
};

const checkRows = (index: RegionIndex, control: FormControl, rows: unknown, before: unknown): Checked => {
  const fields = subformFields(control).filter((field) => field.type === 'address');
  if (!fields.length || !Array.isArray(rows)) return { value: rows };
  const previous = Array.isArray(before) ? (before as unknown[]) : [];
  let error: FieldError | undefined;
  const value = rows.map((row: unknown, rowIndex) => {
    if (typeof row !== 'object' || row === null) return row;
    const old = previous[rowIndex] as Record<string, unknown> | undefined;
    const next = { ...(row as Record<string, unknown>) };
    for (const field of fields) {
      const checked = checkAddress(index, field, next[dataKey(field)], old?.[dataKey(field)]);
      next[dataKey(field)] = checked.value;
      error ??= checked.error && { ...checked.error, rowIndex, parentKey: control.key };
    }
    return next;
  });
  return { value, error };
};

/** The submitted values with the dataset's region names, and the first address error (null when none). */
export const checkAddresses = (
  documents: readonly FormDocument[],
  submitted: Record<string, unknown>,
  stored: Record<string, unknown>,
  index: RegionIndex,
): { values: Record<string, unknown>; error: FieldError | null } => {
  const values = { ...submitted };
  let error: FieldError | null = null;
  for (const document of documents) {
    for (const control of collectDataFields(document)) {
      const key = dataKey(control);
      if (!(key in values)) continue;
      const checked =
        control.type === 'address'
          ? checkAddress(index, control, values[key], stored[key])
          : checkRows(index, control, values[key], stored[key]);
      values[key] = checked.value;
      error ??= checked.error ?? null;
    }
  }
  return { values, error };
};
