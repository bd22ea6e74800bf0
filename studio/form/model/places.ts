/**
 * Addressing child lists of the document by container key, so commands stay valid across undo/redo
 * (observables get copied on insert, keys don't change).
 */
import { findControl } from '@shared/form';
import type { FormControl } from '@shared/form';
import type { ContainerKind } from './controlTypes';
import { containerKindOf } from './controlTypes';

/** A list of controls: the top list, a card/batch list, a grid/tab column, or a table cell. */
export type Slot =
  | { containerKey: null }
  | { containerKey: string; part: 'list' }
  | { containerKey: string; part: 'column'; index: number }
  | { containerKey: string; part: 'cell'; row: number; cell: number };

export const ROOT_SLOT: Slot = { containerKey: null };

/** A position inside a slot. */
export interface Place {
  slot: Slot;
  index: number;
}

/** The child lists of a container with the slot naming each. */
export function slotsOf(control: FormControl): Array<{ slot: Slot; list: FormControl[] }> {
  const out: Array<{ slot: Slot; list: FormControl[] }> = [];
  const containerKey = control.key;
  if (Array.isArray(control.list)) out.push({ slot: { containerKey, part: 'list' }, list: control.list });
  control.columns?.forEach((column, index) => {
    if (Array.isArray(column?.list))
      out.push({ slot: { containerKey, part: 'column', index }, list: column.list });
  });
  control.trs?.forEach((tr, row) =>
    tr?.tds?.forEach((td, cell) => {
      if (Array.isArray(td?.list))
        out.push({ slot: { containerKey, part: 'cell', row, cell }, list: td.list });
    }),
  );
  return out;
}

const sameSlot = (a: Slot, b: Slot): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The list a slot names, if it still exists. */
export function resolveSlot(root: FormControl[], slot: Slot): FormControl[] | undefined {
  if (slot.containerKey === null) return root;
  const container = findControl(root, slot.containerKey);
  if (!container) return undefined;
  return slotsOf(container).find((entry) => sameSlot(entry.slot, slot))?.list;
}

/** Where the control with `key` sits. */
export function findPlace(root: FormControl[], key: string): Place | undefined {
  const search = (list: FormControl[], slot: Slot): Place | undefined => {
    for (let index = 0; index < list.length; index += 1) {
      const control = list[index];
      if (!control) continue;
      if (control.key === key) return { slot, index };
      for (const child of slotsOf(control)) {
        const found = search(child.list, child.slot);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(root, ROOT_SLOT);
}

/** What kind of list a slot is, for containment rules. */
export function slotKind(root: FormControl[], slot: Slot): ContainerKind | undefined {
  if (slot.containerKey === null) return 'root';
  const container = findControl(root, slot.containerKey);
  return container ? containerKindOf(container.type) : undefined;
}

/** Whether `key` is `ancestorKey` itself or sits somewhere inside it. */
export function isInside(root: FormControl[], key: string, ancestorKey: string): boolean {
  const ancestor = findControl(root, ancestorKey);
  return (
    !!ancestor &&
    (ancestor.key === key ||
      !!findPlace(
        slotsOf(ancestor).flatMap((entry) => entry.list),
        key,
      ))
  );
}
