import { describe, expect, it } from 'vitest';
import { validateControlValue } from './validateField';
import { aControl, required } from './testDocs';
import type { FormControl } from './types';

const name = aControl('input', 'name', { rules: required('请填写姓名') });
const optional = aControl('input', 'nick');
const code = aControl('input', 'code', {
  rules: [
    { required: false, message: '' },
    { pattern: '^[A-Z]{3}$', message: '三个大写字母' },
  ],
});
const phone = aControl('input', 'phone', { options: { customRules: 'phone' } });
const age = aControl('number', 'age', { options: { min: 18, max: 60 } });
const picks = aControl('checkbox', 'picks', { rules: required() });
const limited = aControl('textarea', 'memo', { options: { maxLength: 3 } });
const people = aControl('userSelect', 'who');
const orgs = aControl('organizationSelect', 'org', { rules: required() });

const keys = (control: FormControl, value: unknown) =>
  validateControlValue(control, value).map((error) => [
    error.messageKey,
    error.message ?? null,
    error.params ?? null,
  ]);

describe('validateControlValue', () => {
  it.each([
    [
      'required and empty gives the first rule message',
      name,
      '',
      [['validation.required', '请填写姓名', null]],
    ],
    ['required and blank spaces', name, '   ', [['validation.required', '请填写姓名', null]]],
    ['required and filled', name, 'Ann', []],
    ['optional and empty', optional, undefined, []],
    ['pattern rule with its own message', code, 'abc', [['validation.pattern', '三个大写字母', null]]],
    ['pattern rule passes', code, 'ABC', []],
    ['pattern skipped when empty', code, '', []],
    ['phone preset', phone, '12345678901', [['validation.phone', null, null]]],
    ['phone preset ok', phone, '13912345678', []],
    ['number below min', age, 17, [['validation.numberMin', null, { limit: 18 }]]],
    ['number above max', age, 61, [['validation.numberMax', null, { limit: 60 }]]],
    ['number inside', age, 30, []],
    ['number text that is not a number', age, 'x', [['validation.numberInvalid', null, null]]],
    ['required list empty', picks, [], [['validation.required', '必填项', null]]],
    ['required list filled', picks, ['1'], []],
    ['max length', limited, 'abcd', [['validation.maxLength', null, { max: 3 }]]],
    ['people picked by id and name', people, [{ value: 'U1', label: 'Ann' }], []],
    ['people picker left empty', people, [], []],
    ['organisation required and empty', orgs, [], [['validation.required', '必填项', null]]],
    ['people as bare ids', people, ['U1'], [['validation.pickedInvalid', null, null]]],
    ['people as text', people, 'U1', [['validation.pickedInvalid', null, null]]],
    [
      'a person without an id',
      people,
      [{ value: '', label: 'Ann' }],
      [['validation.pickedInvalid', null, null]],
    ],
    [
      'a person with a huge id',
      people,
      [{ value: 'x'.repeat(65), label: 'A' }],
      [['validation.pickedInvalid', null, null]],
    ],
    ['an organisation without a name', orgs, [{ value: 'O1' }], [['validation.pickedInvalid', null, null]]],
  ])('%s', (_label, control, value, expected) => expect(keys(control, value)).toEqual(expected));

  it('an unbounded number accepts anything finite', () => {
    expect(keys(aControl('number', 'n', { options: { min: null, max: null } }), -1e9)).toEqual([]);
  });

  it('a selectInputList is empty until one row is checked', () => {
    const list = aControl('selectInputList', 's', { rules: required() });
    expect(keys(list, [{ checked: false, value: '1', label: 'A' }])).toEqual([
      ['validation.required', '必填项', null],
    ]);
    expect(keys(list, [{ checked: true, value: '1', label: 'A' }])).toEqual([]);
  });
});
