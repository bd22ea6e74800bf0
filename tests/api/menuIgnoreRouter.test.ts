import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteItem } from '@shared/api';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, language = 'en_US') =>
  (await server.request<T>(method, path, { token: admin, body, language })).body;

const link = (over: Record<string, unknown> = {}) => ({
  appId: 'A100',
  parentId: 'm-system',
  menuType: 'C',
  menuTitle: '使用手册',
  name: 'UserGuide',
  path: 'https://docs.example.com/guide',
  ignoreRouter: '0',
  ...over,
});

const flat = (items: RouteItem[]): RouteItem[] => items.flatMap((i) => [i, ...flat(i.children)]);
const routeOf = async (menuId: string) =>
  flat((await call<RouteItem[]>('GET', '/getRouters?appId=A100')).data).find((i) => i.menuId === menuId);

describe(`ignore-router option on menus on ${dbKind}`, () => {
  it('stores a page that ignores the router without a screen; its route item carries the flag and the address', async () => {
    const added = await call<{ menuId: string }>('POST', '/menu/add', link());
    expect(added.code).toBe('10000');
    const { menuId } = added.data;
    const detail = await call<Record<string, unknown>>('GET', `/menu/detail?menuId=${menuId}`);
    expect(detail.data).toMatchObject({
      ignoreRouter: '0',
      component: '',
      fullPath: 'https://docs.example.com/guide',
      extra: '{}',
    });
    expect(await routeOf(menuId)).toMatchObject({
      fullPath: 'https://docs.example.com/guide',
      meta: { ignoreRouter: true },
    });

    const edited = await call('POST', '/menu/edit', {
      ...link({ ignoreRouter: '1', path: 'guide', component: 'system/AuditLogs' }),
      menuId,
    });
    expect(edited.code).toBe('10000');
    expect((await call<Record<string, unknown>>('GET', `/menu/detail?menuId=${menuId}`)).data).toMatchObject({
      ignoreRouter: '1',
      fullPath: '/system/guide',
    });
    expect((await routeOf(menuId))?.meta.ignoreRouter).toBeUndefined();
  });

  it('a plain page takes no web address; a bad address is refused under the path, translated', async () => {
    const noScreen = await call<{ field: string }>(
      'POST',
      '/menu/add',
      link({ ignoreRouter: '1', name: 'P1' }),
    );
    expect(noScreen).toMatchObject({ code: '40001', data: { field: 'path' } });
    const bad = await call<{ field: string }>('POST', '/menu/add', link({ name: 'P2', path: 'https://' }));
    expect(bad).toMatchObject({
      code: '40001',
      msg: 'The address must be a full http(s) address with a host and no spaces',
      data: { field: 'path' },
    });
    const zh = await call('POST', '/menu/add', link({ name: 'P3', path: 'https://a b.example' }), 'zh_CN');
    expect(zh).toMatchObject({ code: '40001', msg: '地址必须是包含主机名且不含空格的完整 http(s) 地址' });
    const sitePath = await call('POST', '/menu/add', link({ name: 'P4', path: '/reports/daily.html' }));
    expect(sitePath.code).toBe('10000');
    const flag = await call('POST', '/menu/add', link({ name: 'P5', ignoreRouter: 'yes' }));
    expect(flag.code).toBe('40001');
  });
});
