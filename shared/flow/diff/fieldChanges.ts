/** Differences of the bound forms' fields by key: added, removed, relabelled, type changed. */
import type { FlowFormField } from '../types';
import type { FlowChange } from './types';

export function fieldChanges(older: readonly FlowFormField[], newer: readonly FlowFormField[]): FlowChange[] {
  const before = new Map(older.map((field) => [field.key, field]));
  const after = new Map(newer.map((field) => [field.key, field]));
  const changes: FlowChange[] = [];
  for (const field of newer) {
    const old = before.get(field.key);
    if (!old) {
      changes.push({ kind: 'fieldAdded', key: field.key, label: field.label, type: field.type });
      continue;
    }
    if (old.label !== field.label)
      changes.push({ kind: 'fieldRelabelled', key: field.key, before: old.label, after: field.label });
    if (old.type !== field.type)
      changes.push({
        kind: 'fieldType',
        key: field.key,
        label: field.label,
        before: old.type,
        after: field.type,
      });
  }
  for (const field of older)
    if (!after.has(field.key))
      changes.push({ kind: 'fieldRemoved', key: field.key, label: field.label, type: field.type });
  return changes;
}
