/**
 * What an exported flow image holds and how large it is: the diagram only (no editing controls such as the
 * "add branch" pills), a small margin around it and a title band, with the pixel ratio capped so the one output
 * canvas stays under browser limits (side and area).
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
}

/** Chromium allows sides up to 32,767 px and about 268 M px in area; stay well below both. */
export const EXPORT_LIMITS: ExportLimits = {
  maxSide: 16_000,
  maxArea: 64_000_000,
  preferredRatio: 2,
  padding: 16,
  titleHeight: 56,
};

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
  const pixelRatio = Math.min(limits.preferredRatio, bySide, byArea);
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

/** A file name for the download: the flow name without characters file systems reject. */
export function exportFileName(flowName: string, fallback: string): string {
  const clean = flowName.replace(/[\\/:*?"<>|]/g, '_').trim();
  return `${clean === '' ? fallback : clean}.jpg`;
}
