/**
 * The form as a tree a screen reader can walk (pure): every control in document order with its depth,
 * its position among its container's children, and for children of a grid column, tab pane or table
 * cell the name of that list.
 */
import type { ControlType, FormControl } from '@shared/form';
import type { Slot } from '../places';
import { slotsOf } from '../places';
import type { Naming } from './announcements';
import { slotNameIn } from './announcements';

export interface OutlineItem {
  key: string;
  type: ControlType;
  name: string;
  /** 1 for top-level controls (aria-level). */
  level: number;
  /** 1-based position among the parent's children (aria-posinset) and their count (aria-setsize). */
  position: number;
  count: number;
  hasChildren: boolean;
  /** The column, tab pane or cell holding it ("Grid column 1"), '' at the top or in a single list. */
  where: string;
}

/** One walk over the form (each list's name is taken from its container at hand: no search per control). */
export function buildOutline(root: FormControl[], naming: Naming): OutlineItem[] {
  const out: OutlineItem[] = [];
  const walk = (
    entries: Array<{ slot: Slot; control: FormControl }>,
    level: number,
    container: FormControl | null,
  ) => {
    entries.forEach(({ slot, control }, index) => {
      const children = childrenOf(control);
      const isNamedList = container !== null && 'part' in slot && slot.part !== 'list';
      out.push({
        key: control.key,
        type: control.type,
        name: naming.nameOf(control),
        level,
        position: index + 1,
        count: entries.length,
        hasChildren: children.length > 0,
        where: isNamedList ? slotNameIn(container, slot, naming) : '',
      });
      walk(children, level + 1, control);
    });
  };
  walk(
    root.map((control) => ({ slot: { containerKey: null }, control })),
    1,
    null,
  );
  return out;
}

/** The children of a container across all its lists, each with the list it sits in. */
function childrenOf(control: FormControl): Array<{ slot: Slot; control: FormControl }> {
  return slotsOf(control).flatMap(({ slot, list }) => list.map((child) => ({ slot, control: child })));
}

/** The key `step` items away from `key` in outline order (clamped); the first or last when none is given. */
export function outlineStep(items: readonly OutlineItem[], key: string, step: number): string | undefined {
  if (items.length === 0) return undefined;
  const found = items.findIndex((item) => item.key === key);
  // with no current item, one step forward lands on the first and one step back on the last
  const at = found >= 0 ? found : step > 0 ? -1 : items.length;
  return items[Math.max(0, Math.min(items.length - 1, at + step))]?.key;
}
