/** Low-level list edits shared by the structural commands. */
import type { FormControl } from '@shared/form';
import type { FormDocument } from '../FormDocument';
import { cloneData } from '../keys';
import type { Place, Slot } from '../places';
import { findPlace, resolveSlot } from '../places';

/** Inserts copies of `controls` at `index` of `slot` (clamped to the list). False when the slot is gone. */
export function insertAt(
  doc: FormDocument,
  slot: Slot,
  index: number,
  controls: readonly FormControl[],
): boolean {
  const list = resolveSlot(doc.list, slot);
  if (!list) return false;
  list.splice(Math.max(0, Math.min(index, list.length)), 0, ...controls.map(cloneData));
  return true;
}

/** Removes the control with `key`; returns where it was and a plain copy of it. */
export function removeByKey(
  doc: FormDocument,
  key: string,
): { place: Place; control: FormControl } | undefined {
  const place = findPlace(doc.list, key);
  const list = place && resolveSlot(doc.list, place.slot);
  const control = list?.[place?.index ?? -1];
  if (!place || !list || !control) return undefined;
  const copy = cloneData(control);
  list.splice(place.index, 1);
  return { place, control: copy };
}
