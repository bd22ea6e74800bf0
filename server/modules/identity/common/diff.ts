export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields never written to the audit trail. */
const HIDDEN = new Set(['passwordHash', 'password', 'updatedAt', 'loginFailSince']);
const SECRET = new Set(['passwordHash']);

const normal = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return [...value].map(normal).sort();
  return value ?? null;
};
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/**
 * Field-level differences between two snapshots of a record (undefined for a create or delete side).
 * Password hashes show as a change marker only; bookkeeping columns are left out.
 */
export const diffFields = (
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChange[] => {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    const a = before?.[field];
    const b = after?.[field];
    if (same(a, b)) continue;
    if (SECRET.has(field) && before && after) {
      changes.push({ field: 'password', before: '******', after: '******' });
      continue;
    }
    if (HIDDEN.has(field)) continue;
    changes.push({ field, before: before ? normal(a) : null, after: after ? normal(b) : null });
  }
  return changes;
};
