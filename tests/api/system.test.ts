import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  staff = await server.tokenFor('zhangsan');
});
afterAll(() => server.close());

type Route = { menuId: string; name: string; fullPath: string; type: string; children: Route[] };
const flatten = (routes: Route[]): Route[] => routes.flatMap((r) => [r, ...flatten(r.children)]);

describe(`shell data API on ${dbKind}`, () => {
  it('loads the configured application name and favicon without a session', async () => {
    const { body } = await server.request<{ attrCode: string; attrValue: string }[]>(
      'GET',
      '/properties/load',
    );
    expect(Object.fromEntries(body.data.map((r) => [r.attrCode, r.attrValue]))).toEqual({
      VUE_APP_NAME: '数字生活能源服务平台',
      VUE_APP_FAVICON: '/favicon.svg',
    });
  });

  it('lists the nine languages with zh_CN as the default', async () => {
    const { body } = await server.request<{ total: number; rows: { locale: string; isDefault: boolean }[] }>(
      'GET',
      '/i18n/page?pageNum=1&limit=999',
    );
    expect(body.data.total).toBe(9);
    expect(body.data.rows.map((r) => r.locale)).toEqual([
      'zh_CN',
      'en_US',
      'ar_EG',
      'de_DE',
      'ko_KR',
      'ru_RU',
      'es_ES',
      'pt_PT',
      'sv_SE',
    ]);
    expect(body.data.rows.filter((r) => r.isDefault).map((r) => r.locale)).toEqual(['zh_CN']);
  });

  it.each([
    'sys_normal_disable',
    'ec_event_group',
    'my_authority_app_category',
    'sys_user_sex',
    'Jflow_Degree',
  ])('serves the %s dictionary', async (code) => {
    const { body } = await server.request<{ dictLabel: string; dictValue: string }[]>(
      'GET',
      `/dict/data/dictCode/${code}`,
      { token: staff },
    );
    expect(body.code).toBe('10000');
    expect(body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('builds the route tree of an app with full paths, names and button points', async () => {
    const { body } = await server.request<Route[]>('GET', '/getRouters?appId=A100', { token: admin });
    const all = flatten(body.data);
    expect(all.find((r) => r.name === 'SysUser')?.fullPath).toBe('/system/user');
    expect(all.find((r) => r.name === 'approvalToHandleList')?.fullPath).toBe('/approval/todo');
    expect(all.some((r) => r.type === 'F')).toBe(true);
  });

  it('gives a staff member only the routes of their roles, and several apps in one batch', async () => {
    const { body } = await server.request<{ appId: string; routes: Route[] }[]>('POST', '/getRoutersBatch', {
      token: staff,
      body: ['A100', 'A303'],
    });
    expect(body.data.map((b) => b.appId)).toEqual(['A100', 'A303']);
    const names = flatten(body.data[0]?.routes ?? []).map((r) => r.name);
    expect(names).toContain('approvalToHandleList');
    expect(names).not.toContain('SysUser');
    expect(body.data[1]?.routes).toEqual([]);
  });

  it('keeps favourites: at most 10, no duplicates, only pages the user may open', async () => {
    const pages = flatten(
      (await server.request<Route[]>('GET', '/getRouters?appId=A100', { token: admin })).body.data,
    )
      .filter((r) => r.type === 'C')
      .map((r) => r.menuId);
    expect(pages.length).toBeGreaterThan(10);

    const save = (token: string, menuIds: string[]) =>
      server.request('POST', '/menu/collect', { token, body: { menuIds } });
    expect((await save(admin, pages.slice(0, 10))).body.code).toBe('10000');
    const listed = await server.request<{ menuId: string; fullPath: string }[]>('GET', '/menu/collectlist', {
      token: admin,
    });
    expect(listed.body.data.map((m) => m.menuId)).toEqual(pages.slice(0, 10));
    expect(listed.body.data[0]?.fullPath).toMatch(/^\//);

    expect((await save(admin, pages.slice(0, 11))).body.msg).toBe('Maximum 10 common menus can be added');
    expect((await save(admin, [pages[0] ?? '', pages[0] ?? ''])).body.msg).toBe('Menu already exists');
    expect((await save(staff, ['m-user'])).body.msg).toBe('Menu m-user does not exist');
    expect((await server.request('GET', '/menu/collectlist', { token: admin })).body.data).toHaveLength(10);
  });
});

describe(`tenant isolation on ${dbKind}`, () => {
  it('a tenant-2 session sees tenant 2 only', async () => {
    const admin2 = await server.tokenFor('admin2');
    const info = await server.request<{ user: { merchantId: string }; merchant: { merchantName: string } }>(
      'GET',
      '/getInfo',
      { token: admin2 },
    );
    expect(info.body.data.user.merchantId).toBe('M002');
    expect(info.body.data.merchant.merchantName).toBe('云帆新能源');

    const foreignTheme = await server.request('GET', '/theme/get?merchantId=M001', { token: admin2 });
    expect(foreignTheme.body).toMatchObject({ code: '40401', msg: 'The record does not exist' });
    const ownTheme = await server.request<{ config: string }>('GET', '/theme/get', { token: admin2 });
    expect(JSON.parse(ownTheme.body.data.config).themeColor).toBe('#13c2c2');
  });

  it("favourites are kept per user and tenant: tenant 2 never sees tenant 1's list", async () => {
    const admin2 = await server.tokenFor('admin2');
    const list = await server.request<unknown[]>('GET', '/menu/collectlist', { token: admin2 });
    expect(list.body.data).toEqual([]);
  });
});
