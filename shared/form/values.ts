/** Small value helpers shared by validation, hide rules and the runtime. */
import { formDesignText } from '../i18n/formDefaults';
import type { OptionItem } from './types';

/** Empty for required checks: undefined, null, blank text, empty list, object with only empty values. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0 || value.every((item) => isEmptyValue(item));
  if (typeof value === 'object') return Object.values(value).every((item) => isEmptyValue(item));
  return false;
}

/** Text used by pattern checks: strings as is, numbers as decimal text, lists joined by commas. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(valueText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Text a person reads for a value: chosen people or organisations by their names, an address by its region names
 * and street, uploaded files by their names, lists joined by commas; anything else as `valueText`.
 */
export function displayText(value: unknown): string {
  if (Array.isArray(value)) return value.map(displayText).join(',');
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.label === 'string' && 'value' in record) return record.label;
    // an uploaded file: its name, never the record with its address and upload state
    if (typeof record.name === 'string' && typeof record.url === 'string') return record.name;
    const address = ['provinceName', 'cityName', 'districtName', 'detail']
      .map((key) => record[key])
      .filter((part): part is string => typeof part === 'string' && part !== '');
    if (address.length) return address.join(' ');
  }
  return valueText(value);
}

/** The label of the option (or nested option) whose value is `value`; undefined when no option has it. */
export function optionLabel(options: readonly OptionItem[] | undefined, value: unknown): string | undefined {
  for (const option of options ?? []) {
    if (option.value === value) return option.label;
    const inner = optionLabel(option.children, value);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * Text a person reads for a field's value: for a choice (select, radio, checkbox, cascader) the labels of the
 * chosen options instead of their stored values, a label left at the designer's default in the reader's
 * language; anything else as `displayText`.
 */
export function fieldDisplayText(
  options: readonly OptionItem[] | undefined,
  value: unknown,
  locale: string,
): string {
  if (!options?.length) return displayText(value);
  if (Array.isArray(value)) return value.map((item) => fieldDisplayText(options, item, locale)).join(',');
  // a stored number or text of an option's value names it either way (older data keeps numbers)
  const label =
    typeof value === 'string' || typeof value === 'number'
      ? (optionLabel(options, value) ?? optionLabel(options, String(value)))
      : undefined;
  return label === undefined ? displayText(value) : formDesignText(label, locale);
}

/** A JSON-safe deep copy. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

let rowCounter = 0;
/** A fresh row key (batch rows); unique within the page. */
export function createRowKey(): string {
  rowCounter += 1;
  return `row_${Date.now().toString(36)}_${rowCounter}`;
}
