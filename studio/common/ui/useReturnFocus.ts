import { useCallback, useEffect, useRef } from 'react';
import { Classes } from '@blueprintjs/core';

/**
 * Where the focus goes when a dialog has closed. Blueprint gives it back to the element focused before the dialog
 * opened; when that was an item of a popover menu (the user menu's "Log out", a table row's "More"), the item went
 * away with the popover and the focus would fall to the page. This remembers the last element focused outside the
 * overlays (the popover's button) and focuses it in that case.
 */
export function useReturnFocus(): (node: HTMLElement) => void {
  const lastOutside = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(`.${Classes.PORTAL}`))
        lastOutside.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  /** Called once the dialog (`node`) has closed: the focus still in it or on the page means the opener is gone. */
  return useCallback((node: HTMLElement) => {
    const active = document.activeElement;
    if (active && active !== document.body && !node.contains(active)) return;
    if (lastOutside.current?.isConnected) lastOutside.current.focus();
  }, []);
}
