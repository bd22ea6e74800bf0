import { describe, expect, it } from 'vitest';
import { megabytes, usageFigures } from './storageUsage';

const MB = 1024 * 1024;

describe('storage figures', () => {
  it.each([
    [20 * MB, 20],
    [2.5 * MB, 2.5],
    [MB / 2, 0.5],
    [1024 * MB - 1, 1023.99],
    [0, 0],
    [-5, 0],
  ])('%d bytes are %d MB', (bytes, expected) => {
    expect(megabytes(bytes)).toBe(expected);
  });

  it('gives used and quota megabytes and the fraction used', () => {
    expect(usageFigures(1.5 * MB, 1024 * MB)).toEqual({ used: '1.50', quota: '1024', fraction: 1.5 / 1024 });
    expect(usageFigures(0, 2.5 * MB)).toEqual({ used: '0.00', quota: '2.5', fraction: 0 });
    expect(usageFigures(3 * MB, 2 * MB).fraction).toBe(1);
    expect(usageFigures(0, 0).fraction).toBe(1);
  });
});
