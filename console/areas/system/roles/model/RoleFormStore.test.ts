import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { RoleFormStore } from './RoleFormStore';

const tree = {
  menus: [
    {
      id: 'app1',
      label: 'System',
      kind: 'app',
      children: [
        { id: 'm1', label: 'Users', kind: 'menu', children: [] },
        { id: 'm2', label: 'Roles', kind: 'menu', children: [] },
      ],
    },
  ],
  checkedKeys: ['m2'],
};

const server = () => {
  const s = scriptedServer();
  s.answer(api.identity.roleMenuTree, () => tree as never);
  s.answer(
    api.identity.roleDetail,
    () =>
      ({
        role: { roleId: 'r1', roleName: 'Auditor', roleKey: 'audit', remark: 'reads logs' },
        menuIds: ['m2'],
      }) as never,
  );
  return s;
};

describe('RoleFormStore', () => {
  it('loads the role and the menus it grants, named from the tree', async () => {
    const s = server();
    const store = new RoleFormStore(s.deps, 'r1');
    await store.load();
    expect(store.form.values).toEqual({ roleName: 'Auditor', roleKey: 'audit', remark: 'reads logs' });
    expect(store.picked).toEqual([{ id: 'm2', name: 'Roles' }]);
  });

  it('shows every missing required field at once, focuses the first, and sends nothing', async () => {
    const s = server();
    const store = new RoleFormStore(s.deps, null);
    await store.load();
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      roleName: 'admin:rule.roleNameRequired',
      roleKey: 'admin:rule.roleKeyRequired',
    });
    expect(store.form.focus?.field).toBe('roleName');
    expect(s.requestsTo(api.identity.roleAdd)).toHaveLength(0);
    store.form.set('roleName', 'Clerk');
    expect(store.form.errors).toEqual({ roleKey: 'admin:rule.roleKeyRequired' });
  });

  it('adds a role with the picked menus', async () => {
    const s = server();
    s.answer(api.identity.roleAdd, () => ({ roleId: 'new' }));
    const store = new RoleFormStore(s.deps, null);
    await store.load();
    store.form.set('roleName', 'Clerk');
    store.form.set('roleKey', 'clerk');
    store.pick([{ id: 'm1', name: 'Users' }]);
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.identity.roleAdd)[0]?.body).toEqual({
      roleName: 'Clerk',
      roleKey: 'clerk',
      remark: '',
      menuIds: ['m1'],
    });
    expect(s.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('shows a server refusal naming a field under that field, and any other as a notice', async () => {
    const s = server();
    const store = new RoleFormStore(s.deps, 'r1');
    await store.load();
    s.answer(api.identity.roleEdit, () => {
      throw new Refusal('Role key already used', { field: 'roleKey' });
    });
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ roleKey: 'Role key already used' });
    expect(store.form.focus?.field).toBe('roleKey');
    expect(s.notices).toEqual([]);
    s.answer(api.identity.roleEdit, () => {
      throw new Refusal('Role is locked');
    });
    expect(await store.save()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Role is locked' }]);
    expect(store.form.isBusy).toBe(false);
  });
});
