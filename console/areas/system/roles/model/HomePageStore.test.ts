import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { RoleListStore } from './RoleListStore';

const server = () => {
  const s = scriptedServer();
  s.answer(
    api.identity.roleList,
    () => ({ total: 1, rows: [{ roleId: 'r1', roleName: 'Auditor' }] }) as never,
  );
  s.answer(api.identity.homePageList, () => ({
    pages: [
      { path: '/index', title: 'home' },
      { path: '/audit', title: 'Audit' },
    ],
    homePage: '/index',
  }));
  s.answer(api.identity.allUser, () => ({ total: 0, rows: [] }));
  return s;
};

describe('role home page and holders', () => {
  it('offers the pages with the current one chosen, and saves the new choice', async () => {
    const s = server();
    s.answer(api.identity.updateHomePage, () => null);
    const list = new RoleListStore(s.deps);
    await list.start();
    list.openHomePage('r1');
    const store = list.homePage!;
    await store.load();
    expect(s.requestsTo(api.identity.homePageList)[0]?.query).toEqual({ roleId: 'r1' });
    expect(store.pages.map((p) => p.path)).toEqual(['/index', '/audit']);
    expect(store.homePage).toBe('/index');
    store.choose('/audit');
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.updateHomePage)[0]?.body).toEqual({ roleId: 'r1', homePage: '/audit' });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
    await list.saved();
    expect(list.homePage).toBeUndefined();
  });

  it('a refused home page keeps the dialog and tells why', async () => {
    const s = server();
    s.answer(api.identity.updateHomePage, () => {
      throw new Refusal('Not a page of the role');
    });
    const list = new RoleListStore(s.deps);
    list.openHomePage('r1');
    await list.homePage!.load();
    expect(await list.homePage!.save()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Not a page of the role' }]);
    expect(list.homePage?.actions.isBusy).toBe(false);
  });

  it('assigns holders in one call with what was added and removed', async () => {
    const s = server();
    s.answer(
      api.identity.pageByRole,
      () =>
        ({
          total: 2,
          rows: [
            { userId: 'u1', userName: 'ann', nickName: 'Ann' },
            { userId: 'u2', userName: 'bob', nickName: '' },
          ],
        }) as never,
    );
    s.answer(api.identity.roleAssignUsers, () => null as never);
    const list = new RoleListStore(s.deps);
    list.openHolders({ roleId: 'r1', roleName: 'Auditor' });
    const holders = list.holders!;
    expect(holders.title).toBe('admin:role.usersTitle {"name":"Auditor"}');
    await holders.load();
    expect(holders.picked).toEqual([
      { id: 'u1', name: 'Ann' },
      { id: 'u2', name: 'bob' },
    ]);
    holders.pick([
      { id: 'u2', name: 'bob' },
      { id: 'u3', name: 'Cy' },
    ]);
    expect(await holders.save()).toBe(true);
    expect(s.requestsTo(api.identity.roleAssignUsers)[0]?.body).toEqual({
      roleId: 'r1',
      addUserIds: ['u3'],
      removeUserIds: ['u1'],
    });
  });
});
