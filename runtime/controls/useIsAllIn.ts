/**
 * Whether a long list may render all of its controls yet. A list longer than FIRST_STEP renders its first
 * FIRST_STEP controls at once (a tall screen's worth, enough for the first paint); once that frame is painted,
 * the rest renders at once in the same task (flushSync: no wait for the scheduler, no frame in between), as one
 * render, one commit and one layout. Everything renders at once after a submit attempt (the first error must be
 * focusable).
 *
 * Why not more at first: blocks of rows far off screen skip layout (content-visibility: auto), but the
 * browser first lays out every block near the screen, then finds which ones are off it and lays the page out
 * again in a task of its own; with no more rows than about a screen and a half, the first frame needs no such
 * second pass.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIsRevealed } from '../state/storeHooks';

export const FIRST_STEP = 24;

/** `beforeAll` runs first, in the same batch: it reads the page as the first rows left it. */
export function useIsAllIn(length: number, beforeAll?: () => void): boolean {
  const [isAllIn, setAllIn] = useState(false);
  const before = useRef(beforeAll);
  useEffect(() => {
    before.current = beforeAll;
  });
  const isRevealed = useIsRevealed();
  const isComplete = isAllIn || isRevealed || length <= FIRST_STEP;
  useEffect(() => {
    if (isComplete) return;
    // a task queued from an animation frame runs after that frame is painted
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(
        () =>
          flushSync(() => {
            before.current?.();
            setAllIn(true);
          }),
        0,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isComplete]);
  return isComplete;
}
