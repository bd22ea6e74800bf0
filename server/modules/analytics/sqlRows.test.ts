import { describe, expect, it } from 'vitest';
import { fillBuckets } from './sqlRows';

describe('fillBuckets', () => {
  it('lists every bucket of the bounds, the last one open, with the counts found', () => {
    expect(fillBuckets([10, 20], [{ index: 2, count: 4 }])).toEqual([
      { index: 0, minSeconds: 0, maxSeconds: 10, count: 0 },
      { index: 1, minSeconds: 10, maxSeconds: 20, count: 0 },
      { index: 2, minSeconds: 20, maxSeconds: null, count: 4 },
    ]);
  });
});
