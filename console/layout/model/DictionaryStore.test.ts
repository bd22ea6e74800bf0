import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../app/model/testing/scriptedClient';
import { DictionaryStore } from './DictionaryStore';

const entry = (dictValue: string, dictLabel: string) => ({
  dictCode: 'sys_user_sex',
  dictLabel,
  dictValue,
  dictSort: 0,
  remark: '',
  status: '0',
});

const setup = () => {
  const s = scriptedServer();
  let label = 'Male';
  s.answer(api.system.dictByCode, () => [entry('0', label), entry('1', 'Female')]);
  let locale = 'en_US';
  const store = new DictionaryStore(
    () => s.deps.client,
    () => locale,
  );
  return {
    s,
    store,
    rename: (l: string) => (label = l),
    setLocale: (l: string) => (locale = l),
  };
};

describe('DictionaryStore', () => {
  it('loads a dictionary once however many readers ask, and labels values', async () => {
    const { s, store } = setup();
    await Promise.all([store.ensure('sys_user_sex'), store.ensure('sys_user_sex')]);
    await store.ensure('sys_user_sex');
    expect(s.requestsTo(api.system.dictByCode)).toHaveLength(1);
    expect(store.label('sys_user_sex', '1')).toBe('Female');
    expect(store.label('sys_user_sex', '9')).toBe('9');
  });

  it('reloads a dictionary an administrator changed, so what shows it follows', async () => {
    const { s, store, rename } = setup();
    await store.ensure('sys_user_sex');
    rename('Man');
    store.drop('sys_user_sex');
    await store.ensure('sys_user_sex');
    expect(store.label('sys_user_sex', '0')).toBe('Man');
    expect(s.requestsTo(api.system.dictByCode)).toHaveLength(2);
  });

  it('asks again after a language change, and after a failure', async () => {
    const { s, store, setLocale } = setup();
    await store.ensure('sys_user_sex');
    setLocale('de_DE');
    await store.ensure('sys_user_sex');
    expect(s.requestsTo(api.system.dictByCode)).toHaveLength(2);
    s.answer(api.system.dictByCode, () => {
      throw new Refusal('down');
    });
    store.clear();
    expect(await store.ensure('sys_user_sex')).toEqual([]);
    expect(store.entriesOf('sys_user_sex')).toBeUndefined();
    expect(s.notices).toEqual([]);
  });

  it('preloads the dictionaries of console spec §9', async () => {
    const { s, store } = setup();
    await store.preload();
    expect(s.requestsTo(api.system.dictByCode).map((r) => r.params.dictCode)).toEqual([
      'sys_normal_disable',
      'ec_event_group',
      'my_authority_app_category',
      'sys_user_sex',
    ]);
  });
});
