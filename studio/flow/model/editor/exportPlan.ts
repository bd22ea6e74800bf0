/**
 * What an exported flow image holds and how large it is: the diagram only (no editing controls such as the
 * "add branch" pills), a small margin around it and a title band. The pixel ratio is lowered so one image stays
 * under browser canvas limits (side and area), but never below 1: text is always at least as large as at 100 %
 * zoom. An image that is still too large at ratio 1 is cut into overlapping tiles, each under the limits.
 */
import type { FlowLayout, LayoutBox, LayoutEdge, Rect } from '../layout';

export interface ExportPlan {
  /** Image size in CSS px (before the pixel ratio). */
  width: number;
  height: number;
  pixelRatio: number;
  /** Where the flow's origin lands, in CSS px. */
  offsetX: number;
  offsetY: number;
  /** Margin around the image's content (title band and diagram). */
  padding: number;
  titleHeight: number;
}

export interface ExportLimits {
  maxSide: number;
  maxArea: number;
  preferredRatio: number;
  padding: number;
  titleHeight: number;
  /** How much neighbouring tiles share, in CSS px, so nothing is lost at a cut. */
  tileOverlap: number;
}

/** Chromium allows sides up to 32,767 px and about 268 M px in area; stay well below both. */
export const EXPORT_LIMITS: ExportLimits = {
  maxSide: 16_000,
  maxArea: 64_000_000,
  preferredRatio: 2,
  padding: 16,
  titleHeight: 56,
  tileOverlap: 64,
};

/** The lowest pixel ratio an export uses: text as large as on screen at 100 % zoom. */
export const MIN_EXPORT_RATIO = 1;

/** The part of a flow the image draws: cards, end node and lines, with their tight bounds. */
export interface ExportContent {
  boxes: LayoutBox[];
  edges: LayoutEdge[];
  bounds: Rect;
}

const EMPTY: Rect = { x: 0, y: 0, width: 0, height: 0 };

/**
 * The diagram without the editing controls. An "add branch" pill is left out, and the stretch of line it covered
 * (from the top of the group to its branch line) is drawn instead, so the flow stays connected.
 */
export function exportContent(layout: Pick<FlowLayout, 'boxes' | 'edges'>): ExportContent {
  const boxes = layout.boxes.filter((box) => box.kind !== 'addBranch');
  const bridges = layout.boxes
    .filter((box) => box.kind === 'addBranch')
    .map((pill) => {
      const centre = pill.x + pill.width / 2;
      return { points: [centre, pill.y, centre, pill.y + pill.height / 2] };
    });
  const edges = [...layout.edges, ...bridges];
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  const take = (x: number, y: number) => {
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  };
  for (const box of boxes) {
    take(box.x, box.y);
    take(box.x + box.width, box.y + box.height);
  }
  for (const edge of edges)
    for (let index = 0; index + 1 < edge.points.length; index += 2)
      take(edge.points[index] ?? 0, edge.points[index + 1] ?? 0);
  const bounds = left <= right ? { x: left, y: top, width: right - left, height: bottom - top } : EMPTY;
  return { boxes, edges, bounds };
}

/** `minWidth`: room the title band needs (a long flow name is not cut off above a narrow flow). */
export function planExport(bounds: Rect, limits: ExportLimits = EXPORT_LIMITS, minWidth = 0): ExportPlan {
  const width = Math.ceil(Math.max(bounds.width + limits.padding * 2, minWidth));
  const height = Math.ceil(bounds.height + limits.padding * 2 + limits.titleHeight);
  const bySide = Math.min(limits.maxSide / width, limits.maxSide / height);
  const byArea = Math.sqrt(limits.maxArea / (width * height));
  const pixelRatio = Math.max(MIN_EXPORT_RATIO, Math.min(limits.preferredRatio, bySide, byArea));
  return {
    width,
    height,
    pixelRatio,
    offsetX: (width - bounds.width) / 2 - bounds.x,
    offsetY: limits.padding + limits.titleHeight - bounds.y,
    padding: limits.padding,
    titleHeight: limits.titleHeight,
  };
}

/** One image of a tiled export: a part of the whole image, in its CSS px (before the pixel ratio). */
export interface ExportTile {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many parts of at most `max` cover `length` when neighbours share `overlap`. */
function partCount(length: number, max: number, overlap: number): number {
  return length <= max ? 1 : Math.ceil((length - overlap) / (max - overlap));
}

/** Equal parts: the smallest size at which `parts` of them, overlapping, cover `length`. */
function partSize(length: number, parts: number, overlap: number): number {
  return parts === 1 ? length : Math.ceil((length + (parts - 1) * overlap) / parts);
}

/** Where each part starts; the last one ends exactly at `length` (it may overlap its neighbour a little more). */
function partStarts(length: number, parts: number, size: number, overlap: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.min(i * (size - overlap), length - size));
}

/**
 * The images an export is made of, in reading order (rows top to bottom, each left to right): one covering the
 * whole image when it fits the limits at its pixel ratio, else equal tiles under the side and area limits that
 * cover it and overlap their neighbours by at least `tileOverlap`.
 */
export function planTiles(
  plan: Pick<ExportPlan, 'width' | 'height' | 'pixelRatio'>,
  limits: ExportLimits = EXPORT_LIMITS,
): ExportTile[] {
  const { width, height, pixelRatio } = plan;
  const overlap = limits.tileOverlap;
  const maxSide = Math.floor(limits.maxSide / pixelRatio);
  const columns = partCount(width, maxSide, overlap);
  const tileWidth = partSize(width, columns, overlap);
  const maxHeight = Math.min(maxSide, Math.floor(limits.maxArea / pixelRatio ** 2 / tileWidth));
  const rows = partCount(height, maxHeight, overlap);
  const tileHeight = partSize(height, rows, overlap);
  const xs = partStarts(width, columns, tileWidth, overlap);
  return partStarts(height, rows, tileHeight, overlap).flatMap((y) =>
    xs.map((x) => ({ x, y, width: tileWidth, height: tileHeight })),
  );
}

/** The flow name without characters file systems reject (`fallback` for an empty name). */
function fileBase(flowName: string, fallback: string): string {
  const clean = flowName.replace(/[\\/:*?"<>|]/g, '_').trim();
  return clean === '' ? fallback : clean;
}

/** A file name for the download: the flow name without characters file systems reject. */
export function exportFileName(flowName: string, fallback: string, extension = 'jpg'): string {
  return `${fileBase(flowName, fallback)}.${extension}`;
}

/** Names of a tiled export: `<flow>-tiles.zip` holding `<flow>-01-of-12.jpg` and so on, in reading order. */
export function tileFileNames(
  flowName: string,
  fallback: string,
  count: number,
): { zip: string; tiles: string[] } {
  const base = fileBase(flowName, fallback);
  const digits = Math.max(2, String(count).length);
  const number = (value: number) => String(value).padStart(digits, '0');
  return {
    zip: `${base}-tiles.zip`,
    tiles: Array.from({ length: count }, (_, i) => `${base}-${number(i + 1)}-of-${number(count)}.jpg`),
  };
}
