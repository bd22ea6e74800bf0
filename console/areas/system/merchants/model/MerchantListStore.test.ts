import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { MerchantListStore, type AuthRow, type MerchantRow } from './MerchantListStore';

const merchant = (merchantId: string, merchantName = `Tenant ${merchantId}`) =>
  ({
    merchantId,
    parentId: '',
    merchantName,
    icon: '',
    contact: '',
    phone: '',
    status: '0',
    remark: '',
    createTime: null,
  }) as MerchantRow;
const auth = (authId: string) =>
  ({
    authId,
    userId: 'u1',
    userName: 'ann',
    nickName: 'Ann',
    merchantId: 'm2',
    merchantName: 'Tenant 2',
    roleId: 'r1',
    roleName: 'Clerk',
    createTime: null,
  }) as AuthRow;

const noUpload = async () => ({ url: '' });

const serverWith = (merchants: MerchantRow[], auths: AuthRow[]) => {
  const s = scriptedServer();
  s.answer(api.identity.merchantPageList, ({ query }) => {
    const hits = merchants.filter((m) => m.merchantName.includes(String(query.merchantName ?? '')));
    return { total: hits.length, rows: hits.slice(0, Number(query.limit)) };
  });
  s.answer(api.identity.authList, ({ query }) => ({
    total: auths.length,
    rows: auths.slice((Number(query.pageNum) - 1) * 10, Number(query.pageNum) * 10),
  }));
  return s;
};

describe('MerchantListStore', () => {
  it('shows the tenants and the authorisations, each paged on its own, and filters tenants by name', async () => {
    const auths = Array.from({ length: 12 }, (_, i) => auth(String(i + 1)));
    const s = serverWith([merchant('1', 'North'), merchant('2', 'South')], auths);
    const store = new MerchantListStore(s.deps, noUpload);
    await store.start();
    expect(store.page.rows.map((m) => m.merchantName)).toEqual(['North', 'South']);
    expect(store.auths.rows).toHaveLength(10);
    await store.auths.goTo(2);
    expect(store.auths.rows.map((a) => a.authId)).toEqual(['11', '12']);
    await store.search('Sou');
    expect(store.page.rows.map((m) => m.merchantName)).toEqual(['South']);
    expect(store.auths.pageNum).toBe(2);
  });

  it('removes a tenant and an authorisation, reloading only the list it changed', async () => {
    const s = serverWith([merchant('1')], [auth('a1')]);
    s.answer(api.identity.merchantRemove, () => null);
    s.answer(api.identity.authDelete, () => null);
    const store = new MerchantListStore(s.deps, noUpload);
    await store.start();
    await store.remove(store.page.rows[0]!);
    expect(s.requestsTo(api.identity.merchantRemove)[0]?.params).toEqual({ id: '1' });
    expect(s.requestsTo(api.identity.merchantPageList)).toHaveLength(2);
    expect(s.requestsTo(api.identity.authList)).toHaveLength(1);
    await store.removeAuth('a1');
    expect(s.requestsTo(api.identity.authDelete)[0]?.query).toEqual({ authId: 'a1' });
    expect(s.requestsTo(api.identity.authList)).toHaveLength(2);
    expect(s.notices).toEqual([
      { kind: 'success', message: 'common:success' },
      { kind: 'success', message: 'common:success' },
    ]);
  });

  it('a refused delete keeps the list and tells why', async () => {
    const s = serverWith([merchant('1')], []);
    s.answer(api.identity.merchantRemove, () => {
      throw new Refusal('The tenant has users');
    });
    const store = new MerchantListStore(s.deps, noUpload);
    await store.start();
    await store.remove(store.page.rows[0]!);
    expect(s.notices).toEqual([{ kind: 'error', message: 'The tenant has users' }]);
    expect(s.requestsTo(api.identity.merchantPageList)).toHaveLength(1);
  });

  it('edits an authorisation in its user’s grants, then shows the authorisations again', async () => {
    const s = serverWith([merchant('1')], [auth('a1')]);
    s.answer(api.identity.merchantTreeselect, () => []);
    s.answer(
      api.identity.roleTree,
      () =>
        [
          { roleId: 'r1', roleName: 'Clerk' },
          { roleId: 'r2', roleName: 'Auditor' },
        ] as never,
    );
    s.answer(api.identity.authUpdate, () => null);
    const store = new MerchantListStore(s.deps, noUpload);
    await store.start();
    await store.editAuth(store.auths.rows[0]!);
    const grant = store.grant!;
    expect(grant.user).toEqual({ userId: 'u1', userName: 'ann' });
    expect(grant.editingId).toBe('a1');
    expect(grant.form.values).toEqual({ merchantId: 'm2', roleId: 'r1' });
    expect(s.requestsTo(api.identity.roleTree).at(-1)?.query).toMatchObject({ merchantId: 'm2' });
    grant.form.set('roleId', 'r2');
    expect(await grant.submit()).toBe(true);
    expect(s.requestsTo(api.identity.authUpdate)[0]?.body).toEqual({
      authId: 'a1',
      userId: 'u1',
      merchantId: 'm2',
      roleId: 'r2',
    });
    expect(grant.editingId).toBeNull();
    await store.closeGrant();
    expect(store.grant).toBeUndefined();
    expect(s.requestsTo(api.identity.authList).length).toBeGreaterThanOrEqual(3);
  });
});
