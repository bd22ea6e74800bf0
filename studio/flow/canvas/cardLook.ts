/** How a card is outlined: selection, problems, simulated path and read-only progress (pure). */
import type { NodeDisplayStatus } from '@shared/flow/types';
import { isDeletableNode } from '@shared/flow/treeEdit';
import type { LayoutBox } from '../model/layout';
import type { CardLook } from './drawFlow';
import { COLORS, STATUS_COLORS } from './theme';

export interface LookContext {
  selectedId: string;
  hasProblem(box: LayoutBox): boolean;
  pathIds: ReadonlySet<string> | null;
  statuses: Readonly<Record<string, NodeDisplayStatus>> | null;
  isReadOnly: boolean;
  /** Outline colour per node id (read-only heat view), or null. */
  heat?: Readonly<Record<string, string>> | null;
  /** With `heat`: the nodes of the emphasised path (the others are dimmed), or null. */
  heatPath?: ReadonlySet<string> | null;
  /** With `heat`: nodes drawn dimmed (ghosts), or null. */
  ghostIds?: ReadonlySet<string> | null;
}

/** Outline width of a node coloured by the heat view: wide enough to read at a fitted zoom. */
export const HEAT_BORDER_WIDTH = 6;

const looks = new Map<string, CardLook>();

/** Cached per combination, so unchanged cards keep the same look object (memoized shapes stay put). */
function look(border: string | null, borderWidth: number, showClose: boolean, isFaded: boolean): CardLook {
  const key = `${border}|${borderWidth}|${showClose}|${isFaded}`;
  let found = looks.get(key);
  if (!found) {
    found = { border, borderWidth, showClose, isFaded };
    looks.set(key, found);
  }
  return found;
}

export function cardLook(box: LayoutBox, context: LookContext): CardLook {
  const node = box.node;
  const showClose = !context.isReadOnly && node !== undefined && isDeletableNode(node);
  if (context.heat) {
    const color = context.heat[box.id];
    const path = context.heatPath;
    const isFaded = path ? !path.has(box.id) : (context.ghostIds?.has(box.id) ?? false);
    if (context.selectedId === box.id)
      return look(color ?? COLORS.selected, HEAT_BORDER_WIDTH + 2, false, false);
    if (color) return look(color, HEAT_BORDER_WIDTH, false, isFaded);
    return path?.has(box.id) ? look(COLORS.heatPath, 3, false, false) : look(null, 0, false, isFaded);
  }
  if (context.statuses) {
    const status = context.statuses[box.id] ?? -1;
    return look(STATUS_COLORS[status], 3, false, status === 0);
  }
  if (context.selectedId === box.id) return look(COLORS.selected, 2, showClose, false);
  if (context.pathIds)
    return context.pathIds.has(box.id)
      ? look(COLORS.path, 3, showClose, false)
      : look(null, 0, showClose, true);
  if (context.hasProblem(box)) return look(COLORS.error, 2, showClose, false);
  return look(null, 0, showClose, false);
}
