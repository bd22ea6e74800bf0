import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { DictListStore } from './DictListStore';

const type = (code: string) => ({
  dictTypeId: `t-${code}`,
  dictCode: code,
  dictName: code.toUpperCase(),
  names: {},
  displayName: code.toUpperCase(),
  status: '0',
  remark: '',
  itemCount: 1,
});
const item = (value: string, label: string) => ({
  dictId: `i-${value}`,
  dictCode: 'sex',
  dictLabel: label,
  dictValue: value,
  dictSort: 0,
  labels: { en_US: label },
  remark: '',
  status: '0',
});

const setup = () => {
  const s = scriptedServer();
  const dropped: string[] = [];
  s.deps.dicts = {
    ensure: async () => [],
    entriesOf: () => undefined,
    label: (_c, v) => v,
    drop: (code) => dropped.push(code),
  };
  s.answer(api.config.dictTypeList, () => ({ total: 2, rows: [type('sex'), type('degree')] }));
  s.answer(api.config.dictDataList, () => ({ total: 1, rows: [item('0', 'Male')] }));
  return { s, dropped, store: new DictListStore(s.deps) };
};

describe('DictListStore', () => {
  it('shows the types and the items of the first one', async () => {
    const { s, store } = setup();
    await store.start();
    expect(store.selected?.dictCode).toBe('sex');
    expect(store.items.rows.map((r) => r.dictLabel)).toEqual(['Male']);
    await store.searchItems('ma');
    expect(s.requestsTo(api.config.dictDataList).at(-1)?.query).toMatchObject({
      dictCode: 'sex',
      keyword: 'ma',
    });
    await store.searchTypes('deg');
    expect(s.requestsTo(api.config.dictTypeList).at(-1)?.query).toMatchObject({ keyword: 'deg', pageNum: 1 });
  });

  it('saves an item with its labels and drops the cached dictionary', async () => {
    const { s, store, dropped } = setup();
    await store.start();
    s.answer(api.config.dictDataUpdate, () => null);
    store.openItemForm(store.items.rows[0]);
    store.itemForm!.setLabel('en_US', 'Man');
    store.itemForm!.setLabel('de_DE', '  ');
    expect(await store.itemForm!.save()).toBe(true);
    expect(s.requestsTo(api.config.dictDataUpdate)[0]?.body).toMatchObject({
      dictId: 'i-0',
      dictCode: 'sex',
      labels: { en_US: 'Man' },
    });
    await store.saved();
    expect(dropped).toEqual(['sex']);
    expect(store.itemForm).toBeUndefined();
  });

  it('shows a duplicate value refusal under the value field', async () => {
    const { s, store } = setup();
    await store.start();
    s.answer(api.config.dictDataAdd, () => {
      throw new Refusal('Item value (dictValue) 0 already exists', { field: 'dictValue' });
    });
    store.openItemForm();
    const form = store.itemForm!;
    expect(await form.save()).toBe(false);
    expect(form.form.errors).toEqual({
      dictValue: 'dicts:form.valueRequired',
      dictLabel: 'dicts:form.labelRequired',
    });
    form.form.set('dictValue', '0');
    form.form.set('dictLabel', 'Zero');
    expect(await form.save()).toBe(false);
    expect(form.form.errors.dictValue).toBe('Item value (dictValue) 0 already exists');
  });

  it('deletes an item and a type, dropping their dictionary', async () => {
    const { s, store, dropped } = setup();
    await store.start();
    s.answer(api.config.dictDataDelete, () => null);
    s.answer(api.config.dictTypeDelete, () => null);
    await store.removeItem(store.items.rows[0]!);
    await store.removeType(store.types.rows[0]!);
    expect(dropped).toEqual(['sex', 'sex']);
    expect(store.selected).toBeUndefined();
    expect(s.notices.filter((n) => n.kind === 'success')).toHaveLength(2);
  });

  it('exports the chosen dictionary as JSON text', async () => {
    const { s, store } = setup();
    await store.start();
    s.answer(api.config.dictExport, ({ query }) => ({
      dicts: [{ dictCode: String(query.dictCode), dictName: 'Sex', items: [] }],
    }));
    expect(JSON.parse((await store.exportJson())!)).toEqual({
      dicts: [{ dictCode: 'sex', dictName: 'Sex', items: [] }],
    });
  });
});
