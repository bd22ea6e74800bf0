/**
 * How many controls of a long list to render: the first FIRST_STEP at once (a few screens, enough for the
 * first paint), then, once that frame is painted, all the others in one batch: one render, one commit and one
 * layout for the rest of the form, where rendering it in steps cost a commit, a layout and a task per step.
 * Everything renders at once after a submit attempt (the first error must be focusable) and in lists of
 * at most FIRST_STEP controls.
 */
import { useEffect, useState } from 'react';
import { useIsRevealed } from '../state/storeHooks';

export const FIRST_STEP = 60;

export function useProgressiveCount(length: number): number {
  const [isAllIn, setAllIn] = useState(false);
  const isRevealed = useIsRevealed();
  const isComplete = isAllIn || isRevealed || length <= FIRST_STEP;
  useEffect(() => {
    if (isComplete) return;
    // a task queued from an animation frame runs after that frame is painted
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAllIn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isComplete]);
  return isComplete ? length : FIRST_STEP;
}
