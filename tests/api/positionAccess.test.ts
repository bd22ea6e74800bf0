import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

/** Console spec §7.3: a position's linked roles and its permission JSON give its holders their access. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ZHANGSAN = 'U1002';

describe(`positions grant access on ${dbKind}`, () => {
  let admin: string;
  let staff: string;
  let positionId: string;
  const code = async (path: string) =>
    (await server.request('GET', `${ADMIN}${path}`, { token: staff })).body.code;
  const permissions = async () =>
    (await server.request<{ permissions: string[] }>('GET', '/getInfo', { token: staff })).body.data
      .permissions;

  beforeAll(async () => {
    admin = await server.tokenFor('admin');
    staff = await server.tokenFor('zhangsan');
    const added = await server.request<{ positionId: string }>('POST', `${ADMIN}/position/addPosition`, {
      token: admin,
      body: { positionName: 'HR clerk', organizeId: 'O100', roleIds: ['R104'] },
    });
    positionId = added.body.data.positionId;
  });

  it('gives a holder the menus and permissions of the roles linked to the position, and takes them back', async () => {
    expect(await code('/user/list')).toBe('40301');
    expect(await permissions()).not.toContain('system:user:list');
    await server.request('POST', `${ADMIN}/position/addPositionUsers`, {
      token: admin,
      body: { positionId, userIds: [ZHANGSAN] },
    });
    expect(await code('/user/list')).toBe('10000');
    expect(await permissions()).toContain('system:user:list');
    await server.request('POST', `${ADMIN}/position/removePositionUser`, {
      token: admin,
      body: { positionId, userIds: [ZHANGSAN] },
    });
    expect(await code('/user/list')).toBe('40301');
    expect(await permissions()).not.toContain('system:user:list');
  });

  it('gives a holder the permission strings of the position JSON while the position is enabled', async () => {
    await server.request('POST', `${ADMIN}/position/addPositionUsers`, {
      token: admin,
      body: { positionId, userIds: [ZHANGSAN] },
    });
    expect(await code('/role/list')).toBe('40301');
    const saved = await server.request('POST', `${ADMIN}/position/updatePositionPermission`, {
      token: admin,
      body: { positionId, permission: { perms: ['system:role:list'], note: 'kept' } },
    });
    expect(saved.body.code).toBe('10000');
    expect(await code('/role/list')).toBe('10000');
    expect(await permissions()).toEqual(expect.arrayContaining(['system:role:list', 'system:user:list']));
    const detail = await server.request<{ position: { permission: string } }>(
      'GET',
      `${ADMIN}/position/${positionId}`,
      { token: admin },
    );
    expect(JSON.parse(detail.body.data.position.permission)).toEqual({
      perms: ['system:role:list'],
      note: 'kept',
    });

    await server.request('POST', `${ADMIN}/position/updatePosition`, {
      token: admin,
      body: { positionId, positionName: 'HR clerk', organizeId: 'O100', status: '1' },
    });
    expect(await code('/role/list')).toBe('40301');
    expect(await code('/user/list')).toBe('40301');
  });

  it('refuses a permission JSON whose perms are not permission strings, naming the bad one', async () => {
    const wildcard = await server.request('POST', `${ADMIN}/position/updatePositionPermission`, {
      token: admin,
      language: 'en_US',
      body: { positionId, permission: { perms: ['system:user:list', '*:*:*'] } },
    });
    expect(wildcard.body).toMatchObject({
      code: '40001',
      msg: '"*:*:*" is not a permission string such as system:user:list',
      data: { field: 'permission' },
    });
    const notList = await server.request('POST', `${ADMIN}/position/updatePositionPermission`, {
      token: admin,
      language: 'zh_CN',
      body: { positionId, permission: { perms: 'system:user:list' } },
    });
    expect(notList.body).toMatchObject({ code: '40001', msg: '"perms" 必须是权限标识的列表' });
  });
});
