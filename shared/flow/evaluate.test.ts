import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareTexts,
  evaluateCondition,
  evaluateConditionList,
  pickBranch,
  readDate,
  readNumber,
} from './evaluate';
import type { ConditionItem, ConditionOperator, FlowNode } from './types';

const item = (field: string, operator: ConditionOperator | '', value: string): ConditionItem => ({
  label: field,
  field,
  operator,
  value,
});

describe('evaluateCondition', () => {
  const cases: Array<[string, unknown, ConditionOperator, string, boolean]> = [
    ['numbers compare as numbers (not text)', '10', 'gt', '9', true],
    ['number values compare as numbers', 10, 'gt', '9', true],
    ['decimal equality', '1.50', 'eq', '1.5', true],
    ['negative numbers', '-3', 'lt', '-2', true],
    ['ge on equal numbers', 5, 'ge', '5', true],
    ['le on larger number', 6, 'le', '5', false],
    ['ne on equal numbers', '3', 'ne', '3.0', false],
    ['dates compare as dates', '2024-03-01', 'gt', '2024-02-28', true],
    ['date vs date-time', '2024-03-01 08:00:00', 'gt', '2024-03-01', true],
    ['ISO vs date-time', '2024-03-01T10:00:00Z', 'eq', '2024-03-01 10:00:00', true],
    ['ISO with offset', '2024-03-01T10:00:00+02:00', 'lt', '2024-03-01 09:00:00', true],
    ['strings compare as strings', 'apple', 'lt', 'banana', true],
    ['string equality', 'HR', 'eq', 'HR', true],
    ['string inequality', 'HR', 'ne', 'finance', true],
    ['mixed number and text compares as text', '10', 'lt', 'abc', true],
    ['booleans read as text', true, 'eq', 'true', true],
    ['missing value equals only empty', undefined, 'eq', '', true],
    ['missing value is not equal to a value', undefined, 'eq', '3', false],
    ['missing value never orders', null, 'gt', '3', false],
    ['missing value ne a value', undefined, 'ne', '3', true],
    ['array eq matches an element', ['a', 'b'], 'eq', 'b', true],
    ['array ne when element present', ['a', 'b'], 'ne', 'b', false],
    ['array ne when element absent', ['a'], 'ne', 'b', true],
    ['array never orders', [5], 'gt', '1', false],
  ];
  it.each(cases)('%s', (_name, value, operator, conditionValue, expected) => {
    expect(evaluateCondition(item('f', operator, conditionValue), { f: value })).toBe(expected);
  });

  it('an incomplete item (no operator or no field) never matches', () => {
    expect(evaluateCondition(item('f', '', '1'), { f: '1' })).toBe(false);
    expect(evaluateCondition(item('', 'eq', ''), {})).toBe(false);
  });
});

describe('readNumber / readDate / compareTexts', () => {
  it('reads numbers and rejects non-numbers', () => {
    expect(readNumber(' 42 ')).toBe(42);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('')).toBeNull();
    expect(readNumber('12abc')).toBeNull();
    expect(readNumber('2024-01-01')).toBeNull();
  });
  it('reads the three date formats and rejects impossible dates', () => {
    expect(readDate('2024-01-02')).toBe(Date.UTC(2024, 0, 2));
    expect(readDate('2024-01-02 03:04:05')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(readDate('2024-01-02T03:04:05.000Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(readDate('2024-02-31')).toBeNull();
    expect(readDate('yesterday')).toBeNull();
  });
  it('number order agrees with numeric order for any two integers', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        (a, b) => compareTexts(String(a), String(b)) === Math.sign(a - b),
      ),
      { numRuns: 200 },
    );
  });
});

describe('evaluateConditionList', () => {
  const values = { days: '5', type: 'annual' };
  it('ORs groups and ANDs items', () => {
    const list = [[item('days', 'gt', '10'), item('type', 'eq', 'annual')], [item('type', 'eq', 'annual')]];
    expect(evaluateConditionList(list, values)).toBe(true);
    expect(evaluateConditionList([[item('days', 'gt', '3'), item('type', 'eq', 'sick')]], values)).toBe(
      false,
    );
  });
  it('an empty list or empty group never matches, unless default', () => {
    expect(evaluateConditionList([], values)).toBe(false);
    expect(evaluateConditionList(undefined, values)).toBe(false);
    expect(evaluateConditionList([[]], values)).toBe(false);
    expect(evaluateConditionList([], values, { isDefault: true })).toBe(true);
  });
});

describe('pickBranch', () => {
  const branch = (
    id: string,
    priorityLevel: number,
    conditions: ConditionItem[][],
    isDefault = false,
  ): FlowNode => ({
    id,
    pid: 'g',
    nodeName: id,
    type: 3,
    childNode: null,
    priorityLevel,
    conditionList: conditions,
    attr: { branchType: 1, priorityLevel, isDefault },
  });
  const group = (...branches: FlowNode[]): FlowNode => ({
    id: 'g',
    pid: 's',
    nodeName: 'route',
    type: 4,
    childNode: null,
    conditionNodes: branches,
  });
  const big = branch('big', 2, [[item('days', 'gt', '3')]]);
  const huge = branch('huge', 1, [[item('days', 'gt', '10')]]);
  const other = branch('other', 3, [], true);

  it.each([
    ['first match in priority order wins', { days: 20 }, 'huge'],
    ['a lower priority branch matches when higher fails', { days: 5 }, 'big'],
    ['the default branch runs when none matches', { days: 1 }, 'other'],
  ])('%s', (_name, values, expected) => {
    expect(pickBranch(group(big, other, huge), values)?.id).toBe(expected);
  });

  it('returns null when nothing matches and there is no default', () => {
    expect(pickBranch(group(big, huge), { days: 1 })?.id).toBeUndefined();
  });
  it('a default branch is not picked ahead of a matching one even with a lower priorityLevel', () => {
    const earlyDefault = branch('other', 0, [], true);
    expect(pickBranch(group(earlyDefault, big), { days: 5 })?.id).toBe('big');
  });
  it('equal priority keeps document order', () => {
    const first = branch('first', 1, [[item('days', 'gt', '1')]]);
    const second = branch('second', 1, [[item('days', 'gt', '1')]]);
    expect(pickBranch(group(first, second), { days: 5 })?.id).toBe('first');
  });
});
