import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { MerchantFormStore } from './MerchantFormStore';

const detail = {
  merchantId: 'm1',
  parentId: '',
  merchantName: 'North',
  icon: '',
  contact: 'Ann',
  phone: '123',
  status: '0',
  remark: 'r',
  createTime: null,
};

const noUpload = async () => ({ url: '' });

describe('MerchantFormStore', () => {
  it('loads the tenant being edited and saves the change', async () => {
    const s = scriptedServer();
    s.answer(api.identity.merchantDetail, () => detail as never);
    s.answer(api.identity.merchantUpdate, () => null);
    const store = new MerchantFormStore(s.deps, 'm1', async (file) => ({ url: `/files/${file.name}` }));
    await store.load();
    expect(store.form.values).toEqual({
      merchantName: 'North',
      icon: '',
      contact: 'Ann',
      phone: '123',
      remark: 'r',
    });
    store.form.set('phone', '456');
    await store.logo.choose(new File(['x'], 'north.png'));
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.merchantUpdate)[0]?.body).toEqual({
      merchantId: 'm1',
      merchantName: 'North',
      icon: '/files/north.png',
      contact: 'Ann',
      phone: '456',
      remark: 'r',
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('needs a name before it sends anything, then adds the tenant', async () => {
    const s = scriptedServer();
    s.answer(api.identity.merchantAdd, () => ({ merchantId: 'new' }) as never);
    const store = new MerchantFormStore(s.deps, null, noUpload);
    await store.load();
    store.form.set('merchantName', '   ');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ merchantName: 'admin:rule.merchantNameRequired' });
    expect(s.requests).toHaveLength(0);
    store.form.set('merchantName', 'South');
    expect(store.form.errors).toEqual({});
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.merchantAdd)[0]?.body).toEqual({
      merchantName: 'South',
      icon: '',
      contact: '',
      phone: '',
      remark: '',
    });
  });

  it('shows a refusal naming a field under it, any other as a notice', async () => {
    const s = scriptedServer();
    const store = new MerchantFormStore(s.deps, null, noUpload);
    store.form.set('merchantName', 'North');
    s.answer(api.identity.merchantAdd, () => {
      throw new Refusal('Phone is not valid', { field: 'phone' });
    });
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ phone: 'Phone is not valid' });
    expect(store.form.focus?.field).toBe('phone');
    s.answer(api.identity.merchantAdd, () => {
      throw new Refusal('Too many tenants');
    });
    expect(await store.save()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Too many tenants' }]);
  });

  it('refuses a logo that is neither an uploaded file nor an https address, under the logo', async () => {
    const s = scriptedServer();
    const store = new MerchantFormStore(s.deps, null, noUpload);
    store.form.set('merchantName', 'North');
    store.form.set('icon', 'javascript:alert(1)');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ icon: 'admin:rule.pictureAddress' });
    expect(s.requests).toHaveLength(0);
  });
});
