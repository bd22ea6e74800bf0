import { describe, expect, it } from 'vitest';
import { scrollAxis } from './scrollbars';

describe('scrollAxis', () => {
  it('sizes and places the thumb by the visible share of the flow', () => {
    expect(scrollAxis(0, 2000, 500, 500, 200)).toEqual({ start: 50, length: 50, unitsPerPx: 10 });
  });
  it('fills the track when everything shows, and keeps a minimum thumb', () => {
    expect(scrollAxis(0, 100, -50, 400, 200)).toMatchObject({ start: 0, length: 200 });
    expect(scrollAxis(0, 100_000, 0, 100, 200).length).toBe(24);
  });
});
