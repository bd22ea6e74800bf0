/**
 * Whether a click on the canvas would pick a control now: false for the 100 ms after a selection change,
 * during which picks are ignored (workflow spec §4.3). The canvas shows it as `aria-busy`, so an assistive
 * tool or a test waits for the canvas to take picks again instead of clicking into the quiet window.
 */
import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import type { SelectionStore } from '../model';

export function useSelectionSettled(selection: SelectionStore): boolean {
  const [isSettled, setIsSettled] = useState(() => selection.msUntilPickable() === 0);
  useEffect(() => {
    let timer = 0;
    const settleLater = () => {
      window.clearTimeout(timer);
      const wait = selection.msUntilPickable();
      setIsSettled(wait === 0);
      // checked again when the timer fires: a timer may run a millisecond before the clock has moved on
      if (wait > 0) timer = window.setTimeout(settleLater, wait);
    };
    const dispose = reaction(() => selection.changedAt, settleLater, { fireImmediately: true });
    return () => {
      dispose();
      window.clearTimeout(timer);
    };
  }, [selection]);
  return isSettled;
}
