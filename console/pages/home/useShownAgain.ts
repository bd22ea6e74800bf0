import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onShown` when the element shows again after its kept-alive tab was hidden (console spec §2.5: a tab's page
 * stays mounted while hidden), so figures read on a tab switch are current. Scrolling out of view does not count.
 */
export const useShownAgain = (ref: RefObject<HTMLElement | null>, onShown: () => void) => {
  const latest = useRef(onShown);
  useEffect(() => {
    latest.current = onShown;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let wasHidden = false;
    const observer = new IntersectionObserver((entries) => {
      const isShown = entries.some((entry) => entry.isIntersecting);
      if (isShown && wasHidden) latest.current();
      wasHidden = !isShown && element.closest('[hidden]') !== null;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
};
