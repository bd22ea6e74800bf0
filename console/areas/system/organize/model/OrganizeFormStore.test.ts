import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { OrganizeFormStore } from './OrganizeFormStore';

const server = () => {
  const s = scriptedServer();
  s.answer(
    api.identity.organizeTreeselect,
    () =>
      [
        {
          id: '1',
          label: 'HQ',
          kind: 'organize',
          children: [{ id: '2', label: 'Sales', kind: 'organize', children: [] }],
        },
      ] as never,
  );
  return s;
};

describe('OrganizeFormStore', () => {
  it('offers every organisation but the one being edited as its parent', async () => {
    const s = server();
    const store = new OrganizeFormStore(s.deps, {
      organizeId: '2',
      parentId: '1',
      organizeName: 'Sales',
      orderNum: 0,
      leader: '',
      leaders: [],
    });
    await store.load();
    expect(store.parentChoices.map((o) => o.value)).toEqual(['1']);
  });

  it('needs a name before it sends anything, then adds under the parent', async () => {
    const s = server();
    s.answer(api.identity.organizeAdd, () => ({ organizeId: 'new' }));
    const store = new OrganizeFormStore(s.deps, {
      parentId: '1',
      organizeName: ' ',
      orderNum: 0,
      leader: '',
      leaders: [],
    });
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ organizeName: 'admin:rule.organizeNameRequired' });
    expect(store.form.focus?.field).toBe('organizeName');
    expect(s.requests).toHaveLength(0);
    store.form.set('organizeName', 'Finance');
    store.form.set('orderNum', 3);
    store.form.set('leaders', [
      { id: 'U7', name: 'Amy' },
      { id: 'U8', name: 'Bo' },
    ]);
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.organizeAdd)[0]?.body).toEqual({
      parentId: '1',
      organizeName: 'Finance',
      orderNum: 3,
      leader: '',
      leaderIds: ['U7', 'U8'],
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('edits; a refusal naming a field shows under it, any other as a notice', async () => {
    const s = server();
    const store = new OrganizeFormStore(s.deps, {
      organizeId: '2',
      parentId: '1',
      organizeName: 'Sales',
      orderNum: 0,
      leader: '',
      leaders: [{ id: 'U1', name: 'Li' }],
    });
    s.answer(api.identity.organizeUpdate, () => {
      throw new Refusal('Name already used', { field: 'organizeName' });
    });
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ organizeName: 'Name already used' });
    s.answer(api.identity.organizeUpdate, () => {
      throw new Refusal('A parent cannot be its own child');
    });
    expect(await store.save()).toBe(false);
    expect(s.requestsTo(api.identity.organizeUpdate)[0]?.body).toEqual({
      organizeId: '2',
      parentId: '1',
      organizeName: 'Sales',
      orderNum: 0,
      leader: '',
      leaderIds: ['U1'],
    });
    expect(s.notices).toEqual([{ kind: 'error', message: 'A parent cannot be its own child' }]);
  });
});
