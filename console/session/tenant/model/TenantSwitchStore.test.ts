import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { TenantSwitchStore } from './TenantSwitchStore';

const tenant = (id: string, children: unknown[] = []) => ({ id, label: `Tenant ${id}`, children }) as never;

describe('TenantSwitchStore', () => {
  it('with a single tenant tells the user and asks to close', async () => {
    const s = scriptedServer();
    s.answer(api.shell.merchantAuthTree, () => [tenant('m1')]);
    const store = new TenantSwitchStore(s.deps, 'm1');
    expect(await store.load()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'warning', message: 'tenant.onlyOne' }]);
    expect(store.tree).toBeUndefined();
  });

  it('warns when the current tenant is picked, and answers the new token for another', async () => {
    const s = scriptedServer();
    s.answer(api.shell.merchantAuthTree, () => [tenant('m1', [tenant('m2')])]);
    s.answer(
      api.shell.merchantAuthChange,
      ({ query }) => ({ token: `token-${String(query.targetMerchantId)}` }) as never,
    );
    const store = new TenantSwitchStore(s.deps, 'm1');
    expect(await store.load()).toBe(true);
    expect(store.tree).toHaveLength(1);
    expect(await store.confirm()).toBeUndefined();
    expect(s.requests).toHaveLength(1);
    store.select('m1');
    expect(await store.confirm()).toBeUndefined();
    expect(s.notices).toEqual([{ kind: 'warning', message: 'tenant.alreadyCurrent' }]);
    store.select('m2');
    expect(await store.confirm()).toBe('token-m2');
    expect(store.isBusy).toBe(true);
  });

  it('a refused switch leaves the dialog ready again', async () => {
    const s = scriptedServer();
    s.answer(api.shell.merchantAuthTree, () => [tenant('m1'), tenant('m2')]);
    s.answer(api.shell.merchantAuthChange, () => {
      throw new Refusal('No longer authorised');
    });
    const store = new TenantSwitchStore(s.deps, 'm1');
    await store.load();
    store.select('m2');
    expect(await store.confirm()).toBeUndefined();
    expect(s.notices).toEqual([{ kind: 'error', message: 'No longer authorised' }]);
    expect(store.isBusy).toBe(false);
  });
});
