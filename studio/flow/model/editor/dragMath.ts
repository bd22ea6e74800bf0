/** Where a dragged card lands (pure): the nearest plus slot, or the sibling branch under the pointer. */
import { findGroupOfBranch } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';
import type { AddSlot, LayoutBox } from '../layout';
import type { Point } from './viewMath';

/** How near (flow px) a dragged node must come to a plus slot to land there. */
export const DROP_DISTANCE = 80;

/** The plus slot nearest to a flow point, within `DROP_DISTANCE`. */
export function dropSlotNear(slots: readonly AddSlot[], point: Point): AddSlot | undefined {
  let best: { slot: AddSlot; distance: number } | undefined;
  for (const slot of slots) {
    const distance = Math.hypot(slot.x - point.x, slot.y - point.y);
    if (distance < DROP_DISTANCE && (!best || distance < best.distance)) best = { slot, distance };
  }
  return best?.slot;
}

/** The first node card (other than `exceptId`) whose rectangle holds the point, edges included. */
export function cardAt(boxes: readonly LayoutBox[], point: Point, exceptId = ''): LayoutBox | undefined {
  return boxes.find(
    (box) =>
      box.kind === 'node' &&
      box.id !== exceptId &&
      point.x >= box.x &&
      point.x <= box.x + box.width &&
      point.y >= box.y &&
      point.y <= box.y + box.height,
  );
}

export interface BranchMove {
  groupId: string;
  from: number;
  to: number;
}

/** A branch card dropped on a sibling branch takes its place: the move, or undefined off a sibling. */
export function branchMoveAt(
  root: FlowNode,
  boxes: readonly LayoutBox[],
  branchId: string,
  point: Point,
): BranchMove | undefined {
  const from = findGroupOfBranch(root, branchId);
  if (!from) return undefined;
  const target = cardAt(boxes, point, branchId);
  const to = target ? findGroupOfBranch(root, target.id) : undefined;
  if (!to || to.group.id !== from.group.id) return undefined;
  return { groupId: from.group.id, from: from.index, to: to.index };
}
