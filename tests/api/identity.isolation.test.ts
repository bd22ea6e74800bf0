import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  merchantAuths,
  merchants,
  organizations,
  positionRoles,
  positions,
  roleMenus,
  roles,
  userDataPerms,
  userPositions,
  userRoles,
  users,
} from '../../server/db/schema';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin2: string;
beforeAll(async () => {
  server = await startServer();
  admin2 = await server.tokenFor('admin2');
});
afterAll(() => server.close());

const dump = async () => {
  const db = server.deps.db;
  return JSON.stringify(
    await Promise.all([
      db.select().from(users),
      db.select().from(roles),
      db.select().from(positions),
      db.select().from(organizations),
      db.select().from(merchants),
      db.select().from(merchantAuths),
      db.select().from(userRoles),
      db.select().from(userPositions),
      db.select().from(roleMenus),
      db.select().from(positionRoles),
      db.select().from(userDataPerms),
    ]),
  );
};

type Call = [method: 'GET' | 'POST', path: string, body?: unknown];

/** Every endpoint that takes an id, called by the tenant-2 administrator with tenant-1 ids (and with a missing id). */
const calls = (id: (tenant1: string) => string): Call[] => {
  const pwd = encryptForLogin(server.deps.publicKeyPem, 'Valid@2026x');
  const U = id('U1002');
  const R = id('R102');
  const P = id('P104');
  const O = id('O110');
  const M = id('M001');
  const A = id('MA001');
  const user = {
    userId: U,
    userName: 'zhangsan',
    nickName: 'x',
    organizeId: 'O200',
    phonenumber: '13900001002',
    email: 'a@b.cn',
    scene: 'admin',
  };
  return [
    ['GET', `/user/${U}`],
    ['POST', '/user/update', user],
    ['POST', '/user/update', { ...user, userId: 'U2002', userName: 'sunqi', roleIds: [R] }],
    ['POST', '/user/update', { ...user, userId: 'U2002', userName: 'sunqi', organizeId: O }],
    ['GET', `/user/remove/${U}`],
    ['POST', '/user/resetPwd', { userId: U, password: pwd }],
    ['POST', '/user/changeStatus', { userId: U, status: 'STOP_USING' }],
    ['POST', '/user/lock', { userId: U, lockDuration: 5, reason: 'x' }],
    ['POST', '/user/unlock', { userId: U }],
    ['POST', '/user/changeMerchant', { userId: U, merchantId: 'M002' }],
    ['POST', '/user/changeMerchant', { userId: 'U2002', merchantId: M }],
    ['GET', `/user/userDataPerms?userId=${U}`],
    ['POST', '/user/excludeDataPerms', { userId: U, organizeIds: [], excludeOrganizeIds: [] }],
    ['POST', '/user/excludeDataPerms', { userId: 'U2002', organizeIds: [O], excludeOrganizeIds: [] }],
    ['GET', `/user/pageByRole?roleId=${R}`],
    ['POST', '/user/add', { ...user, userId: undefined, userName: 'isolated1', organizeId: O }],
    [
      'POST',
      '/user/add',
      { ...user, userId: undefined, userName: 'isolated2', organizeId: 'O200', roleIds: [R] },
    ],
    ['GET', `/role/detail?roleId=${R}`],
    ['GET', `/role/delete?roleId=${R}`],
    ['GET', `/role/roleMenuTree?roleId=${R}`],
    ['GET', `/role/HomePageList?roleId=${R}`],
    ['POST', '/role/edit', { roleId: R, roleName: 'x', roleKey: 'x' }],
    ['POST', '/role/changeStatus', { roleId: R, status: '1' }],
    ['POST', '/role/updateHomePage', { roleId: R, homePage: '/x' }],
    ['POST', '/role/assignUsers', { roleId: R, addUserIds: [], removeUserIds: [] }],
    ['POST', '/role/assignUsers', { roleId: 'R202', addUserIds: [U], removeUserIds: [] }],
    ['GET', `/position/${P}`],
    ['POST', '/position/updatePosition', { positionId: P, positionName: 'x', organizeId: 'O200' }],
    ['POST', '/position/addPosition', { positionName: 'x', organizeId: O }],
    ['GET', `/position/remove/${P}`],
    ['POST', '/position/removeBatch', { ids: [P] }],
    ['POST', '/position/removeBatch', { ids: ['P201', P] }],
    ['GET', `/position/copyPosition/${P}`],
    ['GET', `/position/positionUserList/${P}`],
    ['GET', `/position/organizeUserList/${O}`],
    ['GET', `/position/positionRoleList/${P}`],
    ['POST', '/position/addPositionUsers', { positionId: P, userIds: ['U2002'] }],
    ['POST', '/position/addPositionUsers', { positionId: 'P201', userIds: [U] }],
    ['POST', '/position/removePositionUser', { positionId: P, userIds: ['U2002'] }],
    ['POST', '/position/updatePositionPermission', { positionId: P, permission: { a: 1 } }],
    ['GET', `/organize/${O}`],
    ['GET', `/organize/remove/${O}`],
    ['POST', '/organize/updateOrganize', { organizeId: O, organizeName: 'x' }],
    ['POST', '/organize/addOrganize', { parentId: O, organizeName: 'x' }],
    ['GET', `/merchant/${M}`],
    ['GET', `/merchant/remove/${M}`],
    ['POST', '/merchant/updateMerchant', { merchantId: M, merchantName: 'x' }],
    ['POST', '/merchant/addMerchant', { merchantName: 'x', parentId: M }],
    ['POST', '/merchant/auth/add', { userId: U, merchantId: 'M002', roleId: 'R202' }],
    ['POST', '/merchant/auth/add', { userId: 'U2002', merchantId: M, roleId: R }],
    ['POST', '/merchant/auth/update', { authId: A, userId: 'U2002', merchantId: 'M002', roleId: 'R202' }],
    ['GET', `/merchant/auth/delete?authId=${A}`],
    ['GET', `/merchant/auth/detail?authId=${A}`],
  ];
};

