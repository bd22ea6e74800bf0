/**
 * Reading a form document from imported JSON (text or parsed). Accepts k-form-design exports
 * (`{ list, config }`) and our own; a control without a key gets one (reported). Anything else is refused
 * with "import failed, bad data format". A document read comes with its report.
 */
import { createDefaultConfig } from '@shared/form';
import type { FormConfig, FormControl, FormDocument as FormDocumentData } from '@shared/form';
import { isControlType } from './controlTypes';
import { cloneData } from './keys';
import { buildFormReport, repairKeys } from './importReport';
import type { FormImportReport } from './importReport';
import type { Message } from './messages';
import { MessageKey } from './messages';

export type ImportResult =
  { ok: true; document: FormDocumentData; report: FormImportReport } | { ok: false; message: Message };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one control (and its children); returns false at the first malformed part. */
export function isWellFormedControl(value: unknown): value is FormControl {
  if (!isObject(value) || !isControlType(value.type) || typeof value.key !== 'string' || value.key === '')
    return false;
  if (value.options !== undefined && !isObject(value.options)) return false;
  if (value.list !== undefined && !isWellFormedList(value.list)) return false;
  if (value.columns !== undefined) {
    if (!Array.isArray(value.columns)) return false;
    if (!value.columns.every((column) => isObject(column) && isWellFormedList(column.list))) return false;
  }
  if (value.trs !== undefined) {
    if (!Array.isArray(value.trs)) return false;
    const cellsOk = (tr: unknown) =>
      isObject(tr) &&
      Array.isArray(tr.tds) &&
      tr.tds.every((td) => isObject(td) && isWellFormedList(td.list));
    if (!value.trs.every(cellsOk)) return false;
  }
  return true;
}

export function isWellFormedList(value: unknown): value is FormControl[] {
  return Array.isArray(value) && value.every(isWellFormedControl);
}

/**
 * Fills what older exports leave out: options objects and table spans; early k-form-design versions kept a
 * control's label in `name`. Mutates the copy it gets.
 */
function normalizeControl(control: FormControl): void {
  control.options ??= {};
  const legacyName = (control as { name?: unknown }).name;
  control.label ??= typeof legacyName === 'string' ? legacyName : '';
  control.list?.forEach(normalizeControl);
  control.columns?.forEach((column) => column.list.forEach(normalizeControl));
  control.trs?.forEach((tr) =>
    tr.tds.forEach((td) => {
      td.colspan = typeof td.colspan === 'number' && td.colspan >= 1 ? td.colspan : 1;
      td.rowspan = typeof td.rowspan === 'number' && td.rowspan >= 1 ? td.rowspan : 1;
      td.list.forEach(normalizeControl);
    }),
  );
}

/** Reads a pasted or uploaded form; never throws: input nested deep enough to exhaust the stack is refused too. */
export function parseImport(input: unknown): ImportResult {
  try {
    return readImport(input);
  } catch {
    return { ok: false, message: { key: MessageKey.importFailed } };
  }
}

function readImport(input: unknown): ImportResult {
  const bad: ImportResult = { ok: false, message: { key: MessageKey.importFailed } };
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return bad;
    }
  }
  if (!isObject(data) || !Array.isArray(data.list)) return bad;
  const raw = cloneData(data.list);
  const repairs = repairKeys(raw);
  if (!isWellFormedList(raw)) return bad;
  if (data.config !== undefined && !isObject(data.config)) return bad;
  const list = raw;
  list.forEach(normalizeControl);
  const config: FormConfig = {
    ...createDefaultConfig(),
    ...(cloneData(data.config ?? {}) as Partial<FormConfig>),
  };
  if (!Array.isArray(config.formEvents)) config.formEvents = [];
  if (!Array.isArray(config.hideRules)) config.hideRules = [];
  return { ok: true, document: { list, config }, report: buildFormReport(list, repairs) };
}
