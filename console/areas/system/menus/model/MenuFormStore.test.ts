import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { MenuDetailRow } from '@shared/api/modules/config/menuSchemas';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { MenuFormStore } from './MenuFormStore';

const detail: MenuDetailRow = {
  menuId: 'm-user',
  appId: 'A100',
  parentId: 'sys',
  menuType: 'C',
  menuTitle: '用户管理',
  titleI18n: { en_US: 'Users' },
  name: 'SysUser',
  path: 'user',
  fullPath: '/system/user',
  component: 'system/UserList',
  redirect: '',
  perms: 'system:user:list',
  icon: 'people',
  visible: '1',
  orderNum: 2,
  hideHeader: false,
  showBack: true,
  affix: false,
  noCache: false,
  cross: false,
  ignoreRouter: '1',
  metaType: '',
  extra: '{}',
};

const setUp = () => {
  const s = scriptedServer();
  s.answer(api.config.menuTreeselect, () => [
    {
      id: 'sys',
      label: 'System',
      menuType: 'M' as const,
      children: [{ id: 'm-user', label: 'Users', menuType: 'C' as const, children: [] }],
    },
  ]);
  s.answer(api.config.menuDetail, () => detail);
  return s;
};

describe('MenuFormStore', () => {
  it('loads the parents (without the menu itself) and the detail for editing', async () => {
    const s = setUp();
    const store = new MenuFormStore(s.deps, 'A100', { menuId: 'm-user' });
    await store.load();
    expect(store.parents).toEqual([{ id: 'sys', label: 'System', depth: 0 }]);
    expect(store.form.values).toMatchObject({
      menuTitle: '用户管理',
      orderNum: '2',
      showBack: true,
      extra: '',
    });
    expect(store.isLoading).toBe(false);
  });

  it('offers the registered screens, filtered by what was typed', () => {
    const store = new MenuFormStore(setUp().deps, 'A100', { parentId: '' });
    expect(store.componentsMatching('')).toContain('system/AuditLogs');
    expect(store.componentsMatching('')).toContain('micro');
    expect(store.componentsMatching('audit')).toEqual(['system/AuditLogs']);
  });

  it('checks the fields per menu type before sending', async () => {
    const s = setUp();
    const store = new MenuFormStore(s.deps, 'A100', { parentId: '' });
    store.form.set('extra', '[1]');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      menuTitle: 'menus:form.titleRequired',
      name: 'menus:form.nameRequired',
      path: 'menus:form.pathRequired',
      component: 'menus:form.componentRequired',
      extra: 'menus:form.extraObject',
    });
    store.form.set('menuType', 'F');
    store.form.set('menuTitle', 'Export');
    store.form.set('extra', '');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ perms: 'menus:form.permsRequired' });
    expect(s.requests).toEqual([]);
  });

  it('adds a page with its titles per language and meta flags', async () => {
    const s = setUp();
    s.answer(api.config.menuAdd, () => ({ menuId: 'n1' }));
    const store = new MenuFormStore(s.deps, 'A100', { parentId: 'sys' });
    store.form.set('menuTitle', '审计');
    store.setTitle('en_US', 'Audit');
    store.form.set('name', 'Audit2');
    store.form.set('path', 'audit2');
    store.form.set('component', 'system/AuditLogs');
    store.form.set('affix', true);
    store.form.set('extra', '{"badge":1}');
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.config.menuAdd)[0]?.body).toMatchObject({
      appId: 'A100',
      parentId: 'sys',
      menuType: 'C',
      titleI18n: { en_US: 'Audit' },
      component: 'system/AuditLogs',
      affix: true,
      orderNum: 0,
      extra: '{"badge":1}',
    });
  });

  it('edits; the server’s field refusal shows under that field', async () => {
    const s = setUp();
    s.answer(api.config.menuEdit, () => {
      throw new Refusal('The path /system/role is already used by Roles', { field: 'path' });
    });
    const store = new MenuFormStore(s.deps, 'A100', { menuId: 'm-user' });
    await store.load();
    store.form.set('path', 'role');
    expect(await store.save()).toBe(false);
    const body = s.requestsTo(api.config.menuEdit)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ menuId: 'm-user', appId: 'A100', path: 'role' });
    expect(body).not.toHaveProperty('fullPath');
    expect(store.form.errors).toEqual({ path: 'The path /system/role is already used by Roles' });
  });
});
