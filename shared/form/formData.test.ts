import { describe, expect, it } from 'vitest';
import { defaultFormValues, defaultValueOf, normaliseDocument, submittableValues } from './formData';
import { aControl, aDocument } from './testDocs';
import type { FormDocument } from './types';

let n = 0;
const keys = () => `k${++n}`;

describe('default values', () => {
  it.each([
    ['upload text "[]" becomes a list', aControl('uploadFile', 'u', { options: { defaultValue: '[]' } }), []],
    ['checkbox defaults to a list', aControl('checkbox', 'c', { options: {} }), []],
    ['input keeps its default', aControl('input', 'i', { options: { defaultValue: 'hi' } }), 'hi'],
    ['number keeps its default', aControl('number', 'n', { options: { defaultValue: 0 } }), 0],
    ['number without default is empty', aControl('number', 'n', { options: {} }), undefined],
    [
      'date range takes rangeDefaultValue',
      aControl('date', 'd', { options: { range: true, rangeDefaultValue: ['2024-01-01', '2024-01-02'] } }),
      ['2024-01-01', '2024-01-02'],
    ],
    ['multiple select defaults to a list', aControl('select', 's', { options: { multiple: true } }), []],
    ['switch defaults to false', aControl('switch', 'w', { options: {} }), false],
  ])('%s', (_label, control, value) => expect(defaultValueOf(control)).toEqual(value));

  it('gives a batch minLimit rows (default 1) with row keys and row defaults, and selectInputList one row per column', () => {
    n = 0;
    const doc = aDocument([
      aControl('batch', 'b', {
        list: [aControl('input', 'x', { options: { defaultValue: 'd' } })],
        options: { minLimit: 2 },
      }),
      aControl('batch', 'b1', { list: [aControl('input', 'y')] }),
      aControl('selectInputList', 's', {
        columns: [{ label: 'A', value: '1', list: [aControl('input', 'z')] }],
      }),
      aControl('divider', 'line', { model: undefined }),
    ]);
    expect(defaultFormValues(doc, keys)).toEqual({
      b: [
        { key: 'k1', x: 'd' },
        { key: 'k2', x: 'd' },
      ],
      b1: [{ key: 'k3', y: '' }],
      s: [{ checked: false, value: '1', label: 'A', z: null }],
    });
  });
});

describe('submittable values', () => {
  const doc = aDocument([aControl('input', 'a'), aControl('input', 'b')]);
  it('drops hidden fields unless submitHiddenValues', () => {
    expect(submittableValues(doc, { a: 1, b: 2, extra: 3 }, new Set(['b']))).toEqual({ a: 1, extra: 3 });
    const keep = aDocument(doc.list, { submitHiddenValues: true });
    expect(submittableValues(keep, { a: 1, b: 2 }, new Set(['b']))).toEqual({ a: 1, b: 2 });
  });
});

describe('normaliseDocument', () => {
  it('fills missing options, container lists and config defaults', () => {
    const raw = {
      list: [{ type: 'card', label: 'c', key: 'c' }],
      config: { layout: 'horizontal' },
    } as unknown as FormDocument;
    const doc = normaliseDocument(raw);
    expect(doc.list[0]?.options).toEqual({});
    expect(doc.list[0]?.list).toEqual([]);
    expect(doc.config.layout).toBe('horizontal');
    expect(doc.config.labelWidth).toBe(100);
  });
});
