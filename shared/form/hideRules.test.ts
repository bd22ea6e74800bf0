import { describe, expect, it } from 'vitest';
import { conditionHolds, evaluateHideRules } from './hideRules';
import type { HideCondition, HideRule } from './types';

const cond = (operator: HideCondition['operator'], value?: unknown): HideCondition => ({
  field: 'f',
  operator,
  value,
});

describe('conditionHolds', () => {
  it.each<[string, HideCondition, unknown, boolean]>([
    ['= same text', cond('=', 'a'), 'a', true],
    ['= number vs text', cond('=', '3'), 3, true],
    ['= different', cond('=', 'a'), 'b', false],
    ['= list same members', cond('=', ['1', '2']), ['2', '1'], true],
    ['= list differs', cond('=', ['1']), ['1', '2'], false],
    ['!= different', cond('!=', 'a'), 'b', true],
    ['!= same', cond('!=', 'a'), 'a', false],
    ['in: list contains', cond('in', '2'), ['1', '2'], true],
    ['in: list lacks', cond('in', '3'), ['1', '2'], false],
    ['in: text contains', cond('in', 'lo'), 'hello', true],
    ['in: empty field', cond('in', 'x'), undefined, false],
    ['out: list lacks', cond('out', '3'), ['1'], true],
    ['out: text contains', cond('out', 'lo'), 'hello', false],
    ['null: empty text', cond('null'), '', true],
    ['null: empty list', cond('null'), [], true],
    ['null: filled', cond('null'), 'x', false],
    ['have: filled', cond('have'), 'x', true],
    ['have: undefined', cond('have'), undefined, false],
    ['range: inside', cond('range', ['2024-01-01 00:00:00', '2024-12-31 23:59:59']), '2024-06-01', true],
    [
      'range: on the start is excluded',
      cond('range', ['2024-01-01 00:00:00', '2024-12-31 00:00:00']),
      '2024-01-01',
      false,
    ],
    [
      'range: on the end is excluded',
      cond('range', ['2024-01-01 00:00:00', '2024-12-31 10:00:00']),
      '2024-12-31 10:00:00',
      false,
    ],
    ['range: outside', cond('range', ['2024-01-01 00:00:00', '2024-12-31 23:59:59']), '2025-01-01', false],
    ['range: not a date', cond('range', ['2024-01-01 00:00:00', '2024-12-31 23:59:59']), 'soon', false],
    [
      'range: date range field inside',
      cond('range', ['2024-01-01 00:00:00', '2024-12-31 23:59:59']),
      ['2024-02-01', '2024-03-01'],
      true,
    ],
  ])('%s', (_label, condition, value, expected) => expect(conditionHolds(condition, value)).toBe(expected));
});

describe('evaluateHideRules', () => {
  const rules: HideRule[] = [
    {
      range: 'all',
      conditions: [
        { field: 'type', operator: '=', value: 'trip' },
        { field: 'days', operator: 'have' },
      ],
      showKeys: ['city', 'hotel'],
    },
    {
      range: 'any',
      conditions: [
        { field: 'type', operator: '=', value: 'sick' },
        { field: 'days', operator: '=', value: '5' },
      ],
      showKeys: ['proof'],
    },
  ];
  it.each<[string, Record<string, unknown>, string[]]>([
    ['all hold, any holds', { type: 'trip', days: 5 }, []],
    ['all fails (one condition), any holds by days', { type: 'trip', days: '' }, ['city', 'hotel', 'proof']],
    ['all fails, any holds by type', { type: 'sick', days: 2 }, ['city', 'hotel']],
    ['nothing holds', { type: 'leave', days: 1 }, ['city', 'hotel', 'proof']],
  ])('%s', (_label, values, hidden) =>
    expect([...evaluateHideRules(rules, values)].sort()).toEqual(hidden.sort()),
  );

  it('no rules hide nothing; a rule without conditions holds', () => {
    expect(evaluateHideRules(undefined, {}).size).toBe(0);
    expect(evaluateHideRules([{ range: 'any', conditions: [], showKeys: ['x'] }], {}).size).toBe(0);
  });

  it('resolves a condition field to its data key', () => {
    const hidden = evaluateHideRules(
      [{ range: 'all', conditions: [{ field: 'k1', operator: '=', value: 'y' }], showKeys: ['z'] }],
      { m1: 'y' },
      (field) => (field === 'k1' ? 'm1' : field),
    );
    expect(hidden.size).toBe(0);
  });
});
