/**
 * Display settings of a flow (workflow spec §2.6, §4.2): the approval title (default: the item name, or a custom
 * template with field placeholders) and the summary shown in lists (default: the first 3 form fields, required
 * ones first; custom: a chosen, ordered list of fields).
 */
import { collectDataFields, dataKey } from '../form/walk';
import type { FormDocument, OptionItem } from '../form/types';
import { displayText, fieldDisplayText } from '../form/values';
import { defaultSummaryFields } from './formSummary';
import type { FlowFormField, FlowSettings } from './types';

/** At most this many fields in a custom summary. */
export const MAX_SUMMARY_FIELDS = 5;
/** A summary value is cut to this many characters. */
const MAX_VALUE_LENGTH = 100;
/** Title placeholders besides `{field:<key>}`. */
export const TITLE_PLACEHOLDERS = ['initiator', 'processName'] as const;

/** Stored settings are a free-form bag: only a list of strings counts as a field list. */
const keyList = (keys: unknown): string[] =>
  Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];

export interface SummaryItem {
  key: string;
  label: string;
  value: string;
}

/** A field of the summary: with its options when it is a choice, so the summary shows their labels. */
export interface SummaryField extends FlowFormField {
  options?: readonly OptionItem[];
}

/** The data fields of form documents, each key once (label falls back to the key), with their options. */
export function fieldsOfDocuments(documents: readonly FormDocument[]): SummaryField[] {
  const seen = new Set<string>();
  const out: SummaryField[] = [];
  for (const document of documents) {
    for (const control of collectDataFields(document)) {
      const key = dataKey(control);
      if (seen.has(key)) continue;
      seen.add(key);
      const first = control.rules?.[0];
      const required = first !== undefined && 'required' in first && first.required === true;
      const options = Array.isArray(control.options?.options) ? control.options.options : undefined;
      out.push({
        key,
        label: control.label || control.key,
        type: control.type,
        required,
        ...(options ? { options } : {}),
      });
    }
  }
  return out;
}

/** The custom summary's keys that still name a field of the forms, in the chosen order, at most 5. */
export function pickedSummaryFields<T extends FlowFormField>(
  keys: readonly string[] | undefined,
  fields: readonly T[],
): T[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return keyList(keys)
    .flatMap((key) => {
      const field = byKey.get(key);
      return field ? [field] : [];
    })
    .slice(0, MAX_SUMMARY_FIELDS);
}

/** Custom summary keys whose field is no longer in the forms (the designer notes and drops them). */
export function removedSummaryKeys(
  keys: readonly string[] | undefined,
  fields: readonly FlowFormField[],
): string[] {
  const known = new Set(fields.map((field) => field.key));
  return keyList(keys).filter((key) => !known.has(key));
}

const cut = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;

const shortText = (value: unknown) => cut(displayText(value));

/**
 * The summary of an instance: the fields the settings pick, with the instance's values as the reader (`locale`)
 * reads them (a choice by its options' labels).
 */
export function instanceSummary(
  settings: Pick<FlowSettings, 'summaryMode' | 'summaryFields'>,
  fields: readonly SummaryField[],
  formData: Record<string, unknown>,
  locale: string,
): SummaryItem[] {
  const picked =
    settings.summaryMode === 'custom'
      ? pickedSummaryFields(settings.summaryFields, fields)
      : defaultSummaryFields(fields);
  return picked.map((field) => ({
    key: field.key,
    label: field.label,
    value: cut(fieldDisplayText(field.options, formData[field.key], locale)),
  }));
}

/**
 * The title of an instance: the item name by default; a custom template replaces `{initiator}`,
 * `{processName}` and `{field:<key>}` (a removed field gives ''). A custom template that comes out empty falls
 * back to the item name.
 */
export function instanceTitle(
  settings: Pick<FlowSettings, 'titleMode' | 'customTitle'>,
  values: { itemName: string; initiator: string; processName: string; formData: Record<string, unknown> },
): string {
  const custom: unknown = settings.customTitle;
  const template = settings.titleMode === 'custom' && typeof custom === 'string' ? custom.trim() : '';
  if (template === '') return values.itemName;
  const title = template
    .replace(/\{field:([^{}]+)\}/g, (_, key: string) => shortText(values.formData[key]))
    .replace(/\{initiator\}/g, values.initiator)
    .replace(/\{processName\}/g, values.processName)
    .trim();
  return title === '' ? values.itemName : title.slice(0, 200);
}

/** Field keys a custom title names (`{field:<key>}`) that are no longer in the forms. */
export function removedTitleKeys(title: string, fields: readonly FlowFormField[]): string[] {
  const known = new Set(fields.map((field) => field.key));
  const named = [...title.matchAll(/\{field:([^{}]+)\}/g)].map((match) => match[1] ?? '');
  return [...new Set(named)].filter((key) => !known.has(key));
}

/** The placeholder the title picker inserts for a field. */
export const fieldPlaceholder = (key: string) => `{field:${key}}`;
