/** Runtime hide/show/disable/enable overrides applied over a document (pure). */
import type { FormControl, FormDocument } from '@shared/form';

export type Flags = { hidden?: boolean; disabled?: boolean };
export type Overrides = Readonly<Record<string, Flags>>;

export function applyOverrides(document: FormDocument, overrides: Overrides): FormDocument {
  if (Object.keys(overrides).length === 0) return document;
  const apply = (control: FormControl): FormControl => {
    const flags = overrides[control.key] ?? (control.model ? overrides[control.model] : undefined);
    const next: FormControl = flags
      ? { ...control, options: { ...control.options, ...flags } }
      : { ...control };
    if (control.list) next.list = control.list.map(apply);
    if (control.columns)
      next.columns = control.columns.map((column) => ({ ...column, list: column.list.map(apply) }));
    if (control.trs)
      next.trs = control.trs.map((row) => ({
        tds: row.tds.map((cell) => ({ ...cell, list: cell.list.map(apply) })),
      }));
    return next;
  };
  return { ...document, list: document.list.map(apply) };
}

/** Overrides with `flags` set on each key. */
export function withFlags(overrides: Overrides, keys: readonly string[], flags: Flags): Overrides {
  const next: Record<string, Flags> = { ...overrides };
  for (const key of keys) next[key] = { ...next[key], ...flags };
  return next;
}
