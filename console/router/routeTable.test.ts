import { describe, expect, it } from 'vitest';
import type { RouteItem, SysAppRow } from '@shared/api';
import {
  fillPattern,
  matchPattern,
  menuRouteEntries,
  microAppOf,
  resolvePath,
  type RouteEntry,
} from './routeTable';
import { SHELL_ROUTES } from './shellRoutes';

const app = (appId: string, appCode: string, isMicro: string): SysAppRow => ({
  appId,
  appCode,
  appName: appCode,
  appLogo: '',
  appPath: '',
  appCategory: '1',
  appOrder: 1,
  isMicro,
  visible: '1',
  openType: 'SAME_TAB',
  needProject: false,
});
const page = (menuId: string, fullPath: string, name: string, component = 'x/Y'): RouteItem => ({
  menuId,
  name,
  path: fullPath,
  fullPath,
  component,
  type: 'C',
  hidden: false,
  meta: { title: name },
  children: [],
});

describe('route table', () => {
  it('matches params and a trailing star', () => {
    expect(matchPattern('/project/:projectId/data-view', '/project/PJ1/data-view')).toEqual({
      projectId: 'PJ1',
    });
    expect(matchPattern('/smartube-app/:appCode/*', '/smartube-app/hudong/a/b')).toEqual({
      appCode: 'hudong',
      '*': 'a/b',
    });
    expect(matchPattern('/home', '/home/x')).toBeUndefined();
  });

  it('prefers the most specific entry', () => {
    const table: RouteEntry[] = [
      ...SHELL_ROUTES,
      { pattern: '/smartube-app/hudong/home', name: 'hudong-home', title: 't', component: 'shell:micro' },
    ];
    expect(resolvePath(table, '/smartube-app/hudong/home')?.entry.name).toBe('hudong-home');
    expect(resolvePath(table, '/smartube-app/hudong/other')?.entry.name).toBe('MicroApp');
    expect(resolvePath(table, '/nowhere')).toBeUndefined();
  });

  it('builds entries for menu pages; child apps are prefixed and shown by the micro container', () => {
    const entries = menuRouteEntries([app('A1', 'system-new', '1'), app('A3', 'hudong', '0')], {
      A1: [page('u', '/system/user', 'SysUser', 'system/UserList')],
      A3: [page('h', '/home', 'hudong-home', 'micro')],
    });
    expect(entries.map((e) => [e.pattern, e.component, e.appCode])).toEqual([
      ['/system/user', 'system/UserList', 'system-new'],
      ['/smartube-app/hudong/home', 'shell:micro', 'hudong'],
    ]);
  });

  it('gives a named directory a route that opens the page the server names as its redirect', () => {
    const directory: RouteItem = {
      menuId: 'm-system',
      name: 'MerchantManage',
      path: '/system',
      fullPath: '/system',
      component: '',
      type: 'M',
      hidden: false,
      redirect: '/system/user',
      meta: { title: '系统管理' },
      children: [page('u', '/system/user', 'SysUser', 'system/UserList')],
    };
    const table = menuRouteEntries([app('A1', 'system-new', '1')], {
      A1: [directory, { ...directory, menuId: 'm-x', name: '', path: '/x', fullPath: '/x' }],
    });
    expect(table.find((e) => e.name === 'MerchantManage')).toMatchObject({
      pattern: '/system',
      redirect: '/system/user',
      appCode: 'system-new',
    });
    expect(resolvePath(table, '/system/user')?.entry.name).toBe('SysUser');
    expect(resolvePath(table, '/x')).toBeUndefined();
  });

  it('fills patterns and names the child app of a path', () => {
    expect(fillPattern('/project/:projectId/data-view', { projectId: 'P 1' })).toBe(
      '/project/P%201/data-view',
    );
    expect(microAppOf('/smartube-app/millstone/list')).toBe('millstone');
    expect(microAppOf('/system/user')).toBeUndefined();
  });
});
