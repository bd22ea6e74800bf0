import { describe, expect, it } from 'vitest';
import { cleanConditionList, isConditionListClean } from './cleanConditions';
import type { ConditionItem } from './types';

const ok: ConditionItem = { label: 'Days', field: 'days', operator: 'gt', value: '3' };

describe('cleanConditionList', () => {
  it.each<[string, ConditionItem]>([
    ['label', { ...ok, label: ' ' }],
    ['operator', { ...ok, operator: '' }],
    ['value', { ...ok, value: '' }],
    ['field', { ...ok, field: '' }],
  ])('removes an item missing its %s', (_, bad) => {
    expect(cleanConditionList([[ok, bad]])).toEqual([[ok]]);
  });

  it('removes groups left empty', () => {
    expect(cleanConditionList([[{ ...ok, value: '' }], [], [ok]])).toEqual([[ok]]);
    expect(cleanConditionList(undefined)).toEqual([]);
  });

  it('tells whether a list is already clean', () => {
    expect(isConditionListClean([[ok]])).toBe(true);
    expect(isConditionListClean([[ok], []])).toBe(false);
    expect(isConditionListClean([[{ ...ok, operator: '' }]])).toBe(false);
  });
});
