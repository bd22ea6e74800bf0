/** Form-data helpers: default values of a document, empty sub-form rows, submitted data. */
import { DEFAULT_BATCH_MIN_ROWS, createDefaultConfig } from './defaults';
import { collectDataFields, dataKey, subformFields } from './walk';
import { createRowKey, cloneJson } from './values';
import type { BatchRow, FormControl, FormDocument, FormValues, SelectInputRow, TabColumn } from './types';

/** Parses JSON text defaults such as upload's `"[]"`; other values pass through. */
function parseTextDefault(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

/** The initial value of one (non sub-form) control. */
export function defaultValueOf(control: FormControl): unknown {
  const options = control.options ?? {};
  const raw = cloneJson(options.defaultValue);
  switch (control.type) {
    case 'uploadFile':
    case 'uploadImg': {
      const parsed = parseTextDefault(raw);
      return Array.isArray(parsed) ? parsed : [];
    }
    case 'checkbox':
    case 'userSelect':
    case 'organizationSelect':
    case 'cascader':
      return Array.isArray(raw) ? raw : [];
    case 'select':
    case 'treeSelect':
      if (options.multiple || options.treeCheckable)
        return Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw];
      return raw ?? '';
    case 'date':
      if (options.range)
        return Array.isArray(options.rangeDefaultValue) ? [...options.rangeDefaultValue] : [];
      return raw ?? '';
    case 'number':
    case 'rate':
    case 'slider':
      return typeof raw === 'number' ? raw : undefined;
    case 'switch':
      return raw === true;
    case 'uuid':
      return raw ?? '';
    default:
      return raw ?? (control.type === 'address' ? {} : '');
  }
}

/** One empty batch row with its fields' defaults. */
export function emptyBatchRow(control: FormControl, createKey: () => string = createRowKey): BatchRow {
  const row: BatchRow = { key: createKey() };
  for (const field of subformFields(control)) row[dataKey(field)] = defaultValueOf(field);
  return row;
}

/** The rows of a selectInputList: one per column, unchecked, fields empty. */
export function emptySelectInputRows(control: FormControl): SelectInputRow[] {
  const columns = (control.columns ?? []) as TabColumn[];
  return columns.map((column) => {
    const row: SelectInputRow = { checked: false, value: column.value, label: column.label };
    for (const field of column.list ?? []) if (field.model) row[field.model] = null;
    return row;
  });
}

/** Default data of a whole document: every data field's default; batches get `minLimit` rows (default 1). */
export function defaultFormValues(
  document: FormDocument,
  createKey: () => string = createRowKey,
): FormValues {
  const values: FormValues = {};
  for (const control of collectDataFields(document)) {
    const key = dataKey(control);
    if (control.type === 'batch') {
      const minRows = control.options?.minLimit ?? DEFAULT_BATCH_MIN_ROWS;
      values[key] = Array.from({ length: Math.max(0, minRows) }, () => emptyBatchRow(control, createKey));
    } else if (control.type === 'selectInputList') {
      values[key] = emptySelectInputRows(control);
    } else {
      values[key] = defaultValueOf(control);
    }
  }
  return values;
}

/**
 * The data to submit: everything except values of hidden fields (by control key or model), unless
 * `submitHiddenValues` is set. Values of keys the document does not know are kept.
 */
export function submittableValues(
  document: FormDocument,
  values: FormValues,
  hiddenKeys: ReadonlySet<string>,
): FormValues {
  if (document.config?.submitHiddenValues) return { ...values };
  const out: FormValues = { ...values };
  for (const control of collectDataFields(document)) {
    if (hiddenKeys.has(control.key) || hiddenKeys.has(dataKey(control))) delete out[dataKey(control)];
  }
  return out;
}

/** Ensures every control has an options object and every container its lists (older exports omit some). */
export function normaliseDocument(document: FormDocument): FormDocument {
  const fix = (control: FormControl): FormControl => {
    const next: FormControl = { ...control, options: { ...(control.options ?? {}) } };
    if (next.list) next.list = next.list.map(fix);
    if (next.columns)
      next.columns = next.columns.map((column) => ({ ...column, list: (column.list ?? []).map(fix) }));
    if (next.trs)
      next.trs = next.trs.map((row) => ({
        tds: (row.tds ?? []).map((cell) => ({ ...cell, list: (cell.list ?? []).map(fix) })),
      }));
    if ((control.type === 'card' || control.type === 'batch') && !next.list) next.list = [];
    return next;
  };
  return {
    list: (document.list ?? []).map(fix),
    config: { ...createDefaultConfig(), ...(document.config ?? {}) },
  };
}
