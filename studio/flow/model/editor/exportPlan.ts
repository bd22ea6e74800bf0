/**
 * Size of an exported flow image: the whole flow (not the viewport) plus a title band, with the pixel
 * ratio capped so the one output canvas stays under browser limits (side and area).
 */
import type { Rect } from '../layout';

export interface ExportPlan {
  /** Image size in CSS px (before the pixel ratio). */
  width: number;
  height: number;
  pixelRatio: number;
  /** Where the flow's origin lands, in CSS px. */
  offsetX: number;
  offsetY: number;
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
  padding: 40,
  titleHeight: 56,
};

export function planExport(bounds: Rect, limits: ExportLimits = EXPORT_LIMITS): ExportPlan {
  const width = Math.ceil(bounds.width + limits.padding * 2);
  const height = Math.ceil(bounds.height + limits.padding * 2 + limits.titleHeight);
  const bySide = Math.min(limits.maxSide / width, limits.maxSide / height);
  const byArea = Math.sqrt(limits.maxArea / (width * height));
  const pixelRatio = Math.min(limits.preferredRatio, bySide, byArea);
  return {
    width,
    height,
    pixelRatio,
    offsetX: limits.padding - bounds.x,
    offsetY: limits.padding + limits.titleHeight - bounds.y,
    titleHeight: limits.titleHeight,
  };
}

/** A file name for the download: the flow name without characters file systems reject. */
export function exportFileName(flowName: string, fallback: string): string {
  const clean = flowName.replace(/[\\/:*?"<>|]/g, '_').trim();
  return `${clean === '' ? fallback : clean}.jpg`;
}
