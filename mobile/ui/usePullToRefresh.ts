import { useRef, useState, type TouchEvent } from 'react';

/** How far (px) a pull from the top must go to refresh. */
export const PULL_THRESHOLD = 64;

/**
 * Pull to refresh: a downward swipe that starts while the page is scrolled to the top refreshes once released
 * past the threshold. Answers the touch handlers and how far the pull has gone (for the hint).
 */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  return {
    distance,
    isArmed: distance >= PULL_THRESHOLD,
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      },
      onTouchMove: (event: TouchEvent) => {
        if (start.current === null) return;
        const y = event.touches[0]?.clientY ?? start.current;
        setDistance(Math.max(0, Math.min(120, y - start.current)));
      },
      onTouchEnd: () => {
        if (start.current !== null && distance >= PULL_THRESHOLD) onRefresh();
        start.current = null;
        setDistance(0);
      },
    },
  };
}
