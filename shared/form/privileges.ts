/** Per-node field privileges (workflow spec §3 "Privilege", §6): hidden and/or disabled per field key. */
import type { FieldPrivilege, FormControl, FormDocument } from './types';

export interface PrivilegeSets {
  hidden: Set<string>;
  disabled: Set<string>;
}

export function privilegeSets(privileges: readonly FieldPrivilege[] | undefined): PrivilegeSets {
  const hidden = new Set<string>();
  const disabled = new Set<string>();
  for (const privilege of privileges ?? []) {
    if (privilege.hidden) hidden.add(privilege.key);
    if (privilege.disabled) disabled.add(privilege.key);
  }
  return { hidden, disabled };
}

/** A copy of the document whose controls carry `options.hidden` / `options.disabled` from the privileges. */
export function applyPrivileges(
  document: FormDocument,
  privileges: readonly FieldPrivilege[] | undefined,
): FormDocument {
  const sets = privilegeSets(privileges);
  if (sets.hidden.size === 0 && sets.disabled.size === 0) return document;
  const apply = (control: FormControl): FormControl => {
    const isHidden = sets.hidden.has(control.key);
    const isDisabled = sets.disabled.has(control.key);
    const next: FormControl =
      isHidden || isDisabled
        ? {
            ...control,
            options: {
              ...control.options,
              ...(isHidden ? { hidden: true } : {}),
              ...(isDisabled ? { disabled: true } : {}),
            },
          }
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
