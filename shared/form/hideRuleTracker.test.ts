import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateHideRules } from './hideRules';
import { createHideRuleTracker } from './hideRuleTracker';
import { HIDE_OPERATORS } from './types';
import type { FormValues, HideRule } from './types';

const rules: HideRule[] = [
  { range: 'all', conditions: [{ field: 'kind', operator: '=', value: 'other' }], showKeys: ['reason'] },
  {
    range: 'any',
    conditions: [
      { field: 'kind', operator: '=', value: 'x' },
      { field: 'amount', operator: 'have' },
    ],
    showKeys: ['reason', 'note'],
  },
  { range: 'all', conditions: [{ field: 'flag', operator: '=', value: true }], showKeys: ['extra'] },
];

describe('createHideRuleTracker', () => {
  it('starts with what evaluateHideRules gives and reports keys that change', () => {
    const tracker = createHideRuleTracker(rules);
    expect(tracker.evaluateAll({}).sort()).toEqual(['extra', 'note', 'reason']);
    expect([...tracker.hidden()].sort()).toEqual(['extra', 'note', 'reason']);
    expect(tracker.update({ kind: 'other' }, ['kind'])).toEqual([]);
    expect(tracker.isHidden('reason')).toBe(true);
    expect(tracker.update({ kind: 'other', amount: 3 }, ['amount'])).toEqual(['reason', 'note']);
    expect(tracker.isHidden('reason')).toBe(false);
    expect(tracker.update({ kind: 'y', amount: 3 }, ['kind'])).toEqual(['reason']);
    expect(tracker.isHidden('reason')).toBe(true);
    expect(tracker.isHidden('note')).toBe(false);
  });

  it('re-evaluates only rules that read the changed data key (through the key resolver)', () => {
    const tracker = createHideRuleTracker(rules, (field) => (field === 'flag' ? 'flagModel' : field));
    tracker.evaluateAll({});
    expect(tracker.update({ flag: true, flagModel: false }, ['flag'])).toEqual([]);
    expect(tracker.update({ flagModel: true }, ['flagModel'])).toEqual(['extra']);
    expect(tracker.isHidden('extra')).toBe(false);
  });

  it('always agrees with evaluateHideRules over random rules and edits', () => {
    const fields = ['a', 'b', 'c', 'd'];
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('', 'x', 'y', '1'),
      fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
    );
    const rule = fc.record({
      range: fc.constantFrom<'all' | 'any'>('all', 'any'),
      conditions: fc.array(
        fc.record({ field: fc.constantFrom(...fields), operator: fc.constantFrom(...HIDE_OPERATORS), value }),
        { maxLength: 3 },
      ),
      showKeys: fc.array(fc.constantFrom('k1', 'k2', 'k3', 'a'), { maxLength: 3 }),
    });
    const edit = fc.tuple(fc.constantFrom(...fields), value);
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), fc.array(edit, { maxLength: 12 }), (someRules, edits) => {
        const tracker = createHideRuleTracker(someRules as HideRule[]);
        let values: FormValues = {};
        tracker.evaluateAll(values);
        for (const [field, next] of edits) {
          const before = new Set(tracker.hidden());
          values = { ...values, [field]: next };
          const changed = tracker.update(values, [field]);
          const expected = evaluateHideRules(someRules as HideRule[], values);
          expect([...tracker.hidden()].sort()).toEqual([...expected].sort());
          const flipped = [...new Set([...before, ...expected])].filter(
            (key) => before.has(key) !== expected.has(key),
          );
          expect(changed.sort()).toEqual(flipped.sort());
        }
      }),
    );
  });
});
