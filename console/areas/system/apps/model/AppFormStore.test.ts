import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { AppFormStore } from './AppFormStore';
import { app } from './appFixture';

describe('AppFormStore', () => {
  it('shows the missing fields under them and sends nothing', async () => {
    const s = scriptedServer();
    const store = new AppFormStore(s.deps, undefined, async () => ({ url: '' }));
    store.form.set('appOrder', 'x');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      appCode: 'menus:form.appCodeRequired',
      appName: 'menus:form.appNameRequired',
      appOrder: 'menus:form.orderNumber',
    });
    expect(s.requests).toEqual([]);
  });

  it('adds an app with every field, the names per language and an uploaded logo', async () => {
    const s = scriptedServer();
    s.answer(api.config.appAdd, () => ({ appId: 'N1' }));
    const store = new AppFormStore(s.deps, undefined, async (file) => ({ url: `/files/${file.name}` }));
    store.form.set('appCode', 'crm');
    store.form.set('appName', '客户');
    store.setName('en_US', 'Customers');
    await store.uploadLogo(new File(['x'], 'crm.png'));
    store.form.set('openType', 'NEW_TAB');
    store.form.set('needProject', true);
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.config.appAdd)[0]?.body).toEqual({
      appCode: 'crm',
      appName: '客户',
      appNameI18n: { en_US: 'Customers' },
      appLogo: '/files/crm.png',
      appCategory: '',
      appOrder: 0,
      visible: '1',
      isMicro: '1',
      openType: 'NEW_TAB',
      appPath: '',
      needProject: true,
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('edits an app; a duplicate code shows under the code field; a failed upload under the logo', async () => {
    const s = scriptedServer();
    s.answer(api.config.appEdit, () => {
      throw new Refusal('The app code MESSAGE is already used', { field: 'appCode' });
    });
    const store = new AppFormStore(s.deps, app('A300', 'crm', { appOrder: 4 }), async () => {
      throw new Error('File too large');
    });
    expect(store.form.values.appOrder).toBe('4');
    store.form.set('appCode', 'MESSAGE');
    expect(await store.save()).toBe(false);
    expect(s.requestsTo(api.config.appEdit)[0]?.body).toMatchObject({ appId: 'A300', appCode: 'MESSAGE' });
    expect(store.form.errors).toEqual({ appCode: 'The app code MESSAGE is already used' });
    await store.uploadLogo(new File(['x'], 'big.png'));
    expect(store.form.errors).toEqual({ appLogo: 'File too large' });
    expect(store.isUploading).toBe(false);
  });
});
