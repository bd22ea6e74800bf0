import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { testKeyPair } from '../../../../session/testing/publicKey';
import { ChangeMerchantStore } from './ChangeMerchantStore';
import { DataPermStore } from './DataPermStore';
import { GrantStore } from './GrantStore';
import { LockStore } from './LockStore';
import { ResetPwdStore } from './ResetPwdStore';

const grant = (authId: string, merchantName: string, roleName: string) =>
  ({
    authId,
    userId: 'u1',
    userName: 'ann',
    nickName: 'Ann',
    merchantId: 'm2',
    merchantName,
    roleId: 'r9',
    roleName,
  }) as never;

describe('LockStore', () => {
  it('requires a duration, then locks with the reason', async () => {
    const s = scriptedServer();
    s.answer(api.identity.lock, () => null);
    const store = new LockStore(s.deps, 'u1');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ lockDuration: 'admin:rule.lockDurationRequired' });
    store.form.set('lockDuration', 0);
    store.form.set('reason', 'left the company');
    expect(await store.submit()).toBe(true);
    expect(s.requestsTo(api.identity.lock)[0]?.body).toEqual({
      userId: 'u1',
      lockDuration: 0,
      reason: 'left the company',
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('a refused lock answers false and the client told the user', async () => {
    const s = scriptedServer();
    s.answer(api.identity.lock, () => {
      throw new Refusal('You cannot lock yourself');
    });
    const store = new LockStore(s.deps, 'u1');
    store.form.set('lockDuration', 30);
    expect(await store.submit()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'You cannot lock yourself' }]);
    expect(store.runner.isBusy).toBe(false);
  });
});

describe('ResetPwdStore', () => {
  it('checks the new password and its confirmation before sending anything', async () => {
    const s = scriptedServer();
    const store = new ResetPwdStore(s.deps, { userId: 'u1', userName: 'ann' });
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ password: 'admin:rule.passwordRequired' });
    store.form.set('newPassword', 'weak');
    expect(store.check()).toBe(false);
    expect(store.form.errors).toEqual({ password: 'admin:rule.passwordRule' });
    store.form.set('newPassword', 'Strong#123');
    store.form.set('newPasswordTwice', 'Strong#124');
    expect(store.check()).toBe(false);
    expect(store.form.errors).toEqual({ confirm: 'admin:rule.passwordMismatch' });
    expect(s.requests).toHaveLength(0);
  });

  it('sends the password encrypted for that user', async () => {
    const s = scriptedServer();
    const keys = testKeyPair();
    s.answer(api.session.publicKey, () => ({ publicKey: keys.publicKey }));
    s.answer(api.identity.resetPwd, () => null);
    const store = new ResetPwdStore(s.deps, { userId: 'u1', userName: 'ann' });
    store.form.set('newPassword', 'Strong#123');
    store.form.set('newPasswordTwice', 'Strong#123');
    expect(await store.submit()).toBe(true);
    const body = s.requestsTo(api.identity.resetPwd)[0]?.body as {
      userId: string;
      userName: string;
      password: string;
    };
    expect({ userId: body.userId, userName: body.userName }).toEqual({ userId: 'u1', userName: 'ann' });
    expect(keys.decrypt(body.password)).toBe('Strong#123');
    expect(store.form.errors).toEqual({});
  });
});

