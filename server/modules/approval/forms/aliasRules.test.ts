import { describe, expect, it } from 'vitest';
import { checkAliasItems, renameByAlias } from './aliasRules';

const fields = [
  { fieldKey: 'input_1', model: 'days' },
  { fieldKey: 'input_2', model: 'reason' },
  { fieldKey: 'input_3', model: 'phone' },
];

describe('checkAliasItems', () => {
  const good: [string, { fieldKey: string; alias: string }[]][] = [
    ['nothing', []],
    ['one alias', [{ fieldKey: 'input_1', alias: 'leave_days' }]],
    ['a blank alias clears it', [{ fieldKey: 'input_1', alias: '  ' }]],
    ['letters of any script, digits, _ . -', [{ fieldKey: 'input_1', alias: '请假.天数-2_x' }]],
    ['an alias equal to its own data key', [{ fieldKey: 'input_2', alias: 'reason' }]],
    [
      'two fields swapping names',
      [
        { fieldKey: 'input_1', alias: 'reason' },
        { fieldKey: 'input_2', alias: 'days' },
      ],
    ],
  ];
  for (const [name, items] of good)
    it(`takes ${name}`, () => expect(checkAliasItems(fields, items)).toBeNull());

  const bad: [string, { fieldKey: string; alias: string }[], string, string][] = [
    ['a field the form lacks', [{ fieldKey: 'nope', alias: 'x' }], 'items[0].fieldKey', 'aliasUnknownField'],
    [
      'a field listed twice',
      [
        { fieldKey: 'input_1', alias: 'a' },
        { fieldKey: 'input_1', alias: 'b' },
      ],
      'items[1].fieldKey',
      'aliasFieldTwice',
    ],
    ['a space inside', [{ fieldKey: 'input_1', alias: 'leave days' }], 'items[0].alias', 'aliasShape'],
    ['a leading $', [{ fieldKey: 'input_1', alias: '$state' }], 'items[0].alias', 'aliasShape'],
    ['markup', [{ fieldKey: 'input_1', alias: '<b>' }], 'items[0].alias', 'aliasShape'],
    [
      'two fields under one alias',
      [
        { fieldKey: 'input_1', alias: 'text' },
        { fieldKey: 'input_3', alias: 'text' },
      ],
      'items[1].alias',
      'aliasTwice',
    ],
    [
      "an alias taken by another field's data key",
      [{ fieldKey: 'input_3', alias: 'days' }],
      'items[0].alias',
      'aliasTwice',
    ],
  ];
  for (const [name, items, field, reason] of bad)
    it(`refuses ${name}, naming ${field}`, () => {
      const problem = checkAliasItems(fields, items);
      expect(problem?.field).toBe(field);
      expect(problem?.reasonKey).toBe(`approval:error.${reason}`);
    });
});

describe('renameByAlias', () => {
  it('renames aliased keys and keeps the others', () => {
    expect(
      renameByAlias({ days: 3, reason: 'trip', extra: true }, new Map([['days', 'leave_days']])),
    ).toEqual({ leave_days: 3, reason: 'trip', extra: true });
  });
  it('gives the same object back without aliases', () => {
    const data = { days: 3 };
    expect(renameByAlias(data, new Map())).toBe(data);
  });
});
