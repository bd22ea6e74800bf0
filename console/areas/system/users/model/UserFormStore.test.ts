import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { testKeyPair } from '../../../../session/testing/publicKey';
import { aUser } from './testing';
import { UserFormStore } from './UserFormStore';

const server = () => {
  const s = scriptedServer();
  s.answer(api.identity.organizeTreeselect, () => [{ id: 'o1', label: 'Sales', children: [] }] as never);
  s.answer(
    api.identity.roleTree,
    () =>
      [
        { roleId: 'r1', roleName: 'Clerk' },
        { roleId: 'r2', roleName: 'Auditor' },
      ] as never,
  );
  s.answer(api.identity.merchantPosition, () => [
    { positionId: 'p1', positionName: 'Lead', organizeId: 'o1' },
  ]);
  s.answer(api.identity.userDetail, () => ({
    user: aUser('7', { userName: 'ann', nickName: 'Ann', jobNumber: 'XH7', sex: '1', remark: 'new hire' }),
    roleIds: ['r1'],
    positionIds: [],
  }));
  return s;
};

const noUpload = async () => ({ url: '' });

const fill = (store: UserFormStore) => {
  store.form.set('userName', 'bob');
  store.form.set('nickName', 'Bob');
  store.form.set('organizeId', 'o1');
  store.form.set('phonenumber', '13900000000');
  store.form.set('email', 'bob@example.com');
};

describe('UserFormStore', () => {
  it('loads the choices and the user being edited', async () => {
    const s = server();
    const store = new UserFormStore(s.deps, '7', noUpload);
    await store.load();
    expect(store.form.values).toMatchObject({
      userName: 'ann',
      nickName: 'Ann',
      organizeId: 'o1',
      password: '',
      jobNumber: 'XH7',
      sex: '1',
      remark: 'new hire',
      roleIds: ['r1'],
      positionIds: [],
    });
    expect(store.roles.value?.map((r) => r.roleName)).toEqual(['Clerk', 'Auditor']);
    expect(store.positions.value).toHaveLength(1);
    expect(s.requestsTo(api.identity.userDetail)[0]?.params).toEqual({ id: '7' });
  });

  it('shows every §5 problem under its field at once, focuses the first, and sends nothing', async () => {
    const s = server();
    const store = new UserFormStore(s.deps, null, noUpload);
    await store.load();
    expect(await store.save()).toBe(false);
    expect(Object.keys(store.form.errors)).toEqual([
      'userName',
      'nickName',
      'organizeId',
      'phonenumber',
      'email',
    ]);
    expect(store.form.errors.organizeId).toBe('admin:rule.organizeRequired');
    expect(store.form.focus?.field).toBe('userName');
    expect(s.requestsTo(api.identity.userAdd)).toHaveLength(0);
    store.form.set('organizeId', 'o1');
    expect(store.form.errors.organizeId).toBeUndefined();
  });

  it('adds a user with the ticked roles and the password encrypted', async () => {
    const s = server();
    const keys = testKeyPair();
    s.answer(api.session.publicKey, () => ({ publicKey: keys.publicKey }));
    s.answer(api.identity.userAdd, () => ({ userId: 'new' }));
    const store = new UserFormStore(s.deps, null, noUpload);
    await store.load();
    fill(store);
    store.form.set('password', 'Secret#123');
    store.toggle('roleIds', 'r2');
    store.toggle('positionIds', 'p1');
    store.toggle('positionIds', 'p1');
    expect(await store.save()).toBe(true);
    const body = s.requestsTo(api.identity.userAdd)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ userName: 'bob', organizeId: 'o1', roleIds: ['r2'], positionIds: [] });
    expect(keys.decrypt(String(body.password))).toBe('Secret#123');
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('edits without a password; a refusal naming a field shows under it, any other as a notice', async () => {
    const s = server();
    const store = new UserFormStore(s.deps, '7', noUpload);
    await store.load();
    s.answer(api.identity.userUpdate, () => {
      throw new Refusal('Phone already used', { field: 'phonenumber' });
    });
    expect(await store.save()).toBe(false);
    expect(s.requestsTo(api.identity.userUpdate)[0]?.body).toMatchObject({
      userId: '7',
      scene: 'admin',
      userName: 'ann',
    });
    expect(s.requestsTo(api.identity.userUpdate)[0]?.body).not.toHaveProperty('password');
    expect(store.form.errors).toEqual({ phonenumber: 'Phone already used' });
    expect(store.form.focus?.field).toBe('phonenumber');
    expect(s.notices).toEqual([]);
    s.answer(api.identity.userUpdate, () => {
      throw new Refusal('No access to this user');
    });
    expect(await store.save()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'No access to this user' }]);
    expect(store.form.isBusy).toBe(false);
  });

  it('sends job number, sex, ID card, remark and the uploaded avatar; a bad ID card shows under its field', async () => {
    const s = server();
    s.answer(api.identity.userUpdate, () => null);
    const store = new UserFormStore(s.deps, '7', async (file) => ({ url: `/files/${file.name}` }));
    await store.load();
    await store.avatar.choose(new File(['x'], 'ann.png'));
    store.form.set('idCard', '110105194912310021');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ idCard: 'admin:rule.idCardFormat' });
    expect(s.requestsTo(api.identity.userUpdate)).toHaveLength(0);
    store.form.set('idCard', '11010519491231002X');
    store.form.set('sex', '2');
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.userUpdate)[0]?.body).toMatchObject({
      jobNumber: 'XH7',
      sex: '2',
      idCard: '11010519491231002X',
      avatar: '/files/ann.png',
      remark: 'new hire',
    });
  });

  it('shows a failed avatar upload under the avatar', async () => {
    const s = server();
    const store = new UserFormStore(s.deps, null, async () => {
      throw new Error('Only pictures can be an avatar');
    });
    await store.avatar.choose(new File(['x'], 'a.exe'));
    expect(store.form.errors).toEqual({ avatar: 'Only pictures can be an avatar' });
    expect(store.avatar.isUploading).toBe(false);
  });
});
