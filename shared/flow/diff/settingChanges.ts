/** Differences of the flow settings (workflow spec §6), each setting compared with its default filled in. */
import { defaultFlowSettings } from '../types';
import type { FlowChange } from './types';

/** A plain value is shown as it is; a list or object only as "changed". */
const shown = (value: unknown): unknown =>
  value === undefined || value === null || typeof value !== 'object' ? (value ?? null) : null;

export function settingChanges(
  older: Readonly<Record<string, unknown>>,
  newer: Readonly<Record<string, unknown>>,
): FlowChange[] {
  const before: Record<string, unknown> = { ...defaultFlowSettings, ...older };
  const after: Record<string, unknown> = { ...defaultFlowSettings, ...newer };
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({ kind: 'setting', key, before: shown(before[key]), after: shown(after[key]) }));
}
