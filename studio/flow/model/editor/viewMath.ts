/** Pan/zoom arithmetic for the canvas: fit to screen, centre on a box, zoom around a point (pure). */
import type { Rect } from '../layout';
import { clampZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../layout';

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface View {
  zoom: number;
  pan: Point;
}

/** The largest zoom step (50..100) at which `bounds` fits the screen with `margin` px around, centred. */
export function fitView(bounds: Rect, screen: Size, margin = 40): View {
  const scaleX = (screen.width - margin * 2) / Math.max(1, bounds.width);
  const scaleY = (screen.height - margin * 2) / Math.max(1, bounds.height);
  const fit = Math.floor((Math.min(scaleX, scaleY) * 100) / ZOOM_STEP) * ZOOM_STEP;
  const zoom = clampZoom(Math.min(100, Math.max(ZOOM_MIN, fit)));
  return { zoom, pan: centreOn(bounds, screen, zoom) };
}

/** Pan that puts the centre of `rect` at the centre of the screen. */
export function centreOn(rect: Rect, screen: Size, zoom: number): Point {
  const scale = zoom / 100;
  return {
    x: screen.width / 2 - (rect.x + rect.width / 2) * scale,
    y: screen.height / 2 - (rect.y + rect.height / 2) * scale,
  };
}

/** Pan that keeps the flow point under `anchor` (screen px) in place when zoom changes. */
export function zoomAround(view: View, nextZoom: number, anchor: Point): View {
  const zoom = clampZoom(nextZoom);
  const before = view.zoom / 100;
  const after = zoom / 100;
  const flowX = (anchor.x - view.pan.x) / before;
  const flowY = (anchor.y - view.pan.y) / before;
  return { zoom, pan: { x: anchor.x - flowX * after, y: anchor.y - flowY * after } };
}

/** One zoom step from a wheel or pinch delta (negative delta zooms in). */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (deltaY === 0) return zoom;
  return clampZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom + (deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP))));
}
