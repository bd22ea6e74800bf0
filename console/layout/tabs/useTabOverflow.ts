import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { overflowEdges, revealDelta, scrollStep, type OverflowEdges } from './tabOverflow';

const NONE: OverflowEdges = { canScrollBack: false, canScrollForward: false };

/**
 * Watches a tab strip for tabs hidden past either end, keeps the active tab scrolled into view, and scrolls by
 * most of a view on request. `activeKey` and `count` re-run the checks when the active tab or the tabs change.
 */
export const useTabOverflow = (activeKey: string, count: number) => {
  const stripRef = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<OverflowEdges>(NONE);

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const next = overflowEdges(strip);
    setEdges((prev) =>
      prev.canScrollBack === next.canScrollBack && prev.canScrollForward === next.canScrollForward
        ? prev
        : next,
    );
  }, []);

  /** Scrolls the active tab fully into view, then measures. */
  const reveal = useCallback(() => {
    const strip = stripRef.current;
    // the whole active tab: its title and its close button
    const active = strip?.querySelector<HTMLElement>('[aria-selected="true"]')?.parentElement;
    if (strip && active)
      strip.scrollLeft += revealDelta(strip.getBoundingClientRect(), active.getBoundingClientRect());
    measure();
  }, [measure]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // A resize (the window, the side menu, the scroll buttons appearing) may hide the active tab again.
    const observer = new ResizeObserver(reveal);
    observer.observe(strip);
    strip.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      strip.removeEventListener('scroll', measure);
    };
  }, [measure, reveal]);

  useLayoutEffect(() => reveal(), [activeKey, count, reveal]);

  const scroll = useCallback((isForward: boolean) => {
    const strip = stripRef.current;
    if (!strip) return;
    const isRtl = getComputedStyle(strip).direction === 'rtl';
    strip.scrollBy({ left: scrollStep(strip.clientWidth, isForward, isRtl), behavior: 'smooth' });
  }, []);

  return { stripRef, edges, scroll };
};
