/** Zoom steps, viewport culling and the mini-map transform (workflow spec §2.6, §9). */
import type { AddSlot, FlowLayout, LayoutBox, LayoutEdge, Rect } from './layoutTypes';

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 25;
export const ZOOM_DEFAULT = 100;
export const MINI_MAP_WIDTH = 202;
export const MINI_MAP_HEIGHT = 150;

/** Clamps to 50..200 and snaps to the 25 grid. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_DEFAULT;
  const snapped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped));
}

export function zoomIn(zoom: number): number {
  return clampZoom(clampZoom(zoom) + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(clampZoom(zoom) - ZOOM_STEP);
}

export function canZoomIn(zoom: number): boolean {
  return clampZoom(zoom) < ZOOM_MAX;
}

export function canZoomOut(zoom: number): boolean {
  return clampZoom(zoom) > ZOOM_MIN;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Boxes touching the viewport rectangle (flow coordinates), for drawing only what shows. */
export function visibleBoxes(layout: FlowLayout, viewport: Rect): LayoutBox[] {
  return layout.boxes.filter((box) => intersects(box, viewport));
}

function edgeBounds(edge: LayoutEdge): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let index = 0; index + 1 < edge.points.length; index += 2) {
    const x = edge.points[index] ?? 0;
    const y = edge.points[index + 1] ?? 0;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  // Lines have no area; give them a hairline so touching counts.
  return { x: minX - 0.5, y: minY - 0.5, width: maxX - minX + 1, height: maxY - minY + 1 };
}

export function isEdgeInView(edge: LayoutEdge, viewport: Rect): boolean {
  return intersects(edgeBounds(edge), viewport);
}

export function visibleEdges(layout: FlowLayout, viewport: Rect): LayoutEdge[] {
  return layout.edges.filter((edge) => isEdgeInView(edge, viewport));
}

/** A plus button shows when its 160×32 area (button and drop slot) touches the viewport. */
export function isSlotInView(slot: AddSlot, viewport: Rect): boolean {
  return intersects({ x: slot.x - 80, y: slot.y - 16, width: 160, height: 32 }, viewport);
}

/** The flow rectangle a screen viewport shows, for a pan offset (screen px) and a zoom in percent. */
export function viewportToFlow(
  screen: { width: number; height: number },
  pan: { x: number; y: number },
  zoom: number,
): Rect {
  const scale = clampZoom(zoom) / 100;
  return { x: -pan.x / scale, y: -pan.y / scale, width: screen.width / scale, height: screen.height / scale };
}

export interface MiniMapTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Fits `bounds` (with `padding` flow units around) into the 202x150 mini-map, centred. */
export function miniMapTransform(
  bounds: Rect,
  size = { width: MINI_MAP_WIDTH, height: MINI_MAP_HEIGHT },
  padding = 20,
): MiniMapTransform {
  const width = Math.max(1, bounds.width + padding * 2);
  const height = Math.max(1, bounds.height + padding * 2);
  const scale = Math.min(size.width / width, size.height / height);
  return {
    scale,
    offsetX: (size.width - bounds.width * scale) / 2 - bounds.x * scale,
    offsetY: (size.height - bounds.height * scale) / 2 - bounds.y * scale,
  };
}

export function toMiniMap(rect: Rect, transform: MiniMapTransform): Rect {
  return {
    x: rect.x * transform.scale + transform.offsetX,
    y: rect.y * transform.scale + transform.offsetY,
    width: rect.width * transform.scale,
    height: rect.height * transform.scale,
  };
}

/** A mini-map click (mini-map px) back to the flow point it shows. */
export function fromMiniMap(
  point: { x: number; y: number },
  transform: MiniMapTransform,
): { x: number; y: number } {
  return {
    x: (point.x - transform.offsetX) / transform.scale,
    y: (point.y - transform.offsetY) / transform.scale,
  };
}
