/**
 * Editing rules of the front-end event editor (workflow spec §5). Pure functions.
 */
import type { EventResponseField, FormEvent } from '@shared/form';
import type { Message, Outcome, Translate } from './messages';
import { MessageKey, fail } from './messages';

/** Fills what a saved event must have: a default name for a blank one and a uuid when missing. */
export function completeEvent(
  event: FormEvent,
  options: { translate: Translate; newId: () => string },
): FormEvent {
  return {
    ...event,
    name: event.name?.trim() ? event.name : options.translate(MessageKey.eventDefaultName),
    uuid: event.uuid ? event.uuid : options.newId(),
  };
}

/** Adds a response mapping; a target field can be mapped only once. */
export function addResponseField(
  fields: readonly EventResponseField[],
  next: EventResponseField,
): { ok: true; fields: EventResponseField[] } | { ok: false; message: Message } {
  if (fields.some((field) => field.field === next.field))
    return { ok: false, message: { key: MessageKey.eventFieldAdded } };
  return { ok: true, fields: [...fields, next] };
}

/** Removes a header/body row; the last remaining row stays. */
export function removeRow<T>(
  rows: readonly T[],
  index: number,
): { ok: true; rows: T[] } | { ok: false; message: Message } {
  if (rows.length <= 1 || index < 0 || index >= rows.length)
    return { ok: false, message: { key: MessageKey.eventLastRow } };
  return { ok: true, rows: rows.filter((_, at) => at !== index) };
}

/** Whether a header/body row may be deleted (more than one remains). */
export const canRemoveRow = (rows: readonly unknown[]): boolean => rows.length > 1;

/**
 * Reads a value by JSON path: `$.items[0].name`, `items.0.name` or `items[0].name`.
 * Returns `{ found: false }` when a step is missing.
 */
export function readPath(data: unknown, path: string): { found: true; value: unknown } | { found: false } {
  const steps = path
    .trim()
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((step) => step !== '');
  let current: unknown = data;
  for (const step of steps) {
    if (current === null || typeof current !== 'object' || !(step in (current as object)))
      return { found: false };
    current = (current as Record<string, unknown>)[step];
  }
  return { found: true, value: current };
}

export interface DebugFieldResult {
  field: string;
  value?: unknown;
  /** Set when the path did not resolve in the test data: 'Parse error'. */
  error?: Message;
}

/**
 * The debug action: applies each response mapping to pasted test data (the `data.data` part of a
 * response). Needs test data ('Please enter debug data'); unparsable data is a parse error.
 */
export function debugResponse(
  testData: string,
  fields: readonly EventResponseField[],
): { ok: true; results: DebugFieldResult[] } | Extract<Outcome, { ok: false }> {
  if (!testData.trim()) return fail(MessageKey.eventDebugDataRequired) as Extract<Outcome, { ok: false }>;
  let data: unknown;
  try {
    data = JSON.parse(testData);
  } catch {
    return fail(MessageKey.eventParseError) as Extract<Outcome, { ok: false }>;
  }
  const results = fields.map((field): DebugFieldResult => {
    const read = readPath(data, field.value);
    return read.found
      ? { field: field.field, value: read.value }
      : { field: field.field, error: { key: MessageKey.eventParseError } };
  });
  return { ok: true, results };
}
