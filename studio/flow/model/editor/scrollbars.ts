/** Scrollbar geometry of the canvas along one axis (pure). */

export interface ScrollAxis {
  /** Thumb offset and length in track px. */
  start: number;
  length: number;
  /** Flow units per track px (to turn a thumb drag into a pan). */
  unitsPerPx: number;
}

/**
 * `contentStart/contentLength`: the flow's extent; `viewStart/viewLength`: what the viewport shows (flow
 * units). The scroll range is their union, so the thumb never leaves the track.
 */
export function scrollAxis(
  contentStart: number,
  contentLength: number,
  viewStart: number,
  viewLength: number,
  track: number,
): ScrollAxis {
  const from = Math.min(contentStart, viewStart);
  const to = Math.max(contentStart + contentLength, viewStart + viewLength);
  const range = Math.max(1, to - from);
  const unitsPerPx = range / Math.max(1, track);
  const length = Math.max(24, Math.min(track, viewLength / unitsPerPx));
  const start = Math.min(track - length, (viewStart - from) / unitsPerPx);
  return { start: Math.max(0, start), length, unitsPerPx };
}
