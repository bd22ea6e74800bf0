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
  /**
   * The control itself: its name (`Naming.nameOf`) is read where it is shown, so that relabelling a control changes
   * what shows that one name, and the outline is not built again.
   */
  control: FormControl;
  /** 1 for top-level controls (aria-level). */
  level: number;
  /** 1-based position among the parent's children (aria-posinset) and their count (aria-setsize). */
  position: number;
  count: number;
  hasChildren: boolean;
  /** The column, tab pane or cell holding it ("Grid column 1"), '' at the top or in a single list. */
  where: string;
}

/**
 * One walk over the form. Each list's name is taken from its container at hand, once per list (not per control):
 * the outline is built again after every edit, and a form of a thousand controls is walked in a few milliseconds.
 */
export function buildOutline(root: FormControl[], naming: Naming): OutlineItem[] {
  const out: OutlineItem[] = [];
  // the same list name ("Grid column 1") is translated once per build, however many grids share it
  const names = new Map<string, string>();
  const listNaming: Naming = {
    ...naming,
    t: (key, params) => {
      const id = `${key}\u0000${JSON.stringify(params ?? {})}`;
      let name = names.get(id);
      if (name === undefined) names.set(id, (name = naming.t(key, params)));
      return name;
    },
  };
  const walk = (
    lists: Array<{ slot: Slot; list: FormControl[] }>,
    level: number,
    container: FormControl | null,
  ) => {
    let count = 0;
    for (const { list } of lists) count += list.length;
    let position = 0;
    for (const { slot, list } of lists) {
      const isNamedList = container !== null && 'part' in slot && slot.part !== 'list';
      const where = isNamedList && list.length > 0 ? slotNameIn(container, slot, listNaming) : '';
      for (const control of list) {
        position += 1;
        const childLists = slotsOf(control);
        const item: OutlineItem = {
          key: control.key,
          type: control.type,
          control,
          level,
          position,
          count,
          hasChildren: childLists.some((entry) => entry.list.length > 0),
          where,
        };
        out.push(item);
        if (item.hasChildren) walk(childLists, level + 1, control);
      }
    }
  };
  walk([{ slot: { containerKey: null }, list: root }], 1, null);
  return out;
}

/** The key `step` items away from `key` in outline order (clamped); the first or last when none is given. */
export function outlineStep(items: readonly OutlineItem[], key: string, step: number): string | undefined {
  if (items.length === 0) return undefined;
  const found = items.findIndex((item) => item.key === key);
  // with no current item, one step forward lands on the first and one step back on the last
  const at = found >= 0 ? found : step > 0 ? -1 : items.length;
  return items[Math.max(0, Math.min(items.length - 1, at + step))]?.key;
}
