/** How far a strip is scrolled along its inline axis, as the browser reports it. */
export interface StripScroll {
  /** `scrollLeft`: 0 at the start, negative when scrolled in a right-to-left strip. */
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export interface OverflowEdges {
  /** Tabs are hidden before the visible part (left in LTR, right in RTL). */
  canScrollBack: boolean;
  /** Tabs are hidden after the visible part. */
  canScrollForward: boolean;
}

/** Browsers report fractional sizes; a pixel of slack keeps an edge from flickering. */
const SLACK = 1;

/** Which ends of a tab strip hide tabs, in either writing direction. */
export const overflowEdges = ({ scrollLeft, clientWidth, scrollWidth }: StripScroll): OverflowEdges => {
  const scrolled = Math.abs(scrollLeft);
  return {
    canScrollBack: scrolled > SLACK,
    canScrollForward: scrolled + clientWidth < scrollWidth - SLACK,
  };
};

/** The `scrollLeft` change that moves a strip most of a view back or forward, honouring the writing direction. */
export const scrollStep = (clientWidth: number, isForward: boolean, isRtl: boolean): number => {
  const distance = Math.max(clientWidth * 0.8, 1);
  return (isForward ? distance : -distance) * (isRtl ? -1 : 1);
};

/** Left and right edges on screen, as from `getBoundingClientRect`. */
export interface Span {
  left: number;
  right: number;
}

/**
 * The `scrollLeft` change that brings a tab fully into the strip's view (0 when it already is). Screen
 * coordinates grow rightwards and so does `scrollLeft` in either writing direction, so one rule serves both.
 */
export const revealDelta = (strip: Span, tab: Span, margin = 8): number => {
  if (tab.left < strip.left) return tab.left - strip.left - margin;
  if (tab.right > strip.right) return tab.right - strip.right + margin;
  return 0;
};
