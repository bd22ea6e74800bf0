/**
 * Reading direction of the form canvas (pure). The layout, hit testing and the document stay in logical
 * order, laid out left to right; a right-to-left page sees the mirror image of that layout across the
 * canvas width, as the form runtime's DOM does under `dir="rtl"`. These few functions are the only place
 * that knows: where a pointer on screen lands in the layout, how the drawing layers are transformed, how
 * a text is flipped back upright and aligned, and which way a sideways arrow key goes.
 */
export type ReadingDirection = 'ltr' | 'rtl';

/** A text's alignment: `start`/`end` follow the reading direction, `left`/`right` are physical (a designer's choice). */
export type TextAlign = 'start' | 'end' | 'left' | 'center' | 'right';

const isMirrored = (direction: ReadingDirection): boolean => direction === 'rtl';

/**
 * The x of a screen point in the layout, and of a layout point on screen (the mirror is its own inverse).
 * `width` is the canvas width.
 */
export function mirrorX(x: number, width: number, direction: ReadingDirection): number {
  return isMirrored(direction) ? width - x : x;
}

/** A pointer position on the canvas (screen) as a point of the layout, for hit testing and drops. */
export function toLayoutPoint(
  point: { x: number; y: number },
  width: number,
  direction: ReadingDirection,
): { x: number; y: number } {
  return { x: mirrorX(point.x, width, direction), y: point.y };
}

/** The transform of a drawing layer: layout coordinates in, screen out (`screenX = x + scaleX · layoutX`). */
export function layerTransform(width: number, direction: ReadingDirection): { x: number; scaleX: 1 | -1 } {
  return isMirrored(direction) ? { x: width, scaleX: -1 } : { x: 0, scaleX: 1 };
}

/**
 * A text node inside a mirrored layer, flipped back so its glyphs read normally while it keeps its layout
 * box: Konva places a point p of the text at `x + scaleX · (p - offsetX)`, so [0, width] fills [x, x + width].
 */
export function uprightTransform(
  x: number,
  width: number,
  direction: ReadingDirection,
): { x: number; scaleX: 1 | -1; offsetX: number } {
  return isMirrored(direction) ? { x, scaleX: -1, offsetX: width } : { x, scaleX: 1, offsetX: 0 };
}

/** The physical alignment of an upright text: a start-aligned text hugs the right edge in right-to-left. */
export function physicalAlign(
  align: TextAlign | undefined,
  direction: ReadingDirection,
): 'left' | 'center' | 'right' {
  const value = align ?? 'start';
  if (value === 'start') return isMirrored(direction) ? 'right' : 'left';
  if (value === 'end') return isMirrored(direction) ? 'left' : 'right';
  return value;
}

/** Left and right arrow keys as a step in reading order: right is forward left to right, back right to left. */
export function sidewaysStep(key: string, direction: ReadingDirection): 'forward' | 'back' | undefined {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return undefined;
  return (key === 'ArrowRight') !== isMirrored(direction) ? 'forward' : 'back';
}
