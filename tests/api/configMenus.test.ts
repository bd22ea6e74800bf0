import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
});
afterAll(() => server.close());

const call = async <T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token = admin,
  language = 'en_US',
) => (await server.request<T>(method, path, { token, body, language })).body;

interface Node {
  menuId: string;
  label: string;
  menuTitle: string;
  fullPath: string;
  menuType: string;
  children: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

const page = (over: Record<string, unknown> = {}) => ({
  appId: 'A100',
  parentId: 'm-system',
  menuType: 'C',
  menuTitle: '审计副本',
  titleI18n: { en_US: 'Audit copy', de_DE: 'Prüfkopie' },
  name: 'AuditCopy',
  path: 'audit-copy',
  component: 'system/AuditLogs',
  icon: 'history',
  ...over,
});

describe(`menu administration on ${dbKind}`, () => {
  it('lists the tree of an app with titles in the request language, filters keep ancestors', async () => {
    const en = await call<Node[]>('GET', '/menu/list?appId=A100');
    const user = flat(en.data).find((n) => n.menuId === 'm-user');
    expect(user).toMatchObject({ label: 'Users', menuTitle: '用户管理', fullPath: '/system/user' });
    const zh = await call<Node[]>('GET', '/menu/list?appId=A100', undefined, admin, 'zh_CN');
    expect(flat(zh.data).find((n) => n.menuId === 'm-user')?.label).toBe('用户管理');
    const ko = await call<Node[]>('GET', '/menu/list?appId=A100', undefined, admin, 'ko_KR');
    expect(flat(ko.data).find((n) => n.menuId === 'm-user')?.label).toBe('사용자');
    const ar = await call<Node[]>('GET', '/menu/list?appId=A100', undefined, admin, 'ar_EG');
    expect(flat(ar.data).find((n) => n.menuId === 'm-user')?.label).toBe('المستخدمون');
    const filtered = await call<Node[]>('GET', '/menu/list?appId=A100&menuTitle=roles');
    expect(filtered.data.map((n) => n.menuId)).toEqual(['m-system']);
    expect(filtered.data[0]?.children.map((n) => n.menuId)).toEqual(['m-role']);
    expect((await call('GET', '/menu/list?appId=nope')).code).toBe('40401');
  });

  it('pointList, detail and treeselect', async () => {
    const points = await call<Node[]>('GET', '/menu/pointList?menuId=m-user');
    expect(points.data.map((p) => p.label)).toContain('Users: list');
    expect(points.data.every((p) => p.menuType === 'F')).toBe(true);
    const detail = await call<Record<string, unknown>>('GET', '/menu/detail?menuId=m-user');
    expect(detail.data).toMatchObject({
      menuTitle: '用户管理',
      titleI18n: { zh_CN: '用户管理', en_US: 'Users' },
      component: 'system/UserList',
      fullPath: '/system/user',
      hideHeader: false,
      extra: '{}',
    });
    const options = await call<{ id: string; children: { id: string }[] }[]>(
      'GET',
      '/menu/treeselect?appId=A100',
    );
    const system = options.data.find((o) => o.id === 'm-system');
    expect(system?.children.map((c) => c.id)).toContain('m-user');
    expect(JSON.stringify(options.data)).not.toContain('m-user-list');
  });

  it('adds, edits and reads back every route-item field; getRouters shows the new title per language', async () => {
    const added = await call<{ menuId: string }>(
      'POST',
      '/menu/add',
      page({ hideHeader: true, affix: true, redirect: '/x', metaType: 'page', extra: '{"badge":"new"}' }),
    );
    expect(added.code).toBe('10000');
    const { menuId } = added.data;
    const detail = await call<Record<string, unknown>>('GET', `/menu/detail?menuId=${menuId}`);
    expect(detail.data).toMatchObject({
      fullPath: '/system/audit-copy',
      hideHeader: true,
      affix: true,
      showBack: false,
      redirect: '/x',
      metaType: 'page',
      extra: '{"badge":"new"}',
      titleI18n: { en_US: 'Audit copy', de_DE: 'Prüfkopie' },
    });
    const routes = async (language: string) =>
      JSON.stringify((await call('GET', '/getRouters?appId=A100', undefined, admin, language)).data);
    expect(await routes('en_US')).toContain('"title":"Audit copy"');
    expect(await routes('de_DE')).toContain('"title":"Prüfkopie"');
    // No zh_CN text: Chinese readers get the en_US text.
    expect(await routes('zh_CN')).toContain('"title":"Audit copy"');
    expect(await routes('en_US')).toContain('"badge":"new"');
    const edited = await call('POST', '/menu/edit', {
      ...page({ titleI18n: { en_US: 'Audit mirror' }, showBack: true }),
      menuId,
    });
    expect(edited.code).toBe('10000');
    expect(await routes('en_US')).toContain('"title":"Audit mirror"');
    expect(await routes('de_DE')).toContain('"title":"Audit mirror"');
    expect((await call('GET', `/menu/delete?menuId=${menuId}`)).code).toBe('10000');
    expect(await routes('en_US')).not.toContain('Audit mirror');
  });

  it('refuses with messages naming the field', async () => {
    const refused = async (over: Record<string, unknown>) => {
      const res = await call<{ field: string }>(
        'POST',
        '/menu/add',
        page({ name: 'Refused', path: 'refused', ...over }),
      );
      return { code: res.code, msg: res.msg, field: res.data?.field };
    };
    expect(await refused({ name: 'SysUser', path: 'other' })).toEqual({
      code: '40001',
      msg: 'The route name SysUser is already used by 用户管理 in this app',
      field: 'name',
    });
    expect(await refused({ path: 'user', name: 'Other' })).toEqual({
      code: '40001',
      msg: 'The path /system/user is already used by 用户管理',
      field: 'path',
    });
    expect(await refused({ component: 'system/Nothing' })).toMatchObject({
      msg: 'system/Nothing is not a registered screen',
      field: 'component',
    });
    expect(await refused({ extra: '[1,2]' })).toMatchObject({ field: 'extra' });
    expect(await refused({ extra: '{oops' })).toMatchObject({
      msg: 'Extra must be valid JSON',
      field: 'extra',
    });
    expect(await refused({ menuTitle: '  ' })).toMatchObject({ field: 'menuTitle' });
    expect(await refused({ menuType: 'F', perms: '' })).toMatchObject({ field: 'perms' });
    expect(await refused({ parentId: 'm-user-list' })).toMatchObject({ field: 'parentId' });
    expect(await refused({ menuTitle: 'a\u0000b' })).toMatchObject({ field: 'menuTitle' });
    expect((await call('POST', '/menu/add', page({ menuTitle: 'x'.repeat(5000) }))).code).toBe('40001');
  });

  it('refuses deleting a menu with children or granted to roles, naming them', async () => {
    const withChildren = await call('GET', '/menu/delete?menuId=m-system');
    expect(withChildren).toMatchObject({ code: '50001' });
    expect(withChildren.msg).toMatch(/^System management still has \d+ child menus/);
    const granted = await call('GET', '/menu/delete?menuId=m-approval-perm');
    expect(granted.msg).toContain('is granted to roles: ');
    expect(granted.msg).toContain('普通员工');
    expect(granted.msg).toContain('部门经理');
    expect((await call('GET', '/menu/delete?menuId=missing')).code).toBe('40401');
  });

  it('a tenant other than the platform may read but not write', async () => {
    expect((await call('GET', '/menu/list?appId=A100', undefined, admin2)).code).toBe('10000');
    const msg = 'Apps and menus are shared by all tenants; only the platform tenant can change them';
    expect(await call('POST', '/menu/add', page({ name: 'T2' }), admin2)).toMatchObject({
      code: '50001',
      msg,
    });
    expect(await call('POST', '/menu/edit', { ...page(), menuId: 'm-user' }, admin2)).toMatchObject({ msg });
    expect(await call('GET', '/menu/delete?menuId=m-user-list', undefined, admin2)).toMatchObject({ msg });
  });

  it('exports an xlsx with the rows', async () => {
    const res = await call<{ fileName: string; content: string }>('GET', '/menu/export?appId=A200');
    expect(res.data.fileName).toBe('menus-MESSAGE.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.content, 'base64') as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('menus');
    const ids = sheet?.getColumn(1).values.slice(2);
    expect(ids).toContain('m-letter');
    expect(ids).toContain('m-template-category');
    expect(sheet?.getRow(1).getCell(6).value).toBe('titleEnUS');
    const letter = sheet?.getRows(2, sheet.rowCount - 1)?.find((r) => r.getCell(1).value === 'm-letter');
    expect(letter?.getCell(6).value).toBe('Site messages');
    expect(letter?.getCell(9).value).toBe('/message/letters');
  });

  it('favourites resolve titles per language', async () => {
    expect((await call('POST', '/menu/collect', { menuIds: ['m-user'] })).code).toBe('10000');
    const en = await call<{ menuTitle: string }[]>('GET', '/menu/collectlist');
    expect(en.data[0]?.menuTitle).toBe('Users');
    const zh = await call<{ menuTitle: string }[]>('GET', '/menu/collectlist', undefined, admin, 'zh_CN');
    expect(zh.data[0]?.menuTitle).toBe('用户管理');
  });
});
