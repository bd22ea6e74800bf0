/**
 * A model value that a costly view follows one frame late: when `read()` changes, the new value is handed to
 * React only after the browser has painted the frame of the change. The mini-map and the problems list use
 * it, so that first paint, edits and pans are not held up by them. `initial` shows until the first value
 * arrives (after the first paint).
 */
import { useEffect, useState } from 'react';
import { reaction } from 'mobx';

export function useAfterPaint<T>(read: () => T, initial: T): T {
  const [shown, setShown] = useState<{ value: T }>({ value: initial });
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    let latest: T | undefined;
    const show = (value: T) => {
      latest = value;
      if (frame !== 0 || timer !== 0) return; // already scheduled: it will show the latest value
      // a task queued from an animation frame runs after that frame has been painted
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          frame = 0;
          timer = 0;
          setShown({ value: latest as T });
        }, 0);
      });
    };
    const dispose = reaction(read, show, { fireImmediately: true });
    return () => {
      dispose();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [read]);
  return shown.value;
}
