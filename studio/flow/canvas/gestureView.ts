/**
 * Arithmetic of the drawn canvas during a pan or zoom gesture (pure). The stage is drawn for one view (the
 * "drawn" view) over the screen plus a margin on every side; while a gesture goes on, a CSS transform shows that
 * drawing at the live view, and the stage is drawn again only at rest or when the drawing no longer covers the
 * screen.
 */
import type { Rect } from '../model/layout';
import { viewportToFlow } from '../model/layout';
import type { Size, View } from '../model/editor';

/** Part of the screen drawn beyond each edge, so a pan shows drawn cards, not an empty band. */
export const OVERSCAN = 0.5;

/** How far the drawing reaches beyond each screen edge, in screen px. */
export function overscan(screen: Size): Size {
  return { width: Math.round(screen.width * OVERSCAN), height: Math.round(screen.height * OVERSCAN) };
}

/** The flow rectangle a drawing for `view` covers: the screen and `margin` beyond each edge. */
export function drawnRect(view: View, screen: Size, margin: Size = overscan(screen)): Rect {
  return viewportToFlow(
    { width: screen.width + margin.width * 2, height: screen.height + margin.height * 2 },
    { x: view.pan.x + margin.width, y: view.pan.y + margin.height },
    view.zoom,
  );
}

/** Scale and offset (screen px, origin at the screen's top left) that move the drawing for `drawn` to `live`. */
export interface GestureTransform {
  scale: number;
  x: number;
  y: number;
}

/**
 * The transform that shows a drawing made for `drawn` at the view `live`, or null when the moved drawing would
 * leave part of the screen uncovered (time to draw again).
 */
export function gestureTransform(
  drawn: View,
  live: View,
  screen: Size,
  margin: Size = overscan(screen),
): GestureTransform | null {
  const scale = live.zoom / drawn.zoom;
  const x = live.pan.x - drawn.pan.x * scale;
  const y = live.pan.y - drawn.pan.y * scale;
  const left = x - margin.width * scale;
  const top = y - margin.height * scale;
  const right = x + (screen.width + margin.width) * scale;
  const bottom = y + (screen.height + margin.height) * scale;
  const isCovered = left <= 0 && top <= 0 && right >= screen.width && bottom >= screen.height;
  return isCovered ? { scale, x, y } : null;
}

/** The CSS transform of a transform (identity: no transform). */
export function cssTransform(transform: GestureTransform): string {
  if (transform.scale === 1 && transform.x === 0 && transform.y === 0) return '';
  return `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})`;
}
