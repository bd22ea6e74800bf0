/**
 * A laid-out flow kept as its memoized fragments (see `layoutFlow.ts`). Bounds come from the root fragment,
 * viewport queries walk only the fragments near the viewport, and the flat lists (`boxes`, `edges`, `slots`)
 * are copied out once, the first time something asks for all of them. So an edit costs O(depth) until a
 * consumer really needs every item.
 */
import type { FlowNode } from '@shared/flow/types';
import type { AddSlot, ChainLayout, FlowLayout, LayoutBox, LayoutEdge, Rect } from './layoutTypes';
import { LAYOUT } from './layoutTypes';
import { intersects, isEdgeInView, isSlotInView } from './viewport';

/** Items of a layout, each list in drawing order. */
export interface LayoutItems {
  boxes: LayoutBox[];
  edges: LayoutEdge[];
  slots: AddSlot[];
}

/** Items reach at most this far (edge hairlines) outside their fragment's width × own height. */
const REACH = 1;

function moved(points: number[], dx: number, dy: number): number[] {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = points;
  if (points.length === 4) return [x0 + dx, y0 + dy, x1 + dx, y1 + dy];
  return points.map((value, index) => value + (index % 2 === 0 ? dx : dy));
}

/** A box at its absolute position; `group` marks the card heading a branch column. */
function placedBox(box: LayoutBox, dx: number, dy: number, group: FlowNode | undefined): LayoutBox {
  const placed: LayoutBox = {
    id: box.id,
    kind: box.kind,
    node: box.node,
    x: box.x + dx,
    y: box.y + dy,
    width: box.width,
    height: box.height,
  };
  if (group) placed.group = group;
  if (box.frame) placed.frame = { ...box.frame, x: box.frame.x + dx, y: box.frame.y + dy };
  return placed;
}

/** Copies a chain's items into `out` at absolute positions (branch columns first, as drawn). */
function flatten(out: LayoutItems, chain: ChainLayout, dx: number, dy: number, group?: FlowNode): void {
  let y = dy;
  for (let part: ChainLayout | null = chain; part; part = part.rest) {
    for (const column of part.columns)
      flatten(out, column.fragment, dx + column.dx, y + column.dy, column.group);
    const head = part === chain ? group : undefined;
    for (const box of part.boxes) out.boxes.push(placedBox(box, dx, y, head));
    for (const edge of part.edges) out.edges.push({ points: moved(edge.points, dx, y) });
    for (const slot of part.slots) out.slots.push({ afterId: slot.afterId, x: slot.x + dx, y: slot.y + y });
    y += part.ownHeight;
  }
}

/** Like `flatten`, keeping only what touches `area`; skips fragments that lie wholly outside it. */
function collectVisible(
  out: LayoutItems,
  chain: ChainLayout,
  dx: number,
  dy: number,
  area: Rect,
  group?: FlowNode,
): void {
  const bottom = area.y + area.height;
  let y = dy;
  for (let part: ChainLayout | null = chain; part; part = part.rest) {
    if (y - REACH > bottom) return; // the rest of the chain lies further down
    const partBottom = y + part.ownHeight;
    const half = part.width / 2 + REACH;
    if (partBottom + REACH >= area.y && dx + half >= area.x && dx - half <= area.x + area.width) {
      for (const column of part.columns)
        collectVisible(out, column.fragment, dx + column.dx, y + column.dy, area, column.group);
      const head = part === chain ? group : undefined;
      for (const box of part.boxes) {
        const placed = placedBox(box, dx, y, head);
        if (intersects(placed, area)) out.boxes.push(placed);
      }
      for (const edge of part.edges) {
        const placed = { points: moved(edge.points, dx, y) };
        if (isEdgeInView(placed, area)) out.edges.push(placed);
      }
      for (const slot of part.slots) {
        const placed = { afterId: slot.afterId, x: slot.x + dx, y: slot.y + y };
        if (isSlotInView(placed, area)) out.slots.push(placed);
      }
    }
    y = partBottom;
  }
}

