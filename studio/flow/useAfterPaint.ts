/**
 * Model state that a costly view follows one frame late: when what `track` reads changes, `compute` runs and
 * its value is handed to React only after the browser has painted the frame of the change. The mini-map and
 * the problems list use it, so that first paint, edits and pans are not held up by them. Null until the
 * first value arrives (after the first paint).
 */
import { useEffect, useState } from 'react';
import { reaction, untracked } from 'mobx';

export function useAfterPaint<T>(track: () => unknown, compute: () => T): T | null {
  const [shown, setShown] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    const show = () => {
      if (frame !== 0) return; // already scheduled: it computes the latest value
      // a task queued from an animation frame runs after that frame has been painted
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          frame = 0;
          timer = 0;
          setShown({ value: untracked(compute) });
        }, 0);
      });
    };
    const dispose = reaction(track, show, { fireImmediately: true });
    return () => {
      dispose();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [track, compute]);
  return shown ? shown.value : null;
}
