import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { PositionFormStore } from './PositionFormStore';

const server = () => {
  const s = scriptedServer();
  s.answer(
    api.identity.organizeTreeselect,
    () => [{ id: 'o1', label: 'HQ', kind: 'organize', children: [] }] as never,
  );
  s.answer(api.identity.positionDetail, () => ({
    position: {
      positionId: 'p1',
      positionName: 'Clerk',
      positionCode: 'C1',
      organizeId: 'o1',
      organizeName: 'HQ',
      permission: '{"a":1}',
      status: '0',
      createTime: null,
      userCount: 0,
    },
    roleIds: ['r2'],
  }));
  s.answer(
    api.identity.roleTree,
    () =>
      [
        { roleId: 'r1', roleName: 'Staff' },
        { roleId: 'r2', roleName: 'Auditor' },
      ] as never,
  );
  s.answer(api.identity.updatePositionPermission, () => null as never);
  return s;
};

describe('PositionFormStore', () => {
  it('loads the organisations and the position being edited', async () => {
    const s = server();
    const store = new PositionFormStore(s.deps, 'p1');
    await store.load();
    expect(store.form.values).toEqual({
      positionName: 'Clerk',
      positionCode: 'C1',
      organizeId: 'o1',
      permission: '{"a":1}',
      roleIds: ['r2'],
    });
    expect(store.organizations.value?.map((o) => o.id)).toEqual(['o1']);
    expect(store.roles.value?.map((r) => r.roleName)).toEqual(['Staff', 'Auditor']);
  });

  it('names every missing field and a malformed permission at once, and sends nothing', async () => {
    const s = server();
    const store = new PositionFormStore(s.deps, null);
    await store.load();
    store.form.set('permission', '[1]');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      positionName: 'admin:rule.positionNameRequired',
      organizeId: 'admin:rule.organizeRequired',
      permission: 'admin:rule.formatError',
    });
    expect(store.form.focus?.field).toBe('positionName');
    expect(s.requests.filter((r) => r.endpoint.startsWith('POST'))).toHaveLength(0);
  });

  it('names the permission string the position JSON gets wrong', async () => {
    const s = server();
    const store = new PositionFormStore(s.deps, 'p1');
    await store.load();
    store.form.set('permission', '{"perms":["system:user:list","*:*:*"]}');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      permission: 'admin:rule.positionPermBad {"value":"\\"*:*:*\\""}',
    });
  });

  it('adds a position, then writes its permission under the new id', async () => {
    const s = server();
    s.answer(api.identity.positionAdd, () => ({ positionId: 'new' }));
    const store = new PositionFormStore(s.deps, null);
    await store.load();
    store.form.set('positionName', 'Clerk');
    store.form.set('organizeId', 'o1');
    store.form.set('permission', '');
    store.toggleRole('r1');
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.positionAdd)[0]?.body).toEqual({
      positionName: 'Clerk',
      positionCode: '',
      organizeId: 'o1',
      roleIds: ['r1'],
    });
    expect(s.requestsTo(api.identity.updatePositionPermission)[0]?.body).toEqual({
      positionId: 'new',
      permission: {},
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('edits a position; a refusal naming a field shows under it, any other as a notice', async () => {
    const s = server();
    const store = new PositionFormStore(s.deps, 'p1');
    await store.load();
    s.answer(api.identity.positionUpdate, () => {
      throw new Refusal('Name already used', { field: 'positionName' });
    });
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ positionName: 'Name already used' });
    expect(s.notices).toEqual([]);
    s.answer(api.identity.positionUpdate, () => null);
    s.answer(api.identity.updatePositionPermission, () => {
      throw new Refusal('No such permission');
    });
    expect(await store.save()).toBe(false);
    expect(s.requestsTo(api.identity.positionUpdate).at(-1)?.body).toEqual({
      positionId: 'p1',
      positionName: 'Clerk',
      positionCode: 'C1',
      organizeId: 'o1',
      roleIds: ['r2'],
    });
    expect(s.notices).toEqual([{ kind: 'error', message: 'No such permission' }]);
    expect(store.form.isBusy).toBe(false);
  });
});