type BoxVisitor = (box: LayoutBox, x: number, y: number, group: FlowNode | undefined) => boolean | void;

/** Visits every box in drawing order at its absolute position (without copying); false from `visit` stops. */
function visitBoxes(
  chain: ChainLayout,
  dx: number,
  dy: number,
  visit: BoxVisitor,
  group?: FlowNode,
): boolean {
  let y = dy;
  for (let part: ChainLayout | null = chain; part; part = part.rest) {
    for (const column of part.columns)
      if (!visitBoxes(column.fragment, dx + column.dx, y + column.dy, visit, column.group)) return false;
    const head = part === chain ? group : undefined;
    for (const box of part.boxes) if (visit(box, box.x + dx, box.y + y, head) === false) return false;
    y += part.ownHeight;
  }
  return true;
}

type RectVisitor = (x: number, y: number, width: number, height: number) => void;

/** Every box's absolute rectangle, in drawing order (kept apart from `visitBoxes`: the mini-map calls it per box). */
function visitRects(chain: ChainLayout, dx: number, dy: number, visit: RectVisitor): void {
  let y = dy;
  for (let part: ChainLayout | null = chain; part; part = part.rest) {
    for (const column of part.columns) visitRects(column.fragment, dx + column.dx, y + column.dy, visit);
    for (const box of part.boxes) visit(box.x + dx, box.y + y, box.width, box.height);
    y += part.ownHeight;
  }
}

export class TreeLayout implements FlowLayout {
  readonly bounds: Rect;
  /** The end node, below the root chain. */
  private readonly end: LayoutBox;
  private flat: LayoutItems | undefined;

  constructor(readonly chain: ChainLayout) {
    this.end = {
      id: '',
      kind: 'end',
      x: -LAYOUT.endWidth / 2,
      y: chain.height,
      width: LAYOUT.endWidth,
      height: LAYOUT.endHeight,
    };
    // every item lies within half the chain's width of the centre line (the end node is narrower than a card)
    this.bounds = { x: -chain.width / 2, y: 0, width: chain.width, height: chain.height + LAYOUT.endHeight };
  }

  get boxes(): LayoutBox[] {
    return this.items().boxes;
  }

  get edges(): LayoutEdge[] {
    return this.items().edges;
  }

  get slots(): AddSlot[] {
    return this.items().slots;
  }

  /** What touches the viewport rectangle `area` (flow coordinates): the same items, in the same order, as filtering the flat lists. */
  visibleIn(area: Rect): LayoutItems {
    const out: LayoutItems = { boxes: [], edges: [], slots: [] };
    collectVisible(out, this.chain, 0, 0, area);
    if (intersects(this.end, area)) out.boxes.push({ ...this.end });
    return out;
  }

  /** The box of node `id` (a group's add-branch pill for a group; '' is the end node), without copying out the flat lists. */
  findBox(id: string): LayoutBox | undefined {
    let found: LayoutBox | undefined;
    visitBoxes(this.chain, 0, 0, (box, x, y, group) => {
      if (box.id !== id) return true;
      found = placedBox(box, x - box.x, y - box.y, group);
      return false;
    });
    return found ?? (id === this.end.id ? { ...this.end } : undefined);
  }

  /** Calls `visit` with each box's absolute rectangle, in drawing order (the mini-map draws them all). */
  forEachRect(visit: RectVisitor): void {
    visitRects(this.chain, 0, 0, visit);
    visit(this.end.x, this.end.y, this.end.width, this.end.height);
  }

  private items(): LayoutItems {
    if (!this.flat) {
      this.flat = { boxes: [], edges: [], slots: [] };
      flatten(this.flat, this.chain, 0, 0);
      this.flat.boxes.push({ ...this.end });
    }
    return this.flat;
  }
}
