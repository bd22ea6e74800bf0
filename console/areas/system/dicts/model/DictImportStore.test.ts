import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { DictImportStore, parseImport } from './DictImportStore';

const problem = {
  position: 'dicts[0].items[1]',
  dictCode: 'colour',
  dictValue: 'r',
  field: 'dictValue',
  message: 'Item value (dictValue) r appears more than once',
};

describe('DictImportStore', () => {
  it('reads the export format or a bare array, and nothing else', () => {
    expect(parseImport('{"dicts":[]}')).toEqual([]);
    expect(parseImport('[{"dictCode":"a"}]')).toHaveLength(1);
    expect(parseImport('{"x":1}')).toBeUndefined();
    expect(parseImport('not json')).toBeUndefined();
  });

  it('refuses text that is not dictionary JSON without calling the server', async () => {
    const s = scriptedServer();
    const store = new DictImportStore(s.deps);
    store.setText('hello');
    expect(await store.run()).toBe(false);
    expect(store.message).toBe('dicts:import.notJson');
    expect(s.requests).toEqual([]);
  });

  it('shows the report of a refused file entry by entry', async () => {
    const s = scriptedServer();
    s.answer(api.config.dictImport, () => {
      throw new Refusal('Nothing was imported: 1 entries are wrong', { problems: [problem] });
    });
    const store = new DictImportStore(s.deps);
    store.setText('{"dicts":[{"dictCode":"colour","dictName":"C","items":[]}]}', 'colours.json');
    expect(await store.run()).toBe(false);
    expect(store.message).toBe('Nothing was imported: 1 entries are wrong');
    expect(store.problems).toEqual([problem]);
    expect(store.isBusy).toBe(false);
    store.setText('{}');
    expect(store.problems).toEqual([]);
  });

  it('imports a good file and says how much', async () => {
    const s = scriptedServer();
    s.answer(api.config.dictImport, () => ({ types: 2, items: 5 }));
    const store = new DictImportStore(s.deps);
    store.setText('{"dicts":[]}');
    expect(await store.run()).toBe(true);
    expect(s.notices).toEqual([{ kind: 'success', message: 'dicts:import.done {"types":2,"items":5}' }]);
  });
});
