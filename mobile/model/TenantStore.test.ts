import { describe, expect, it } from 'vitest';
import { TenantStore } from './TenantStore';
import { fakeCall } from './testing/fakeCall';

const TREE = [
  {
    id: 'M1',
    label: 'Group',
    isOwn: true,
    children: [{ id: 'M2', label: 'Branch', isOwn: false, children: [] }],
  },
];

describe('TenantStore', () => {
  it('lists the authorised tenants with their depth and switches to the picked one', async () => {
    const { call, calls } = fakeCall({
      '/merchant/auth/tree': () => TREE,
      '/merchant/auth/change': ({ query }) => ({ token: `token-of-${String(query?.targetMerchantId)}` }),
    });
    const store = new TenantStore(() => call, 'M1');
    await store.load();
    expect(store.canSwitch).toBe(true);
    expect(store.tenants).toEqual([
      { id: 'M1', label: 'Group', depth: 0 },
      { id: 'M2', label: 'Branch', depth: 1 },
    ]);
    expect(await store.switchTenant()).toBeUndefined();
    store.pick('M2');
    expect(await store.switchTenant()).toBe('token-of-M2');
    expect(calls.filter((made) => made.path === '/merchant/auth/change')).toHaveLength(1);
  });

  it('offers no choice with one tenant, and shows the server’s refusal', async () => {
    const single = new TenantStore(() => fakeCall({ '/merchant/auth/tree': () => [TREE[0]] }).call, 'M1');
    await single.load();
    expect(single.tenants).toHaveLength(2);
    const only = new TenantStore(
      () => fakeCall({ '/merchant/auth/tree': () => [{ ...TREE[0], children: [] }] }).call,
      'M1',
    );
    await only.load();
    expect(only.canSwitch).toBe(false);
    const refused = new TenantStore(
      () =>
        fakeCall({
          '/merchant/auth/tree': () => TREE,
          '/merchant/auth/change': () => {
            throw new Error('You are not authorised in this tenant.');
          },
        }).call,
      'M1',
    );
    await refused.load();
    refused.pick('M2');
    expect(await refused.switchTenant()).toBeUndefined();
    expect(refused.error).toBe('You are not authorised in this tenant.');
    expect(refused.isBusy).toBe(false);
  });
});