describe(`tenant isolation on ${dbKind}`, () => {
  it('a tenant-2 admin gets exactly the not-found answer of a missing id for every tenant-1 id, and nothing changes', async () => {
    const before = await dump();
    const foreign = calls((x) => x);
    const missing = calls((x) => `${x}404`);
    expect(foreign.length).toBeGreaterThanOrEqual(50);
    for (const [index, [method, path, body]] of foreign.entries()) {
      const answer = (await server.request(method, path, { token: admin2, body })).body;
      expect(answer, `${method} ${path} ${JSON.stringify(body)}`).toEqual({
        code: '40401',
        msg: 'The record does not exist',
        data: null,
      });
      const [m2, p2, b2] = missing[index] as Call;
      const ghost = (await server.request(m2, p2, { token: admin2, body: b2 })).body;
      expect(ghost, `${m2} ${p2}`).toEqual(answer);
    }
    expect(await dump()).toBe(before);
  });

  it('lists and pickers show only the tenant-2 records', async () => {
    const get = async <T>(path: string) =>
      (await server.request<T>('GET', path, { token: admin2 })).body.data;
    expect(
      (await get<{ rows: { merchantId: string }[] }>('/user/list?limit=100')).rows.every(
        (r) => r.merchantId === 'M002',
      ),
    ).toBe(true);
    expect(
      (await get<{ rows: { userId: string }[] }>('/user/allUser?pageNum=1&limit=9999')).rows
        .map((r) => r.userId)
        .sort(),
    ).toEqual(['U2001', 'U2002']);
    expect(
      (await get<{ rows: { roleId: string }[] }>('/role/list')).rows.map((r) => r.roleId).sort(),
    ).toEqual(['R201', 'R202']);
    expect(
      (await get<{ roleId: string }[]>('/role/roleTree?pageNum=1&limit=9999')).map((r) => r.roleId).sort(),
    ).toEqual(['R201', 'R202']);
    expect(
      (await get<{ rows: { positionId: string }[] }>('/position/list')).rows.map((r) => r.positionId),
    ).toEqual(['P201']);
    expect((await get<{ id: string }[]>('/organize/treeselect')).map((n) => n.id)).toEqual(['O200']);
    expect(
      (await get<{ rows: { merchantId: string }[] }>('/merchant/pageList')).rows.map((r) => r.merchantId),
    ).toEqual(['M002']);
    expect((await get<{ rows: unknown[] }>('/merchant/auth/list?userId=U1001')).rows).toEqual([]);
    expect(await get<unknown[]>('/position/merchantPosition?organizeId=O110')).toEqual([]);
    expect(
      (await get<{ rows: { merchantId: string }[] }>('/log/operation/list')).rows.every(
        (r) => r.merchantId === 'M002',
      ),
    ).toBe(true);
  });
});
