import { describe, expect, it } from 'vitest';
import type { HideRule } from '@shared/form';
import {
  conditionFieldChoices,
  showFieldChoices,
  validateHideRule,
  withoutTestedShowKeys,
} from './hideRules';
import { batch, card, field } from './testBuilders';

const rule = (conditions: HideRule['conditions'], showKeys: string[]): HideRule => ({
  range: 'all',
  conditions,
  showKeys,
});

describe('validateHideRule', () => {
  it.each([
    ['complete', rule([{ field: 'a', operator: '=', value: '1' }], ['b']), true],
    ['no condition', rule([], ['b']), false],
    [
      'a condition without field',
      rule(
        [
          { field: 'a', operator: '=' },
          { field: '', operator: '=' },
        ],
        ['b'],
      ),
      false,
    ],
    ['no shown field', rule([{ field: 'a', operator: 'null' }], []), false],
  ])('%s', (_name, candidate, isValid) => {
    expect(validateHideRule(candidate)).toEqual(
      isValid ? { ok: true } : { ok: false, message: { key: 'hideRule.incomplete' } },
    );
  });
});

describe('field choices', () => {
  const list = [
    field('input', 'a'),
    card('c', [field('select', 'b')]),
    batch('rows', [field('input', 'inner')]),
    { type: 'divider' as const, key: 'd', label: '', options: {} },
  ];

  it('conditions offer value fields without batch controls (nor their row fields)', () => {
    expect(conditionFieldChoices(list).map((control) => control.key)).toEqual(['a', 'b']);
  });

  it('shown fields exclude fields used in conditions', () => {
    const choices = showFieldChoices(list, rule([{ field: 'a', operator: '=' }], []));
    expect(choices.map((control) => control.key)).toEqual(['b', 'rows']);
  });

  it('drops shown fields that became condition fields', () => {
    expect(withoutTestedShowKeys(rule([{ field: 'a', operator: '=' }], ['a', 'b'])).showKeys).toEqual(['b']);
  });
});
