import { describe, expect, it } from 'vitest';
import { checkNumberRange, normaliseNumber, numberBounds, parseNumber } from './number';

describe('number bounds', () => {
  it.each([
    [
      { min: null, max: null, precision: null },
      { min: -Infinity, max: Infinity, precision: undefined },
    ],
    [
      { min: 0, max: 10, precision: 2 },
      { min: 0, max: 10, precision: 2 },
    ],
    [{ precision: 51 }, { min: -Infinity, max: Infinity, precision: undefined }],
    [{ precision: 50 }, { min: -Infinity, max: Infinity, precision: 50 }],
    [{ precision: 0 }, { min: -Infinity, max: Infinity, precision: 0 }],
    [{ min: 5 }, { min: 5, max: Infinity, precision: undefined }],
  ])('%j → %j', (options, bounds) => expect(numberBounds(options)).toEqual(bounds));

  it.each([
    [3.14159, { min: 0, max: 10, precision: 2 }, 3.14],
    [12, { min: 0, max: 10, precision: undefined }, 10],
    [-3, { min: 0, max: 10, precision: undefined }, 0],
    [2.5, { min: -Infinity, max: Infinity, precision: 0 }, 3],
    [1.23456, { min: -Infinity, max: Infinity, precision: undefined }, 1.23456],
  ])('normalise %d in %j → %d', (value, bounds, expected) =>
    expect(normaliseNumber(value, bounds)).toBe(expected),
  );

  it('parses user text', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('-')).toBeUndefined();
    expect(parseNumber('abc')).toBeUndefined();
  });

  it('reports the broken bound', () => {
    const bounds = numberBounds({ min: 1, max: 9 });
    expect(checkNumberRange(0, bounds)).toEqual({ messageKey: 'min', limit: 1 });
    expect(checkNumberRange(10, bounds)).toEqual({ messageKey: 'max', limit: 9 });
    expect(checkNumberRange(5, bounds)).toBeUndefined();
  });
});
