/**
 * Import of a Workflow-Vue3 condition-field catalogue (`{ data: [{ columnId, showType, showName,
 * columnName, columnType, fixedDownBoxValue }] }`): the form fields usable in condition branches.
 */
import type { FlowFormField } from '../types';
import type { ImportWarning } from './importTypes';
import { WarningLog, asString, isRecord } from './importTypes';

export interface FieldOption {
  value: string;
  label: string;
}

export interface CatalogueField extends FlowFormField {
  options?: FieldOption[];
}

export type FieldCatalogueResult =
  | { ok: true; fields: CatalogueField[]; warnings: ImportWarning[] }
  | { ok: false; errorKey: 'import.invalidJson' | 'import.unknownShape' };

/** showType 1 number-like input, 3 drop-down / multi-select. */
function fieldType(showType: string, columnType: string): string {
  if (showType === '3') return 'select';
  return ['Double', 'Integer', 'Long', 'Number', 'BigDecimal'].includes(columnType) ? 'number' : 'input';
}

function options(raw: string, log: WarningLog, path: string): FieldOption[] | undefined {
  if (raw.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return undefined;
    return Object.values(parsed)
      .filter(isRecord)
      .map((entry) => ({ value: asString(entry.key), label: asString(entry.value) }));
  } catch {
    log.add(path, 'import.invalidJson');
    return undefined;
  }
}

export function importFieldCatalogue(input: unknown): FieldCatalogueResult {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return { ok: false, errorKey: 'import.invalidJson' };
    }
  }
  const list = isRecord(value) ? value.data : value;
  if (!Array.isArray(list)) return { ok: false, errorKey: 'import.unknownShape' };
  const log = new WarningLog();
  const fields: CatalogueField[] = [];
  list.forEach((raw, index) => {
    if (!isRecord(raw) || asString(raw.columnName) === '')
      return log.add(`data[${index}]`, 'import.unknownShape');
    const field: CatalogueField = {
      key: asString(raw.columnName),
      label: asString(raw.showName) || asString(raw.columnName),
      type: fieldType(asString(raw.showType), asString(raw.columnType)),
    };
    const choices = options(asString(raw.fixedDownBoxValue), log, `data[${index}].fixedDownBoxValue`);
    if (choices) field.options = choices;
    fields.push(field);
  });
  return { ok: true, fields, warnings: log.warnings };
}

/** True for a catalogue rather than a flow (lets a single upload box route the file). */
export function isFieldCatalogue(value: unknown): boolean {
  const list = isRecord(value) ? value.data : undefined;
  return Array.isArray(list) && list.every((item) => isRecord(item) && 'columnName' in item);
}
