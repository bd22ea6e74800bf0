/**
 * Writes on the canvas element (`aria-busy`) whether a click would pick a control now: not for the 100 ms after a
 * selection change,
 * during which picks are ignored (workflow spec §4.3). The canvas shows it as `aria-busy`, so an assistive
 * tool or a test waits for the canvas to take picks again instead of clicking into the quiet window.
 *
 * The attribute is written on the element itself: a selection then changes only what shows it (the outline on the
 * canvas, the properties panel), not the canvas element and its stage, which would otherwise render again twice.
 */
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { reaction } from 'mobx';
import type { SelectionStore } from '../model';

export function useSettledAttribute(selection: SelectionStore, element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    let timer = 0;
    const settleLater = () => {
      window.clearTimeout(timer);
      const wait = selection.msUntilPickable();
      element.current?.setAttribute('aria-busy', String(wait > 0));
      // checked again when the timer fires: a timer may run a millisecond before the clock has moved on
      if (wait > 0) timer = window.setTimeout(settleLater, wait);
    };
    const dispose = reaction(() => selection.changedAt, settleLater, { fireImmediately: true });
    return () => {
      dispose();
      window.clearTimeout(timer);
    };
  }, [selection, element]);
}
