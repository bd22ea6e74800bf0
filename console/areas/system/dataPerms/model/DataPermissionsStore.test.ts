import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { DataPermissionsStore } from './DataPermissionsStore';

const server = () => {
  const s = scriptedServer();
  s.answer(api.identity.organizeTreeselect, () => [
    {
      id: 'O1',
      label: 'Head office',
      kind: 'organize',
      children: [{ id: 'O2', label: 'Research', kind: 'organize', children: [] }],
    },
  ]);
  s.answer(api.identity.userDataPerms, ({ query }) =>
    query.userId === 'u1'
      ? { organizeIds: ['O2'], excludeOrganizeIds: [] }
      : { organizeIds: [], excludeOrganizeIds: [] },
  );
  return s;
};

describe('DataPermissionsStore', () => {
  it('shows nothing until a user is picked, then their organisations by name', async () => {
    const s = server();
    const store = new DataPermissionsStore(s.deps);
    expect(store.perms).toBeUndefined();
    await store.chooseUser([{ id: 'u1', name: 'Ann' }]);
    expect(store.user).toEqual({ id: 'u1', name: 'Ann' });
    expect(store.perms?.include).toEqual([{ id: 'O2', name: 'Research' }]);
    expect(store.isUnlimited).toBe(false);
    expect(store.isLoading).toBe(false);
  });

  it('a user without rows is unlimited; saving sends the ticked and excluded organisations', async () => {
    const s = server();
    s.answer(api.identity.excludeDataPerms, () => null);
    const store = new DataPermissionsStore(s.deps);
    await store.chooseUser([{ id: 'u2', name: 'Bob' }]);
    expect(store.isUnlimited).toBe(true);
    store.perms?.setInclude([{ id: 'O1', name: 'Head office' }]);
    store.perms?.setExclude([{ id: 'O2', name: 'Research' }]);
    expect(store.isUnlimited).toBe(false);
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.excludeDataPerms)[0]?.body).toEqual({
      userId: 'u2',
      organizeIds: ['O1'],
      excludeOrganizeIds: ['O2'],
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('clearing the pick clears the editor; a later pick wins over an earlier one still loading', async () => {
    const s = server();
    const store = new DataPermissionsStore(s.deps);
    const first = store.chooseUser([{ id: 'u1', name: 'Ann' }]);
    const second = store.chooseUser([{ id: 'u2', name: 'Bob' }]);
    await Promise.all([first, second]);
    expect(store.perms?.userId).toBe('u2');
    await store.chooseUser([]);
    expect(store.user).toBeUndefined();
    expect(store.perms).toBeUndefined();
    expect(await store.save()).toBe(false);
  });
});
