import { useEffect, useRef } from 'react';

/** Calls `onEnd` whenever the returned element (placed after the last row) scrolls into view. */
export function useEndReached(onEnd: () => void, isActive: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !isActive) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive]);
  return ref;
}
