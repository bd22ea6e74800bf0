/**
 * What the designer's live region says after a keyboard edit or selection (pure). Each builder returns a
 * formDesigner message; names of places ("Grid column 1") are resolved here with the given translator.
 */
import { findControl } from '@shared/form';
import type { ControlType, FormControl } from '@shared/form';
import type { FormCommandKind } from '../commands/FormCommand';
import type { Message, Translate } from '../messages';
import type { Place, Slot } from '../places';
import { findPlace, resolveSlot } from '../places';

export const AnnounceKey = {
  addedAfter: 'announce.addedAfter',
  addedInto: 'announce.addedInto',
  addedAtEnd: 'announce.addedAtEnd',
  movedUp: 'announce.movedUp',
  movedDown: 'announce.movedDown',
  movedInto: 'announce.movedInto',
  movedOut: 'announce.movedOut',
  removed: 'announce.removed',
  undone: 'announce.undone',
  redone: 'announce.redone',
  nothingToUndo: 'announce.nothingToUndo',
  nothingToRedo: 'announce.nothingToRedo',
  selected: 'announce.selected',
  cannotMove: 'announce.cannotMove',
  slotColumn: 'announce.slot.column',
  slotTab: 'announce.slot.tab',
  slotCell: 'announce.slot.cell',
} as const;
export type AnnounceKeyName = (typeof AnnounceKey)[keyof typeof AnnounceKey];
/** History kinds read out after undo and redo: `announce.kind.<kind>`. */
export type AnnounceKindKey = `announce.kind.${FormCommandKind}`;

/** How controls and places are named: a control by its label (else its type's name), a type by its name. */
export interface Naming {
  nameOf: (control: FormControl) => string;
  typeName: (type: ControlType) => string;
  t: Translate;
}

/** The name of a child list: the container itself, or "Grid column 1", "Tabs tab 2", "Table row 1, cell 2". */
export function slotName(root: FormControl[], slot: Slot, naming: Naming): string {
  if (slot.containerKey === null) return '';
  const container = findControl(root, slot.containerKey);
  return container ? slotNameIn(container, slot, naming) : '';
}

/** `slotName` for a caller that holds the container already (no search of the form for it). */
export function slotNameIn(container: FormControl, slot: Slot, { nameOf, t }: Naming): string {
  const name = nameOf(container);
  if (!('part' in slot) || slot.part === 'list') return name;
  if (slot.part === 'cell')
    return t(AnnounceKey.slotCell, { container: name, row: slot.row + 1, cell: slot.cell + 1 });
  const key = container.type === 'tabs' ? AnnounceKey.slotTab : AnnounceKey.slotColumn;
  return t(key, { container: name, n: slot.index + 1 });
}

/** "Input added after 请假类型", "… added into Grid column 1", "… added at the end". */
export function added(root: FormControl[], key: string, naming: Naming): Message | undefined {
  const control = findControl(root, key);
  const place = findPlace(root, key);
  const list = place && resolveSlot(root, place.slot);
  if (!control || !place || !list) return undefined;
  const type = naming.typeName(control.type);
  const before = list[place.index - 1];
  if (before) return { key: AnnounceKey.addedAfter, params: { type, label: naming.nameOf(before) } };
  if (place.slot.containerKey !== null)
    return { key: AnnounceKey.addedInto, params: { type, place: slotName(root, place.slot, naming) } };
  return { key: AnnounceKey.addedAtEnd, params: { type } };
}

/** Where a control stands in its list: 1-based position and list length. */
export function positionOf(
  root: FormControl[],
  key: string,
): { position: number; count: number } | undefined {
  const place = findPlace(root, key);
  const list = place && resolveSlot(root, place.slot);
  return place && list ? { position: place.index + 1, count: list.length } : undefined;
}

/** "Moved up, 2 of 5" / "Moved down, 3 of 5". */
export function movedBy(root: FormControl[], key: string, step: number): Message | undefined {
  const at = positionOf(root, key);
  if (!at) return undefined;
  return { key: step < 0 ? AnnounceKey.movedUp : AnnounceKey.movedDown, params: at };
}

/** "Moved into Grid column 1" after a move to another list; "Moved out of Grid" when it left `from`. */
export function movedTo(root: FormControl[], key: string, from: Place, naming: Naming): Message | undefined {
  const place = findPlace(root, key);
  if (!place) return undefined;
  const left = from.slot.containerKey;
  if (left !== null && place.slot.containerKey !== left && !isWithin(root, left, place.slot)) {
    const container = findControl(root, left);
    return { key: AnnounceKey.movedOut, params: { container: container ? naming.nameOf(container) : '' } };
  }
  return { key: AnnounceKey.movedInto, params: { place: slotName(root, place.slot, naming) } };
}

/** Whether `slot` lies inside the container `containerKey` (at any depth). */
function isWithin(root: FormControl[], containerKey: string, slot: Slot): boolean {
  let current: string | null = slot.containerKey;
  while (current !== null) {
    if (current === containerKey) return true;
    current = findPlace(root, current)?.slot.containerKey ?? null;
  }
  return false;
}

export const removed = (name: string): Message => ({ key: AnnounceKey.removed, params: { label: name } });

/** "Undone: Add control" / "Redone: …", or that there was nothing to undo or redo. */
export function historyStep(
  direction: 'undo' | 'redo',
  kind: FormCommandKind | undefined,
  t: Translate,
): Message {
  if (!kind) return { key: direction === 'undo' ? AnnounceKey.nothingToUndo : AnnounceKey.nothingToRedo };
  const action = t(`announce.kind.${kind}` as AnnounceKindKey);
  return { key: direction === 'undo' ? AnnounceKey.undone : AnnounceKey.redone, params: { action } };
}

/** "Select: 请假类型, 3 of 5" (position in its own list). */
export function selected(root: FormControl[], key: string, { nameOf }: Naming): Message | undefined {
  const control = findControl(root, key);
  const at = positionOf(root, key);
  if (!control || !at) return undefined;
  return { key: AnnounceKey.selected, params: { label: nameOf(control), ...at } };
}
