import { describe, expect, it } from 'vitest';
import { validateFormData } from './validateForm';
import { aControl, aDocument, required } from './testDocs';

const doc = aDocument(
  [
    aControl('input', 'name', { rules: required('姓名必填') }),
    aControl('select', 'kind', { rules: required() }),
    aControl('input', 'reason', { rules: required('原因必填') }),
    aControl('card', 'box', { model: undefined, list: [aControl('input', 'inner', { rules: required() })] }),
    aControl('batch', 'rows', {
      list: [
        aControl('input', 'item', { rules: required('项目必填') }),
        aControl('number', 'qty', { options: { min: 1 } }),
      ],
    }),
    aControl('selectInputList', 'pick', {
      columns: [{ label: 'A', value: 'a', list: [aControl('input', 'note', { rules: required() })] }],
    }),
  ],
  {
    hideRules: [
      { range: 'all', conditions: [{ field: 'kind', operator: '=', value: 'other' }], showKeys: ['reason'] },
    ],
  },
);

const good = {
  name: 'Ann',
  kind: 'leave',
  inner: 'x',
  rows: [{ key: 'r1', item: 'pen', qty: 2 }],
  pick: [{ checked: false, value: 'a', label: 'A', note: null }],
};

const summary = (errors: ReturnType<typeof validateFormData>) =>
  errors.map((e) => [e.key, e.messageKey, e.rowIndex ?? null]);

describe('validateFormData', () => {
  it('accepts complete data; a field hidden by a hide rule is not validated', () => {
    expect(validateFormData(doc, good)).toEqual([]);
  });

  it('lists every error in document order, with row indexes for batch rows', () => {
    const errors = validateFormData(doc, {
      kind: 'other',
      rows: [
        { key: 'a', item: 'ok', qty: 1 },
        { key: 'b', item: '', qty: 0 },
      ],
      pick: [{ checked: true, value: 'a', label: 'A', note: '' }],
    });
    expect(summary(errors)).toEqual([
      ['name', 'validation.required', null],
      ['reason', 'validation.required', null],
      ['inner', 'validation.required', null],
      ['item', 'validation.required', 1],
      ['qty', 'validation.numberMin', 1],
      ['note', 'validation.required', 0],
    ]);
    expect(errors[0]?.message).toBe('姓名必填');
    expect(errors[3]?.parentKey).toBe('rows');
  });

  it('explicit hiddenKeys replace the hide rules', () => {
    expect(summary(validateFormData(doc, { ...good, name: '' }, { hiddenKeys: ['name'] }))).toEqual([
      ['reason', 'validation.required', null],
    ]);
  });

  it('privileges: hidden or disabled fields are skipped, a hidden container hides its children', () => {
    const data = { ...good, name: '', inner: '' };
    expect(summary(validateFormData(doc, data))).toEqual([
      ['name', 'validation.required', null],
      ['inner', 'validation.required', null],
    ]);
    const privileges = [
      { key: 'name', hidden: false, disabled: true },
      { key: 'box', hidden: true, disabled: false },
    ];
    expect(validateFormData(doc, data, { privileges })).toEqual([]);
  });

  it('controls hidden by their own option are skipped', () => {
    const hiddenDoc = aDocument([
      aControl('input', 'secret', { rules: required(), options: { hidden: true } }),
    ]);
    expect(validateFormData(hiddenDoc, {})).toEqual([]);
  });
});
