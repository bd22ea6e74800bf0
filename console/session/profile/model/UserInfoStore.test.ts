import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { UserInfoStore } from './UserInfoStore';

const user = {
  userId: 'u1',
  userName: 'ann',
  nickName: 'Ann',
  phonenumber: '13800000000',
  email: 'ann@example.com',
  avatar: '',
  sex: '0',
};

const server = () => {
  const s = scriptedServer();
  let current = { ...user };
  s.answer(api.identity.userDetail, () => ({ user: current, roleIds: [], positionIds: [] }) as never);
  s.answer(api.identity.userUpdate, ({ body }) => {
    current = { ...current, ...(body as object) };
    return null;
  });
  return s;
};

describe('UserInfoStore', () => {
  it('edits one field at a time, checks it by its rule, saves it and shows the new value', async () => {
    const s = server();
    let reloads = 0;
    const store = new UserInfoStore(s.deps, 'u1', () => reloads++);
    await store.load();
    expect(store.detail?.user.nickName).toBe('Ann');
    store.startEdit('phonenumber');
    expect(store.draft).toBe('13800000000');
    store.startEdit('email');
    expect(s.notices).toEqual([{ kind: 'warning', message: 'profile.saveFirst' }]);
    expect(store.editing).toBe('phonenumber');
    store.setDraft('12345');
    expect(await store.confirm()).toBe(false);
    expect(store.draftError).toBe('validation.formatError');
    expect(s.requestsTo(api.identity.userUpdate)).toHaveLength(0);
    store.setDraft('13900000000');
    expect(await store.confirm()).toBe(true);
    expect(s.requestsTo(api.identity.userUpdate)[0]?.body).toMatchObject({
      userId: 'u1',
      scene: 'self',
      nickName: 'Ann',
      phonenumber: '13900000000',
    });
    expect(store.editing).toBeUndefined();
    expect(store.detail?.user.phonenumber).toBe('13900000000');
    expect(reloads).toBe(1);
  });

  it('a refused change keeps the field open; cancel closes it', async () => {
    const s = server();
    s.answer(api.identity.userUpdate, () => {
      throw new Refusal('Email already used');
    });
    const store = new UserInfoStore(s.deps, 'u1');
    await store.load();
    store.startEdit('email');
    store.setDraft('bob@example.com');
    expect(await store.confirm()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Email already used' }]);
    expect(store.editing).toBe('email');
    expect(store.isSaving).toBe(false);
    store.cancelEdit();
    expect(store.editing).toBeUndefined();
  });

  it('a failed load shows in the dialog, not as a toast', async () => {
    const s = scriptedServer();
    s.answer(api.identity.userDetail, () => {
      throw new Refusal('Gone');
    });
    const store = new UserInfoStore(s.deps, 'u1');
    await store.load();
    expect(store.isFailed).toBe(true);
    expect(s.notices).toEqual([]);
  });
});
