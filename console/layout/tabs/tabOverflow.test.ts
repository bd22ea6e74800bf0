import { describe, expect, it } from 'vitest';
import { overflowEdges, revealDelta, scrollStep } from './tabOverflow';

describe('overflowEdges', () => {
  it.each([
    ['everything fits', { scrollLeft: 0, clientWidth: 800, scrollWidth: 800 }, false, false],
    ['at the start of a long strip', { scrollLeft: 0, clientWidth: 800, scrollWidth: 2000 }, false, true],
    ['in the middle', { scrollLeft: 500, clientWidth: 800, scrollWidth: 2000 }, true, true],
    ['at the end', { scrollLeft: 1200, clientWidth: 800, scrollWidth: 2000 }, true, false],
    [
      'at the end with a fractional size',
      { scrollLeft: 1199.5, clientWidth: 800, scrollWidth: 2000 },
      true,
      false,
    ],
    ['right-to-left, at the start', { scrollLeft: 0, clientWidth: 800, scrollWidth: 2000 }, false, true],
    ['right-to-left, in the middle', { scrollLeft: -500, clientWidth: 800, scrollWidth: 2000 }, true, true],
    ['right-to-left, at the end', { scrollLeft: -1200, clientWidth: 800, scrollWidth: 2000 }, true, false],
  ])('%s', (_name, scroll, canScrollBack, canScrollForward) => {
    expect(overflowEdges(scroll)).toEqual({ canScrollBack, canScrollForward });
  });
});

describe('scrollStep', () => {
  it('moves most of a view towards the end or the start', () => {
    expect(scrollStep(1000, true, false)).toBe(800);
    expect(scrollStep(1000, false, false)).toBe(-800);
  });
  it('goes the other way along scrollLeft in a right-to-left strip', () => {
    expect(scrollStep(1000, true, true)).toBe(-800);
    expect(scrollStep(1000, false, true)).toBe(800);
  });
});

describe('revealDelta', () => {
  const strip = { left: 200, right: 1000 };
  it.each([
    ['a visible tab stays put', { left: 300, right: 400 }, 0],
    ['a tab hidden past the right edge scrolls right', { left: 1100, right: 1200 }, 208],
    ['a tab cut by the right edge scrolls right', { left: 950, right: 1050 }, 58],
    ['a tab hidden past the left edge scrolls left', { left: 0, right: 100 }, -208],
  ])('%s', (_name, tab, delta) => {
    expect(revealDelta(strip, tab)).toBe(delta);
  });
});
