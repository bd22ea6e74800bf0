/** Keyboard editing, announcements and the outline of the form (no React). */
export { KeyboardEdits } from './KeyboardEdits';
export { LiveAnnouncer } from './LiveAnnouncer';
export {
  AnnounceKey,
  added,
  historyStep,
  movedBy,
  movedTo,
  removed,
  selected,
  slotName,
} from './announcements';
export type { AnnounceKeyName, AnnounceKindKey, Naming } from './announcements';
export { buildOutline, outlineStep } from './outline';
export type { OutlineItem } from './outline';
export { placeForNew, placeInSiblingSlot, placeInto, placeOutOf } from './keyboardPlaces';
