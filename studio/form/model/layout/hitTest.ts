/** Pointer questions about a laid-out form: what is under a point, where a drop lands, what is visible. Pure. */
import type { ControlType } from '@shared/form';
import { canPlace } from '../controlTypes';
import type { Place } from '../places';
import type { CellBox, ControlBox, DropTarget, FormLayout, Rect, SlotBox, TabHeaderBox } from './layoutTypes';

export const contains = (rect: Rect, x: number, y: number): boolean =>
  x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;

/** Top-level boxes whose range [start, end) in `boxes` intersects the band [top, bottom]. */
export function visibleRange(layout: FormLayout, top: number, bottom: number): ControlBox[] {
  const roots = layout.roots;
  let low = 0;
  let high = roots.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const box = roots[mid];
    if (box && box.y + box.height < top) low = mid + 1;
    else high = mid;
  }
  const out: ControlBox[] = [];
  for (let index = low; index < roots.length; index += 1) {
    const box = roots[index];
    if (!box || box.y > bottom) break;
    out.push(box);
  }
  return out;
}

/** The deepest control under the point. */
export function controlAt(layout: FormLayout, x: number, y: number): ControlBox | undefined {
  const root = layout.roots.find((box) => contains(box, x, y));
  if (!root) return undefined;
  const start = layout.boxes.indexOf(root);
  let found: ControlBox = root;
  for (let index = start + 1; index < root.end; index += 1) {
    const box = layout.boxes[index];
    if (box && contains(box, x, y)) found = box;
  }
  return found;
}

export function cellAt(layout: FormLayout, x: number, y: number): CellBox | undefined {
  let found: CellBox | undefined;
  for (const cell of layout.cells) if (contains(cell, x, y)) found = cell;
  return found;
}

export function tabAt(layout: FormLayout, x: number, y: number): TabHeaderBox | undefined {
  return layout.tabs.find((tab) => contains(tab, x, y));
}

/** Whether `slot` lies inside the control `key` (a control cannot be dropped into itself). */
function slotInside(layout: FormLayout, slot: SlotBox, key: string | undefined): boolean {
  if (!key || slot.slot.containerKey === null) return false;
  const dragged = layout.boxes.find((box) => box.key === key);
  if (!dragged) return false;
  const start = layout.boxes.indexOf(dragged);
  for (let index = start; index < dragged.end; index += 1) {
    if (layout.boxes[index]?.key === slot.slot.containerKey) return true;
  }
  return false;
}

/**
 * Where a control of `type` dropped at (x, y) lands: the deepest list under the point that accepts
 * the type, at the position nearest the pointer. When `movingKey` is given, the index counts
 * positions after that control was taken out of its list (as MoveControlCommand expects).
 */
export function dropTarget(
  layout: FormLayout,
  x: number,
  y: number,
  type: ControlType,
  movingKey?: string,
): DropTarget | undefined {
  let slot: SlotBox | undefined;
  for (const candidate of layout.slots) {
    if (!contains(candidate, x, y) || !canPlace(type, candidate.kind)) continue;
    if (slotInside(layout, candidate, movingKey)) continue;
    if (!slot || candidate.depth >= slot.depth) slot = candidate;
  }
  if (!slot) {
    const root = layout.slots[0];
    if (!root || !canPlace(type, root.kind)) return undefined;
    slot = root;
    y = Math.max(root.y, Math.min(y, root.y + root.height));
  }
  const horizontal = slot.direction === 'horizontal';
  const children = slot.children;
  let index = children.findIndex((box) =>
    horizontal ? x < box.x + box.width / 2 : y < box.y + box.height / 2,
  );
  if (index < 0) index = children.length;
  const before = children[index - 1];
  const after = children[index];
  const line: DropTarget['line'] = horizontal
    ? {
        x: after ? after.x - 2 : before ? before.x + before.width + 2 : slot.x + 48,
        y: slot.y,
        length: slot.height,
        direction: 'vertical',
      }
    : {
        x: slot.x + 4,
        y: after ? after.y - 2 : before ? before.y + before.height + 2 : slot.y + 4,
        length: slot.width - 8,
        direction: 'horizontal',
      };
  let place: Place = { slot: slot.slot, index };
  if (movingKey) {
    const from = children.findIndex((box) => box.key === movingKey);
    if (from >= 0 && from < index) place = { slot: slot.slot, index: index - 1 };
  }
  return { slot: place.slot, index: place.index, line };
}

/** Boxes of every control in document order, for arrow-key navigation. */
export function flatOrder(layout: FormLayout): string[] {
  return layout.boxes.map((box) => box.key);
}
