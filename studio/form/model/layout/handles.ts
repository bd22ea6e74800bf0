/** Geometry of the selection outline's copy and delete handles. Pure. */
import type { Rect } from './layoutTypes';

export const HANDLE_SIZE = 22;

export function handleRects(box: Rect): { copy: Rect; remove: Rect } {
  const y = box.y + 2;
  const right = box.x + box.width - 2;
  return {
    copy: { x: right - 2 * HANDLE_SIZE - 4, y, width: HANDLE_SIZE, height: HANDLE_SIZE },
    remove: { x: right - HANDLE_SIZE, y, width: HANDLE_SIZE, height: HANDLE_SIZE },
  };
}
