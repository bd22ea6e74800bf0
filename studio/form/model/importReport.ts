/**
 * The form import report and the repairs made before checking: a control (often a layout grid) whose
 * key is missing or "" gets a generated unique key, reported as approximated; every control imported is
 * a converted line naming its label (or key).
 */
import { hasModel, walkControls } from '@shared/form';
import type { FormControl } from '@shared/form';
import { isControlType } from './controlTypes';
import type { Message } from './messages';

/** One report line: `path` into the imported JSON, `subject` the control's label, type or key. */
export interface FormReportLine {
  path: string;
  subject: string;
  message?: Message;
}

export interface FormImportReport {
  converted: FormReportLine[];
  approximated: FormReportLine[];
  leftOut: FormReportLine[];
}

type RawRecord = Record<string, unknown>;

const isObject = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const subjectOf = (control: RawRecord): string => {
  const label = typeof control.label === 'string' ? control.label.trim() : '';
  if (label !== '') return label;
  if (typeof control.key === 'string' && control.key !== '') return control.key;
  return typeof control.type === 'string' ? control.type : '?';
};

/** Every raw control in a raw list (and its containers' lists), with its JSON path. */
function eachRawControl(list: unknown, path: string, visit: (control: RawRecord, at: string) => void): void {
  if (!Array.isArray(list)) return;
  list.forEach((item, index) => {
    const at = `${path}[${index}]`;
    if (!isObject(item)) return;
    visit(item, at);
    eachRawControl(item.list, `${at}.list`, visit);
    if (Array.isArray(item.columns))
      item.columns.forEach((column, c) => {
        if (isObject(column)) eachRawControl(column.list, `${at}.columns[${c}].list`, visit);
      });
    if (Array.isArray(item.trs))
      item.trs.forEach((row, r) => {
        if (!isObject(row) || !Array.isArray(row.tds)) return;
        row.tds.forEach((cell, d) => {
          if (isObject(cell)) eachRawControl(cell.list, `${at}.trs[${r}].tds[${d}].list`, visit);
        });
      });
  });
}

/**
 * Gives every known control without a usable key a new one (`type_n`, unique in the document; the model
 * follows when the type has one). Mutates `list`; returns the report lines of the repairs.
 */
export function repairKeys(list: unknown): FormReportLine[] {
  const used = new Set<string>();
  eachRawControl(list, 'list', (control) => {
    if (typeof control.key === 'string' && control.key !== '') used.add(control.key);
  });
  const lines: FormReportLine[] = [];
  let counter = 0;
  eachRawControl(list, 'list', (control, at) => {
    if (!isControlType(control.type) || (typeof control.key === 'string' && control.key !== '')) return;
    let key = `${control.type}_${++counter}`;
    while (used.has(key)) key = `${control.type}_${++counter}`;
    used.add(key);
    control.key = key;
    if (hasModel(control.type) && (typeof control.model !== 'string' || control.model === ''))
      control.model = key;
    lines.push({
      path: at,
      subject: subjectOf(control),
      message: { key: 'import.keyGenerated', params: { key } },
    });
  });
  return lines;
}

/** The report of a checked document: each control converted, plus the repairs made on the way. */
export function buildFormReport(list: FormControl[], repairs: FormReportLine[]): FormImportReport {
  const converted: FormReportLine[] = [];
  walkControls(list, (control, context) => {
    converted.push({ path: context.path, subject: subjectOf(control as unknown as RawRecord) });
  });
  return { converted, approximated: repairs, leftOut: [] };
}
