import { describe, expect, it } from 'vitest';
import { formFieldsOf, mergeFields } from './formFields';

const doc = JSON.stringify({
  list: [
    {
      type: 'input',
      label: 'Reason',
      key: 'input_1',
      model: 'reason',
      options: {},
      rules: [{ required: true, message: 'x' }],
    },
    { type: 'divider', label: 'Line', key: 'divider_1', options: {} },
    { type: 'number', label: 'Days', key: 'number_1', model: 'days', options: {} },
  ],
  config: {},
});

describe('formFieldsOf', () => {
  it('lists data fields by data key with the required flag, skipping controls without data', () => {
    expect(formFieldsOf(doc)).toEqual([
      { key: 'reason', label: 'Reason', type: 'input', required: true },
      { key: 'days', label: 'Days', type: 'number', required: false },
    ]);
  });
  it('gives nothing for broken JSON', () => {
    expect(formFieldsOf('{')).toEqual([]);
    expect(formFieldsOf('{"a":1}')).toEqual([]);
  });
  it('merges lists keeping each key once', () => {
    expect(mergeFields([formFieldsOf(doc), formFieldsOf(doc)]).length).toBe(2);
  });
});
