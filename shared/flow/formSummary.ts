/** Default process summary (workflow spec §4.2, §9): the first 3 form fields, required ones first. */
import type { FlowFormField } from './types';

export const DEFAULT_SUMMARY_FIELD_COUNT = 3;

/** Required fields first (form order kept within each part), then the first `count`. */
export function defaultSummaryFields<T extends FlowFormField>(
  fields: readonly T[],
  count = DEFAULT_SUMMARY_FIELD_COUNT,
): T[] {
  const required = fields.filter((field) => field.required === true);
  const optional = fields.filter((field) => field.required !== true);
  return [...required, ...optional].slice(0, Math.max(0, count));
}
