import { describe, expect, it } from 'vitest';
import { changedFields, isSameValue } from './fieldChanges';

describe('field change trace', () => {
  it.each([
    [2, 2, true],
    [2, 5, false],
    ['2', 2, false],
    [undefined, '', true],
    [null, [], true],
    ['', 'x', false],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: undefined }, {}, true],
  ])('%j and %j are the same value: %s', (a, b, expected) => {
    expect(isSameValue(a, b)).toBe(expected);
  });

  it('lists only the fields whose value changes, old and new, in the order sent', () => {
    expect(
      changedFields({ days: 2, reason: 'trip' }, { reason: 'trip', days: 5, note: 'x', empty: '' }),
    ).toEqual([
      { key: 'days', before: 2, after: 5 },
      { key: 'note', before: null, after: 'x' },
    ]);
    expect(changedFields({ days: 2 }, undefined)).toEqual([]);
  });
});
