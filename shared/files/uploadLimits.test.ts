import { describe, expect, it } from 'vitest';
import { uploadLimitProblem } from './uploadLimits';

const MB = 1024 * 1024;

describe('uploadLimitProblem', () => {
  const limits = { usedBytes: 0, quotaBytes: 10 * MB, maxFileBytes: 2 * MB };
  it.each([
    ['an empty file', 0, limits, null],
    ['a file at the limit', 2 * MB, limits, null],
    ['a byte over the limit', 2 * MB + 1, limits, { reason: 'tooLarge', mb: 2 }],
    [
      'a file over the free space',
      1.6 * MB,
      { ...limits, usedBytes: 8.5 * MB },
      { reason: 'quotaExceeded', quota: 10, free: 1.5 },
    ],
    ['a file that fits the free space', 1.5 * MB, { ...limits, usedBytes: 8.5 * MB }, null],
    [
      'any file when the quota is used up',
      1,
      { ...limits, usedBytes: 11 * MB },
      { reason: 'quotaExceeded', quota: 10, free: 0 },
    ],
    [
      'a file over the limit with room to spare',
      3 * MB,
      { ...limits, usedBytes: 1 * MB },
      { reason: 'tooLarge', mb: 2 },
    ],
  ])('%s', (_, size, given, expected) => {
    expect(uploadLimitProblem(size, given)).toEqual(expected);
  });
});
