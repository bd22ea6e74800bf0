/**
 * The trace of a form change (issue 28 "every data change traced"): which fields a person's submitted data
 * changes, with the stored value before and after. Blank values (missing, null, '', []) count as one.
 */
import type { FieldChange } from './types';

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Key-order independent JSON, so `{a, b}` and `{b, a}` are the same value. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export function isSameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return canonical(a) === canonical(b);
}

/** The fields of `params` whose value differs from `before`, in the order they were sent. */
export function changedFields(
  before: Record<string, unknown>,
  params: Record<string, unknown> | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [key, after] of Object.entries(params ?? {})) {
    const old = before[key];
    if (!isSameValue(old, after)) changes.push({ key, before: old ?? null, after: after ?? null });
  }
  return changes;
}
