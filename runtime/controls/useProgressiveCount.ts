/**
 * How many controls of a long list to render: the first FIRST_STEP at once (a few screens, enough for the
 * first paint), then STEP more per task as a transition, so typing is never blocked, until all are in.
 * Everything renders at once after a submit attempt (the first error must be focusable) and in lists of
 * at most FIRST_STEP controls.
 */
import { startTransition, useEffect, useState } from 'react';
import { useIsRevealed } from '../state/storeHooks';

export const FIRST_STEP = 60;
export const STEP = 120;

export function useProgressiveCount(length: number): number {
  const [count, setCount] = useState(FIRST_STEP);
  const isRevealed = useIsRevealed();
  const isComplete = isRevealed || count >= length;
  useEffect(() => {
    if (isComplete) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + STEP)), 0);
    return () => clearTimeout(timer);
  }, [isComplete, count]);
  return isComplete ? length : count;
}
