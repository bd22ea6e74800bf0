/** The span lengths (days) the wait rollup keeps; each span starts at a multiple of its length. */
export const GRAINS = [64, 16, 4, 1] as const;

export interface DaySpan {
  grain: number;
  /** The first day (days since 1970-01-01 UTC). */
  day: number;
}

/**
 * Days [first, end) as the fewest aligned spans, longest first where they fit: a year is about 20 spans, one day
 * is one.
 */
export const spansOf = (first: number, end: number): DaySpan[] => {
  const spans: DaySpan[] = [];
  let day = first;
  while (day < end) {
    const grain = GRAINS.find((g) => day % g === 0 && day + g <= end) ?? 1;
    spans.push({ grain, day });
    day += grain;
  }
  return spans;
};
