import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRAINS, spansOf } from './daySpans';

describe('spansOf', () => {
  it('covers every day once, with aligned spans, in few rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18_000, max: 22_000 }),
        fc.integer({ min: 0, max: 800 }),
        (first, length) => {
          const spans = spansOf(first, first + length);
          const days = spans.flatMap((span) => Array.from({ length: span.grain }, (_, i) => span.day + i));
          expect(days).toEqual(Array.from({ length }, (_, i) => first + i));
          for (const span of spans) expect(span.day % span.grain).toBe(0);
          expect(spans.length).toBeLessThanOrEqual(Math.ceil(length / 64) + 2 * 3 * (GRAINS.length - 1));
        },
      ),
    );
  });

  it('a year comes in about twenty spans', () => {
    expect(spansOf(20_000, 20_365).length).toBeLessThanOrEqual(24);
  });
});
