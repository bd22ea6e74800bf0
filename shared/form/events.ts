/**
 * Front-end events (workflow spec §3, §7 POST /jflow/call): which events a change triggers, the call
 * payload, and how the response (`data.data`) updates options and values.
 */
import { readJsonPath } from './jsonPath';
import { dataKey, locateControl } from './walk';
import type { FormDocument, FormEvent, FormValues, LabeledValue } from './types';

export const INIT_TRIGGER = 'init';

/** The payload the host sends to POST /jflow/call. */
export interface EventCall {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Events fired by `init` or by a change of the field with this key. */
export function eventsTriggeredBy(events: readonly FormEvent[] | undefined, trigger: string): FormEvent[] {
  return (events ?? []).filter((event) => event.triggerParam === trigger && Boolean(event.requestUrl));
}

/** Builds the call: custom body values are literal, formField values come from the row (when in a batch) or the form. */
export function buildEventCall(
  event: FormEvent,
  values: FormValues,
  row?: Record<string, unknown>,
): EventCall {
  const headers: Record<string, string> = {};
  for (const header of event.requestHeaders?.headers ?? [])
    if (header.name) headers[header.name] = header.value ?? '';
  const body: Record<string, unknown> = {};
  for (const item of event.requestHeaders?.bodys ?? []) {
    if (!item.name) continue;
    if (item.type === 'formField')
      body[item.name] = row && item.value in row ? row[item.value] : values[item.value];
    else body[item.name] = item.value;
  }
  return { path: event.requestUrl, method: event.requestMethod === 'GET' ? 'GET' : 'POST', headers, body };
}

/** The payload of a /jflow/call response body: `data.data` (or `data` when the remote answer has no `data`). */
export function eventPayload(responseBody: unknown): unknown {
  if (typeof responseBody !== 'object' || responseBody === null) return undefined;
  const outer = (responseBody as { data?: unknown }).data;
  if (typeof outer === 'object' && outer !== null && !Array.isArray(outer) && 'data' in outer)
    return (outer as { data: unknown }).data;
  return outer;
}

export interface EventResult {
  values: FormValues;
  /** Option lists by target control key. */
  options: Record<string, LabeledValue[]>;
  /** Target keys whose mapping failed to read (parse error). */
  failed: string[];
}

function toOptions(list: unknown, labelKey: string, valueKey: string): LabeledValue[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.map((item: unknown) => {
    const record = (
      typeof item === 'object' && item !== null ? item : { [labelKey]: item, [valueKey]: item }
    ) as Record<string, unknown>;
    return {
      label: String(readJsonPath(record, labelKey) ?? ''),
      value: String(readJsonPath(record, valueKey) ?? ''),
    };
  });
}

/**
 * Applies an event's response fields to the data: option mappings build label/value lists for the target;
 * value mappings set the target, and for a field inside a batch set each row by index (a list value) or
 * the given row (`rowIndex`) / every row (a single value).
 */
export function applyEventResponse(
  document: FormDocument,
  event: FormEvent,
  payload: unknown,
  values: FormValues,
  rowIndex?: number,
): EventResult {
  const next: FormValues = { ...values };
  const options: Record<string, LabeledValue[]> = {};
  const failed: string[] = [];
  for (const field of event.responseFields ?? []) {
    const found = locateControl(document, field.field);
    if (!found) continue;
    const extracted = readJsonPath(payload, field.value);
    if (field.isOptions) {
      const list = toOptions(extracted, field.optionLabel || 'label', field.optionValue || 'value');
      if (list) options[found.control.key] = list;
      else failed.push(found.control.key);
      continue;
    }
    const parent = [...found.context.parents].reverse().find((control) => control.type === 'batch');
    const model = dataKey(found.control);
    if (!parent) {
      next[model] = extracted;
      continue;
    }
    const parentModel = dataKey(parent);
    const rows = Array.isArray(next[parentModel])
      ? (next[parentModel] as Array<Record<string, unknown>>)
      : [];
    next[parentModel] = rows.map((row, index) => {
      if (rowIndex !== undefined && !Array.isArray(extracted))
        return index === rowIndex ? { ...row, [model]: extracted } : row;
      const value = Array.isArray(extracted) ? extracted[index] : extracted;
      return Array.isArray(extracted) && index >= extracted.length ? row : { ...row, [model]: value };
    });
  }
  return { values: next, options, failed };
}
