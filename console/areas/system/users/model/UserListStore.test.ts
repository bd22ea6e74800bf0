import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { UserViewRow } from '@shared/api/modules/identity/schemas';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aUser } from './testing';
import { UserListStore } from './UserListStore';

const serverWithUsers = (rows: UserViewRow[]) => {
  const server = scriptedServer();
  server.answer(api.identity.userList, ({ query }) => {
    const hits = rows.filter(
      (r) =>
        r.userName.includes(String(query.userName ?? '')) && (!query.status || r.status === query.status),
    );
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  return server;
};

describe('UserListStore', () => {
  it('shows the first page newest first, then the typed filter from page 1 on Search, and all again on Reset', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => aUser(String(i + 1)));
    const server = serverWithUsers(rows);
    const store = new UserListStore(server.deps, async () => ({ url: '' }));
    await store.start();
    expect(store.page.rows).toHaveLength(10);
    expect(store.page.total).toBe(15);
    expect(server.requestsTo(api.identity.userList)[0]?.query).toMatchObject({
      orderByColumn: 'createTime',
      isAsc: 'desc',
      pageNum: 1,
      limit: 10,
    });
    await store.page.goTo(2);
    store.setDraft('userName', 'user1');
    expect(server.requestsTo(api.identity.userList)).toHaveLength(2);
    await store.applyFilter();
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows.map((r) => r.userName)).toEqual([
      'user1',
      'user10',
      'user11',
      'user12',
      'user13',
      'user14',
      'user15',
    ]);
    await store.resetFilter();
    expect(store.draft.userName).toBe('');
    expect(store.page.total).toBe(15);
  });

  it('sorts by a clicked column ascending, and the same column again descending', async () => {
    const server = serverWithUsers([aUser('1')]);
    const store = new UserListStore(server.deps, async () => ({ url: '' }));
    await store.start();
    await store.sortBy('userName');
    expect(server.requestsTo(api.identity.userList).at(-1)?.query).toMatchObject({
      orderByColumn: 'userName',
      isAsc: 'asc',
    });
    await store.sortBy('userName');
    expect(store.sort).toEqual({ column: 'userName', isAsc: 'desc' });
    await store.sortBy('nickName');
    expect(store.sort).toEqual({ column: 'nickName', isAsc: 'asc' });
  });

  it('enables a disabled user, disables a normal one, and unlocks a locked one, each followed by a reload', async () => {
    const server = serverWithUsers([aUser('1', { status: '1' }), aUser('2'), aUser('3', { status: '2' })]);
    server.answer(api.identity.changeStatus, () => null);
    server.answer(api.identity.unlock, () => null);
    const store = new UserListStore(server.deps, async () => ({ url: '' }));
    await store.start();
    const [disabled, normal, locked] = store.page.rows;
    await store.act('status', disabled!);
    await store.act('status', normal!);
    await store.act('unlock', locked!);
    expect(server.requestsTo(api.identity.changeStatus).map((r) => r.body)).toEqual([
      { userId: '1', status: 'NORMAL' },
      { userId: '2', status: 'STOP_USING' },
    ]);
    expect(server.requestsTo(api.identity.unlock)[0]?.body).toEqual({ userId: '3' });
    expect(server.notices.map((n) => n.kind)).toEqual(['success', 'success', 'success']);
    expect(server.requestsTo(api.identity.userList)).toHaveLength(4);
  });

  it('asks before removing; a refused remove keeps the list and the user reads why', async () => {
    const server = serverWithUsers([aUser('1')]);
    server.answer(api.identity.userRemove, () => {
      throw new Refusal('The user still has tasks');
    });
    const store = new UserListStore(server.deps, async () => ({ url: '' }));
    await store.start();
    store.act('remove', store.page.rows[0]!);
    expect(store.removing?.userId).toBe('1');
    expect(server.requestsTo(api.identity.userRemove)).toHaveLength(0);
    await store.confirmRemove();
    expect(store.removing).toBeUndefined();
    expect(server.requestsTo(api.identity.userRemove)[0]?.params).toEqual({ id: '1' });
    expect(server.notices).toEqual([{ kind: 'error', message: 'The user still has tasks' }]);
    expect(server.requestsTo(api.identity.userList)).toHaveLength(1);
    expect(store.actions.isBusy).toBe(false);
  });

  it('opens one dialog store per action, and closing drops it', async () => {
    const server = serverWithUsers([aUser('1')]);
    server.answer(api.identity.merchantTreeselect, () => []);
    server.answer(api.identity.authList, () => ({ total: 0, rows: [] }));
    const store = new UserListStore(server.deps, async () => ({ url: '' }));
    await store.start();
    const row = store.page.rows[0]!;
    store.act('lock', row);
    expect(store.lock?.userId).toBe('1');
    store.closeDialogs();
    expect(store.lock).toBeUndefined();
    store.act('password', row);
    expect(store.resetPwd?.user).toEqual({ userId: '1', userName: 'user1' });
    store.act('grant', row);
    expect(store.grant?.user.userName).toBe('user1');
    await store.saved();
    expect(store.resetPwd).toBeUndefined();
    expect(store.grant).toBeUndefined();
    expect(server.requestsTo(api.identity.userList)).toHaveLength(2);
  });
});
