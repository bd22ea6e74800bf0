import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { PropertiesListStore } from './PropertiesListStore';

const prop = (attrCode: string, attrValue: string, status = '0') => ({
  propId: `p-${attrCode}`,
  attrCode,
  attrValue,
  status,
  remark: '',
});

const setup = () => {
  const s = scriptedServer();
  s.answer(api.config.propertiesPage, () => ({
    total: 2,
    rows: [prop('VUE_APP_FAVICON', '/favicon.svg'), prop('VUE_APP_NAME', 'Portal')],
  }));
  return { s, store: new PropertiesListStore(s.deps) };
};

describe('PropertiesListStore', () => {
  it('lists, searches and switches a property off', async () => {
    const { s, store } = setup();
    await store.start();
    expect(store.page.rows.map((r) => r.attrCode)).toEqual(['VUE_APP_FAVICON', 'VUE_APP_NAME']);
    await store.search('NAME');
    expect(s.requestsTo(api.config.propertiesPage).at(-1)?.query).toMatchObject({
      keyword: 'NAME',
      pageNum: 1,
    });
    s.answer(api.config.propertiesChangeStatus, () => null);
    await store.toggleStatus(store.page.rows[1]!);
    expect(s.requestsTo(api.config.propertiesChangeStatus)[0]?.body).toEqual({
      propId: 'p-VUE_APP_NAME',
      status: '1',
    });
  });

  it('renames the application through the form', async () => {
    const { s, store } = setup();
    await store.start();
    s.answer(api.config.propertiesUpdate, () => null);
    store.openForm(store.page.rows[1]);
    store.form!.form.set('attrValue', 'New Portal');
    expect(await store.form!.save()).toBe(true);
    expect(s.requestsTo(api.config.propertiesUpdate)[0]?.body).toMatchObject({
      propId: 'p-VUE_APP_NAME',
      attrCode: 'VUE_APP_NAME',
      attrValue: 'New Portal',
    });
  });

  it('refuses an unsafe favicon before asking the server', async () => {
    const { s, store } = setup();
    await store.start();
    store.openForm(store.page.rows[0]);
    const form = store.form!;
    expect(form.isFavicon).toBe(true);
    form.form.set('attrValue', 'javascript:alert(1)');
    expect(await form.save()).toBe(false);
    expect(form.form.errors.attrValue).toBe('server:dicts.faviconUnsafe');
    expect(s.requestsTo(api.config.propertiesUpdate)).toEqual([]);
  });

  it('deletes a property after the confirmation', async () => {
    const { s, store } = setup();
    await store.start();
    s.answer(api.config.propertiesDelete, () => null);
    await store.remove(store.page.rows[0]!);
    expect(s.requestsTo(api.config.propertiesDelete)[0]?.query).toEqual({ propId: 'p-VUE_APP_FAVICON' });
    expect(s.requestsTo(api.config.propertiesPage)).toHaveLength(2);
  });
});