describe('GrantStore', () => {
  it('lists the grants, the roles of the chosen tenant, and asks for both choices', async () => {
    const s = scriptedServer();
    const grants = [grant('a1', 'Branch', 'Clerk')];
    s.answer(api.identity.merchantTreeselect, () => [{ id: 'm2', label: 'Branch', children: [] }] as never);
    s.answer(api.identity.authList, () => ({ total: grants.length, rows: [...grants] }));
    s.answer(
      api.identity.roleTree,
      ({ query }) => (query.merchantId === 'm2' ? [{ roleId: 'r9', roleName: 'Clerk' }] : []) as never,
    );
    s.answer(api.identity.authAdd, () => {
      grants.push(grant('a2', 'Branch', 'Auditor'));
      return { authId: 'a2' };
    });
    const store = new GrantStore(s.deps, { userId: 'u1', userName: 'ann' });
    await store.load();
    expect(store.grants.value?.rows.map((g) => g.roleName)).toEqual(['Clerk']);
    expect(s.requestsTo(api.identity.authList)[0]?.query).toMatchObject({
      userId: 'u1',
      pageNum: 1,
      limit: 100,
    });
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({
      merchantId: 'admin:rule.merchantRequired',
      roleId: 'admin:rule.roleRequired',
    });
    expect(store.form.focus?.field).toBe('merchantId');
    store.chooseMerchant('m2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.roles.value).toEqual([{ roleId: 'r9', roleName: 'Clerk' }]);
    store.form.set('roleId', 'r9');
    expect(await store.submit()).toBe(true);
    expect(s.requestsTo(api.identity.authAdd)[0]?.body).toEqual({
      userId: 'u1',
      merchantId: 'm2',
      roleId: 'r9',
    });
    expect(store.grants.value?.rows.map((g) => g.authId)).toEqual(['a1', 'a2']);
  });

  it('removes a grant and shows the list without it; a refused remove keeps it', async () => {
    const s = scriptedServer();
    let grants = [grant('a1', 'Branch', 'Clerk')];
    s.answer(api.identity.merchantTreeselect, () => []);
    s.answer(api.identity.authList, () => ({ total: grants.length, rows: [...grants] }));
    s.answer(api.identity.authDelete, () => {
      throw new Refusal('Not yours to remove');
    });
    const store = new GrantStore(s.deps, { userId: 'u1', userName: 'ann' });
    await store.load();
    await store.remove('a1');
    expect(s.notices).toEqual([{ kind: 'error', message: 'Not yours to remove' }]);
    expect(store.grants.value?.rows).toHaveLength(1);
    s.answer(api.identity.authDelete, () => {
      grants = [];
      return null;
    });
    await store.remove('a1');
    expect(s.requestsTo(api.identity.authDelete).at(-1)?.query).toEqual({ authId: 'a1' });
    expect(store.grants.value?.rows).toEqual([]);
  });
});

describe('ChangeMerchantStore', () => {
  it('requires a tenant, offers its organisations, and moves the user', async () => {
    const s = scriptedServer();
    s.answer(
      api.identity.merchantAllTree,
      () => [{ id: 'm2', label: 'Branch', children: [{ id: 'o9', label: 'Desk', children: [] }] }] as never,
    );
    s.answer(api.identity.changeMerchant, () => null);
    const store = new ChangeMerchantStore(s.deps, 'u1');
    await store.load();
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ merchantId: 'admin:rule.merchantRequired' });
    expect(store.organizes).toEqual([]);
    store.chooseMerchant('m2');
    expect(store.form.errors).toEqual({});
    expect(store.organizes.map((o) => o.label)).toEqual(['Desk']);
    expect(await store.submit()).toBe(true);
    expect(s.requestsTo(api.identity.changeMerchant)[0]?.body).toEqual({ userId: 'u1', merchantId: 'm2' });
  });
});

describe('DataPermStore', () => {
  it('shows the current choices by name and saves the new ones', async () => {
    const s = scriptedServer();
    s.answer(
      api.identity.organizeTreeselect,
      () => [{ id: 'o1', label: 'Sales', children: [{ id: 'o2', label: 'North', children: [] }] }] as never,
    );
    s.answer(
      api.identity.userDataPerms,
      () => ({ organizeIds: ['o1'], excludeOrganizeIds: ['o2', 'gone'] }) as never,
    );
    s.answer(api.identity.excludeDataPerms, () => null);
    const store = new DataPermStore(s.deps, 'u1');
    await store.load();
    expect(store.include).toEqual([{ id: 'o1', name: 'Sales' }]);
    expect(store.exclude).toEqual([
      { id: 'o2', name: 'North' },
      { id: 'gone', name: 'gone' },
    ]);
    store.setExclude([]);
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.excludeDataPerms)[0]?.body).toEqual({
      userId: 'u1',
      organizeIds: ['o1'],
      excludeOrganizeIds: [],
    });
  });
});
