/**
 * Where keyboard edits put a control (pure): a new control from the palette, and a control moved into
 * a sibling container, out of its container, or to the next or previous child list of its container.
 */
import { findControl } from '@shared/form';
import type { ControlType, FormControl } from '@shared/form';
import { canPlace, containerKindOf } from '../controlTypes';
import type { Place, Slot } from '../places';
import { ROOT_SLOT, findPlace, resolveSlot, slotKind, slotsOf } from '../places';

/** The child lists of `container` that accept a control of `type`. */
function acceptingSlots(
  container: FormControl,
  type: ControlType,
): Array<{ slot: Slot; list: FormControl[] }> {
  const kind = containerKindOf(container.type);
  return kind && canPlace(type, kind) ? slotsOf(container) : [];
}

/** A new control: into the selected container (end of its first accepting list), else after the selection, else last. */
export function placeForNew(root: FormControl[], selectedKey: string, type: ControlType): Place {
  const selected = selectedKey ? findControl(root, selectedKey) : undefined;
  const inside = selected && acceptingSlots(selected, type)[0];
  if (inside) return { slot: inside.slot, index: inside.list.length };
  // after the selection even where the type is not allowed: the insert refuses it and says so
  const place = selected && findPlace(root, selectedKey);
  return place ? { slot: place.slot, index: place.index + 1 } : { slot: ROOT_SLOT, index: root.length };
}

/** Into the container just before the control (end of its first list), else the one just after (start). */
export function placeInto(root: FormControl[], key: string): Place | undefined {
  const place = findPlace(root, key);
  const control = findControl(root, key);
  const list = place && resolveSlot(root, place.slot);
  if (!place || !control || !list) return undefined;
  const before = list[place.index - 1];
  const intoBefore = before && acceptingSlots(before, control.type)[0];
  if (intoBefore) return { slot: intoBefore.slot, index: intoBefore.list.length };
  const after = list[place.index + 1];
  const intoAfter = after && acceptingSlots(after, control.type)[0];
  return intoAfter ? { slot: intoAfter.slot, index: 0 } : undefined;
}

/** Out of its container, right after the container in the container's own list. */
export function placeOutOf(root: FormControl[], key: string): Place | undefined {
  const place = findPlace(root, key);
  const containerKey = place?.slot.containerKey;
  const control = findControl(root, key);
  if (!containerKey || !control) return undefined;
  const outer = findPlace(root, containerKey);
  const kind = outer && slotKind(root, outer.slot);
  if (!outer || !kind || !canPlace(control.type, kind)) return undefined;
  // the control leaves the container first, so the container keeps its index
  return { slot: outer.slot, index: outer.index + 1 };
}

/** The next (`step` 1) or previous (-1) list of the same container: grid column, tab pane, table cell. */
export function placeInSiblingSlot(root: FormControl[], key: string, step: 1 | -1): Place | undefined {
  const place = findPlace(root, key);
  const containerKey = place?.slot.containerKey;
  const container = containerKey ? findControl(root, containerKey) : undefined;
  const control = findControl(root, key);
  if (!place || !container || !control) return undefined;
  const slots = acceptingSlots(container, control.type);
  const at = slots.findIndex((entry) => JSON.stringify(entry.slot) === JSON.stringify(place.slot));
  const next = at < 0 ? undefined : slots[at + step];
  if (!next) return undefined;
  return { slot: next.slot, index: step > 0 ? 0 : next.list.length };
}
