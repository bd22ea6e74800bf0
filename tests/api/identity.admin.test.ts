import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { organizations, systemLogs } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token = admin) =>
  (await server.request<T>(method, path, { token, body })).body;

const workbook = async (rows: (string | number)[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('organizations');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
};
const HEADER = ['organizeId', 'parentId', 'organizeName', 'orderNum', 'leader', 'status'];

describe(`identity administration on ${dbKind}`, () => {
  it('tenant-role grant: §5 messages, then a grant the user can switch with', async () => {
    expect(
      await call('POST', '/merchant/auth/add', { userId: 'U1002', merchantId: '', roleId: 'R202' }),
    ).toMatchObject({ code: '40001', msg: 'please select the authorised tenant' });
    expect(
      await call('POST', '/merchant/auth/add', { userId: 'U1002', merchantId: 'M002', roleId: '' }),
    ).toMatchObject({ code: '40001', msg: 'please select the authorised role' });
    const zh = (
      await server.request('POST', '/merchant/auth/add', {
        token: admin,
        language: 'zh_CN',
        body: { userId: 'U1002', merchantId: '', roleId: '' },
      })
    ).body;
    expect(zh.msg).toBe('请选择授权租户');
    expect(
      await call('POST', '/merchant/auth/add', { userId: 'U1002', merchantId: 'M001', roleId: 'R103' }),
    ).toMatchObject({ code: '50001', msg: 'The user already belongs to this tenant' });
    const res = await call<{ authId: string }>('POST', '/merchant/auth/add', {
      userId: 'U1002',
      merchantId: 'M002',
      roleId: 'R202',
    });
    // M002 is not below M001, so admin of M001 cannot grant it.
    expect(res.code).toBe('40401');
    const child = await call<{ merchantId: string }>('POST', '/merchant/addMerchant', {
      merchantName: '子公司',
    });
    const role = await server.deps.db.transaction(async (tx) => {
      const { roles } = await import('../../server/db/schema');
      await tx.insert(roles).values({
        roleId: 'RC1',
        merchantId: child.data.merchantId,
        roleName: 'Child staff',
        roleKey: 'staff',
      });
      return 'RC1';
    });
    const grant = await call<{ authId: string }>('POST', '/merchant/auth/add', {
      userId: 'U1002',
      merchantId: child.data.merchantId,
      roleId: role,
    });
    expect(grant.code).toBe('10000');
    expect(
      (
        await call('POST', '/merchant/auth/add', {
          userId: 'U1002',
          merchantId: child.data.merchantId,
          roleId: role,
        })
      ).msg,
    ).toBe('The user is already authorised for this tenant');
    const detail = await call<{ roleName: string; merchantName: string }>(
      'GET',
      `/merchant/auth/detail?authId=${grant.data.authId}`,
    );
    expect(detail.data).toMatchObject({ roleName: 'Child staff', merchantName: '子公司' });
    const mine = await call<{ merchantId: string }[]>(
      'GET',
      '/user/personalAuth',
      undefined,
      await server.tokenFor('zhangsan'),
    );
    expect(mine.data.map((a) => a.merchantId)).toEqual([child.data.merchantId]);
    expect((await call('GET', `/merchant/auth/delete?authId=${grant.data.authId}`)).code).toBe('10000');
    expect((await call<{ total: number }>('GET', '/merchant/auth/list?userId=U1002')).data.total).toBe(0);
  });

  it('roles: add with menus, the menu shows for a holder, status and delete rules', async () => {
    const noName = await call('POST', '/role/add', { roleName: ' ', roleKey: 'k' });
    expect(noName.msg).toBe('please enter role name');
    const added = await call<{ roleId: string }>('POST', '/role/add', {
      roleName: 'Auditor',
      roleKey: 'auditor',
      menuIds: ['m-system', 'm-audit', 'm-audit-list'],
    });
    expect(added.code).toBe('10000');
    const tree = await call<{ checkedKeys: string[]; menus: { id: string }[] }>(
      'GET',
      `/role/roleMenuTree?roleId=${added.data.roleId}`,
    );
    expect(tree.data.checkedKeys).toEqual(['m-audit', 'm-audit-list', 'm-system']);
    expect(tree.data.menus.map((m) => m.id)).toContain('app:A100');
    type Labelled = { id: string; label: string; children: Labelled[] };
    const titlesIn = async (language: string) => {
      const { body } = await server.request<{ menus: Labelled[] }>('GET', '/role/roleMenuTree', {
        token: admin,
        language,
      });
      const system = body.data.menus.find((m) => m.id === 'app:A100');
      const users = system?.children.flatMap((c) => c.children).find((c) => c.id === 'm-user');
      return [system?.label, users?.label];
    };
    expect(await titlesIn('en_US')).toEqual(['System management', 'Users']);
    expect(await titlesIn('zh_CN')).toEqual(['系统管理', '用户管理']);
    const pageTitles = await server.request<{ pages: { path: string; title: string }[] }>(
      'GET',
      '/role/HomePageList',
      { token: admin, language: 'en_US' },
    );
    expect(pageTitles.body.data.pages).toContainEqual({ path: '/system/user', title: 'Users' });
    expect(
      (
        await call('POST', '/role/assignUsers', {
          roleId: added.data.roleId,
          addUserIds: ['U1002'],
          removeUserIds: [],
        })
      ).code,
    ).toBe('10000');
    const zhang = await server.tokenFor('zhangsan');
    const info = await call<{ permissions: string[] }>('GET', '/getInfo', undefined, zhang);
    expect(info.data.permissions).toContain('system:audit:list');
    expect((await call('GET', '/log/operation/list', undefined, zhang)).code).toBe('10000');
    const holders = await call<{ rows: { userId: string }[] }>(
      'GET',
      `/user/pageByRole?roleId=${added.data.roleId}`,
    );
    expect(holders.data.rows.map((r) => r.userId)).toEqual(['U1002']);
    expect((await call('GET', `/role/delete?roleId=${added.data.roleId}`)).msg).toBe(
      'The role is held by 1 user(s); remove them first',
    );
    expect((await call('POST', '/role/changeStatus', { roleId: 'R101', status: '1' })).msg).toBe(
      'The administrator role cannot be disabled or deleted',
    );
    expect(
      (await call('POST', '/role/updateHomePage', { roleId: added.data.roleId, homePage: '/system/audit' }))
        .code,
    ).toBe('10000');
    const pages = await call<{ homePage: string; pages: { path: string }[] }>(
      'GET',
      `/role/HomePageList?roleId=${added.data.roleId}`,
    );
    expect(pages.data.homePage).toBe('/system/audit');
    expect(pages.data.pages.map((p) => p.path)).toContain('/system/user');
  });

  it('positions: copy, users, roles and permission JSON', async () => {
    const copy = await call<{ positionId: string }>('GET', '/position/copyPosition/P104');
    const detail = await call<{ position: { positionName: string; organizeId: string } }>(
      'GET',
      `/position/${copy.data.positionId}`,
    );
    expect(detail.data.position).toMatchObject({ positionName: '研发工程师 (copy)', organizeId: 'O131' });
    await call('POST', '/position/addPositionUsers', {
      positionId: copy.data.positionId,
      userIds: ['U1002', 'U1003'],
    });
    expect(
      (
        await call<{ userName: string }[]>('GET', `/position/positionUserList/${copy.data.positionId}`)
      ).data.map((u) => u.userName),
    ).toEqual(['lisi', 'zhangsan']);
    await call('POST', '/position/removePositionUser', {
      positionId: copy.data.positionId,
      userIds: ['U1003'],
    });
    await call('POST', '/position/updatePositionPermission', {
      positionId: copy.data.positionId,
      permission: { scope: 'org' },
    });
    expect(
      (await call<{ position: { permission: string } }>('GET', `/position/${copy.data.positionId}`)).data
        .position.permission,
    ).toBe('{"scope":"org"}');
    const tree = await call<{ children: { kind: string; label: string }[] }[]>(
      'GET',
      '/organize/positionAllTree',
    );
    expect(JSON.stringify(tree.data)).toContain('"kind":"position"');
    expect((await call('POST', '/position/removeBatch', { ids: [copy.data.positionId] })).code).toBe('10000');
  });

  it('organisation Excel: export then import round-trips; a bad file imports nothing and names rows and columns', async () => {
    const exported = await call<{ content: string }>('GET', '/organize/export');
    const before = await server.deps.db
      .select()
      .from(organizations)
      .where(eq(organizations.merchantId, 'M001'));
    const again = await call<{ imported: number; created: number; updated: number }>(
      'POST',
      '/organize/importExcel',
      { fileName: 'o.xlsx', content: exported.data.content },
    );
    expect(again.data).toMatchObject({ imported: before.length, created: 0, updated: 0 });
    const after = await server.deps.db
      .select()
      .from(organizations)
      .where(eq(organizations.merchantId, 'M001'));
    const strip = (rows: typeof before) =>
      rows.map(({ updatedAt: _u, ...r }) => r).sort((a, b) => a.organizeId.localeCompare(b.organizeId));
    expect(strip(after)).toEqual(strip(before));

    const bad = await workbook([HEADER, ['', 'O100', 'Sales', 1, '', '0'], ['', 'NOPE', '', 'x', '', '5']]);
    const report = await call<{ problems: { row: number; column: string; message: string }[] }>(
      'POST',
      '/organize/importExcel',
      { fileName: 'b.xlsx', content: bad },
    );
    expect(report.code).toBe('50001');
    expect(report.msg).toBe('Nothing was imported: 4 problem(s) found');
    expect(report.data.problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'organizeName'],
      [3, 'orderNum'],
      [3, 'status'],
      [3, 'parentId'],
    ]);
    expect(report.data.problems[3]?.message).toBe('Row 3, column parentId: parent NOPE does not exist');
    expect(
      await server.deps.db.select().from(organizations).where(eq(organizations.organizeName, 'Sales')),
    ).toHaveLength(0);
    const garbage = await call<{ problems: { row: number; message: string }[] }>(
      'POST',
      '/organize/importExcel',
      { fileName: 'x.xlsx', content: Buffer.from('not excel').toString('base64') },
    );
    expect(garbage.data.problems).toEqual([
      { row: 0, column: '', message: 'The file is not a readable Excel workbook' },
    ]);

    const good = await workbook([
      HEADER,
      ['N1', 'O100', 'Sales', 5, 'Amy', '0'],
      ['N2', 'N1', 'East sales', 1, '', ''],
    ]);
    const ok = await call<{ created: number }>('POST', '/organize/importExcel', {
      fileName: 'g.xlsx',
      content: good,
    });
    expect(ok.data.created).toBe(2);
    const list = await call<
      { organizeName: string; children: { organizeName: string; children: { organizeName: string }[] }[] }[]
    >('GET', '/organize/list?organizeName=East');
    expect(list.data[0]?.children[0]?.organizeName).toBe('Sales');
    expect(list.data[0]?.children[0]?.children[0]?.organizeName).toBe('East sales');
  });

  it('organisations: parent cycles and non-empty removal are refused', async () => {
    expect(
      (
        await call('POST', '/organize/updateOrganize', {
          organizeId: 'O130',
          organizeName: '技术研发中心',
          parentId: 'O131',
        })
      ).msg,
    ).toBe('An organisation cannot be placed under itself or its descendants');
    expect((await call('GET', '/organize/remove/O130')).msg).toBe('Remove the sub-organisations first');
  });

  it('audit: operation log with diffs, login log and system log, filtered by date; no way to edit them', async () => {
    await call('POST', '/organize/updateOrganize', { organizeId: 'O140', organizeName: '行政中心' });
    const ops = await call<{
      rows: {
        action: string;
        targetId: string;
        changes: { field: string; before: unknown; after: unknown }[];
      }[];
    }>('GET', '/log/operation/list?targetType=organize&action=update&limit=100');
    const entry = ops.data.rows.find((r) => r.targetId === 'O140');
    expect(entry?.changes).toEqual([
      { field: 'organizeName', label: 'Organisation name', before: '行政部', after: '行政中心' },
    ]);
    const future = await call<{ total: number }>('GET', '/log/operation/list?beginTime=2099-01-01');
    expect(future.data.total).toBe(0);
    const today = await call<{ total: number }>(
      'GET',
      '/log/login/list?beginTime=2026-11-21&endTime=2026-11-21&userName=admin',
    );
    expect(today.data.total).toBeGreaterThan(0);
    await server.deps.db
      .insert(systemLogs)
      .values({ kind: 'error', message: 'boom', createdAt: server.clock.now });
    const sys = await call<{ rows: { kind: string }[] }>('GET', '/log/system/list?kind=error');
    expect(sys.data.rows.map((r) => r.kind)).toContain('error');
    const starts = await call<{ total: number }>('GET', '/log/system/list?kind=start');
    expect(starts.data.total).toBeGreaterThan(0);
    for (const path of ['/log/operation/delete', '/log/operation/update', '/log/system/remove/1']) {
      expect((await server.request('POST', path, { token: admin, body: {} })).status).toBe(404);
    }
  });
});
