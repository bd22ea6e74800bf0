import { describe, expect, it, vi } from 'vitest';
import {
  defaultFormValues,
  normaliseDocument,
  validateFormData,
  evaluateHideRules,
  keyResolver,
} from '@shared/form';
import type { FormDocument, FormValues } from '@shared/form';
import { aControl, aDocument, required } from '../testing';
import { FormStore } from './FormStore';
import { channel } from './channels';

const doc = normaliseDocument(
  aDocument(
    [
      aControl('select', 'kind', { rules: required('Kind is required') }),
      aControl('input', 'reason', { rules: required('Reason is required') }),
      aControl('input', 'name', { rules: required('Name is required') }),
      aControl('card', 'box', {
        model: undefined,
        list: [aControl('input', 'inner', { rules: required('Inner is required') })],
      }),
      aControl('batch', 'rows', {
        list: [aControl('input', 'item', { rules: required('Item is required') })],
      }),
    ],
    {
      hideRules: [
        {
          range: 'all',
          conditions: [{ field: 'kind', operator: '=', value: 'other' }],
          showKeys: ['reason'],
        },
        { range: 'all', conditions: [{ field: 'name', operator: '!=', value: 'nobox' }], showKeys: ['box'] },
      ],
    },
  ),
);

function aStore(document: FormDocument = doc, onChange?: (values: FormValues, key: string) => void) {
  return new FormStore(
    { document, effective: document, overrides: {}, decode: (values) => values ?? {}, onChange },
    defaultFormValues(document, () => 'r1'),
  );
}

const listen = (store: FormStore, ...names: string[]) => {
  const listener = vi.fn();
  store.subscribe(names, listener);
  return listener;
};

describe('FormStore', () => {
  it('announces a change only to the changed field and to fields whose hidden state flips', () => {
    const onChange = vi.fn();
    const store = aStore(doc, onChange);
    const kind = listen(store, channel.value('kind'));
    const reason = listen(store, channel.hidden('reason'), channel.value('reason'));
    const name = listen(store, channel.value('name'), channel.hidden('name'));
    expect(store.isHidden(doc.list[1]!)).toBe(true);
    store.setValue('kind', 'leave');
    expect(kind).toHaveBeenCalledTimes(1);
    expect(reason).not.toHaveBeenCalled();
    store.setValue('kind', 'other');
    expect(reason).toHaveBeenCalledTimes(1);
    expect(store.isHidden(doc.list[1]!)).toBe(false);
    expect(name).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'other' }), 'kind');
  });

  it('after a submit attempt, re-validates only what a change touches and ends up where a full validation would', () => {
    const store = aStore();
    const first = store.validate();
    expect(first.map((error) => error.message)).toEqual([
      'Kind is required',
      'Name is required',
      'Inner is required',
      'Item is required',
    ]);
    const nameErrors = listen(store, channel.errors('name'));
    const innerErrors = listen(store, channel.errors('inner'));
    const count = listen(store, channel.errorCount);
    store.setValue('name', 'Ann');
    expect(store.errorsOf('name')).toEqual([]);
    expect(nameErrors).toHaveBeenCalledTimes(1);
    expect(innerErrors).not.toHaveBeenCalled();
    expect(count).toHaveBeenCalledTimes(1);
    expect(store.errorCount).toBe(3);
    // hiding the card drops its field's error; showing `reason` adds its error
    store.setValue('name', 'nobox');
    expect(store.errorsOf('inner')).toEqual([]);
    store.setValue('kind', 'other');
    expect(store.errorsOf('reason').map((error) => error.message)).toEqual(['Reason is required']);
    store.setRowValue('rows', 0, 'item', 'item', 'pen');
    const full = validateFormData(doc, store.values, {
      hiddenKeys: evaluateHideRules(doc.config.hideRules, store.values, keyResolver(doc)),
    });
    expect(store.errorList()).toEqual(full);
    expect(full.map((error) => error.key)).toEqual(['reason']);
  });

  it('files row errors under their batch and keeps the same array while nothing changes', () => {
    const store = aStore();
    store.validate();
    const before = store.errorsOf('rows');
    expect(before).toEqual([expect.objectContaining({ key: 'item', parentKey: 'rows', rowIndex: 0 })]);
    store.setValue('name', 'Bob');
    expect(store.errorsOf('rows')).toBe(before);
  });

  it('reset clears errors and restores defaults; setData announces every changed value', () => {
    const store = aStore();
    store.validate();
    const name = listen(store, channel.value('name'));
    store.setData({ name: 'Zed', kind: 'other' });
    expect(name).toHaveBeenCalledTimes(1);
    expect(store.isHidden(doc.list[1]!)).toBe(false);
    expect(store.errorsOf('name')).toEqual([]);
    store.reset();
    expect(store.values.name).toBe('');
    expect(store.errorCount).toBe(0);
    store.setValue('name', '');
    expect(store.errorCount).toBe(0);
  });
});
