import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { AppListStore } from './AppListStore';
import { app } from './appFixture';

const setUp = () => {
  const s = scriptedServer();
  s.answer(api.system.dictByCode, () => [
    { dictCode: 'c', dictValue: '1', dictLabel: 'Built in', dictSort: 0, remark: '', status: '0' },
  ]);
  s.answer(api.config.appList, () => [app('A100', 'system-new'), app('A200', 'MESSAGE', { status: '1' })]);
  const store = new AppListStore(s.deps, async () => ({ url: '/x.png' }));
  return { s, store };
};

describe('AppListStore', () => {
  it('loads the apps and the category names, and sends the filters', async () => {
    const { s, store } = setUp();
    await store.start();
    expect(store.apps.value?.map((a) => a.appCode)).toEqual(['system-new', 'MESSAGE']);
    expect(store.categoryLabel('1')).toBe('Built in');
    expect(s.requestsTo(api.system.dictByCode)[0]?.params).toEqual({ dictCode: 'my_authority_app_category' });
    await store.search('msg');
    await store.filterCategory('2');
    await store.filterStatus('1');
    expect(s.requestsTo(api.config.appList).at(-1)?.query).toEqual({
      appName: 'msg',
      appCategory: '2',
      status: '1',
    });
  });

  it('switches the status and reloads; a refusal is shown and nothing reloads', async () => {
    const { s, store } = setUp();
    s.answer(api.config.appChangeStatus, () => null);
    await store.start();
    await store.toggleStatus(store.apps.value![1]!);
    expect(s.requestsTo(api.config.appChangeStatus)[0]?.body).toEqual({ appId: 'A200', status: '0' });
    expect(s.requestsTo(api.config.appList)).toHaveLength(2);
    s.answer(api.config.appChangeStatus, () => {
      throw new Refusal('The system app system-new cannot be disabled', null, '50001');
    });
    await store.toggleStatus(store.apps.value![0]!);
    expect(s.notices.at(-1)).toEqual({
      kind: 'error',
      message: 'The system app system-new cannot be disabled',
    });
    expect(s.requestsTo(api.config.appList)).toHaveLength(2);
    expect(store.isSystem(store.apps.value![0]!)).toBe(true);
  });

  it('moves an app and saves the whole order; removes after confirmation', async () => {
    const { s, store } = setUp();
    s.answer(api.config.appOrder, () => null);
    s.answer(api.config.appDelete, () => null);
    await store.start();
    await store.move(store.apps.value![1]!, -1);
    expect(s.requestsTo(api.config.appOrder)[0]?.body).toEqual({ appIds: ['A200', 'A100'] });
    await store.move(store.apps.value![0]!, -1);
    expect(s.requestsTo(api.config.appOrder)).toHaveLength(1);
    await store.remove(store.apps.value![1]!);
    expect(s.requestsTo(api.config.appDelete)[0]?.query).toEqual({ appId: 'A200' });
  });

  it('a failed list shows the error state', async () => {
    const s = scriptedServer();
    s.answer(api.system.dictByCode, () => []);
    s.answer(api.config.appList, () => {
      throw new Refusal('boom', null, '50000');
    });
    const store = new AppListStore(s.deps, async () => ({ url: '' }));
    await store.start();
    expect(store.apps.failed).toBe(true);
    expect(store.apps.value).toEqual([]);
  });
});
