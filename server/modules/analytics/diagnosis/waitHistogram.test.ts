import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WaitHistogram, waitBucketOf } from './waitHistogram';

/** percentile_cont over exact values, in seconds. */
const exact = (waitsMs: number[], p: number) => {
  const sorted = [...waitsMs].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = sorted[Math.floor(position)] as number;
  const high = sorted[Math.ceil(position)] as number;
  return (low + (high - low) * (position - Math.floor(position))) / 1000;
};

const histogramOf = (waitsMs: number[]) => {
  const counts = new Map<number, number>();
  for (const wait of waitsMs) counts.set(waitBucketOf(wait), (counts.get(waitBucketOf(wait)) ?? 0) + 1);
  const histogram = new WaitHistogram();
  histogram.add([...counts.keys()], [...counts.values()]);
  return histogram;
};

describe('WaitHistogram', () => {
  it('is empty without waits', () => {
    expect(new WaitHistogram().percentile(0.5)).toBeNull();
  });

  it('places a median of 0 for waits of 0', () => {
    expect(histogramOf([0, 0, 0]).percentile(0.5)).toBe(0);
  });

  it('adds parts up: the same histogram from two halves as from the whole', () => {
    const whole = histogramOf([1_000, 2_000, 60_000, 3_600_000]);
    const parts = new WaitHistogram();
    parts.add([waitBucketOf(1_000), waitBucketOf(60_000)], [1, 1]);
    parts.add([waitBucketOf(2_000), waitBucketOf(3_600_000)], [1, 1]);
    expect(parts.size).toBe(4);
    expect(parts.percentile(0.9)).toBe(whole.percentile(0.9));
  });

  it('median and 90th percentile stay within 1 % of the exact ones (waits of 1 ms to 365 days)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 365 * 86_400_000 }), { minLength: 1, maxLength: 300 }),
        fc.constantFrom(0.5, 0.9),
        (waits, p) => {
          const approximate = histogramOf(waits).percentile(p) as number;
          const truth = exact(waits, p);
          expect(Math.abs(approximate - truth)).toBeLessThanOrEqual(truth * 0.0101 + 1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });
});
