import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

/**
 * Nobody gives more than they hold (console spec §7.3): an administrator who may edit roles and positions, but is
 * not a super administrator, cannot make anyone (themselves included) a super administrator, nor put a permission
 * they do not hold into a position.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ZHANGSAN = 'U1002';
const SUPER_ROLE = 'R101';
const CLERK_PERMS = [
  'system:role:list',
  'system:role:edit',
  'system:position:list',
  'system:position:add',
  'system:position:edit',
];
const SUPER_ONLY =
  'Only a super administrator may give the super administrator role, directly or through a position.';

describe(`grant limits on ${dbKind}`, () => {
  let admin: string;
  let clerk: string;
  let clerkPosition: string;
  const post = (token: string, path: string, body: object) =>
    server.request('POST', `${ADMIN}${path}`, { token, body, language: 'en_US' });

  beforeAll(async () => {
    admin = await server.tokenFor('admin');
    const added = await server.request<{ positionId: string }>('POST', `${ADMIN}/position/addPosition`, {
      token: admin,
      body: {
        positionName: 'Identity clerk',
        organizeId: 'O100',
        roleIds: [],
      },
    });
    clerkPosition = added.body.data.positionId;
    await post(admin, '/position/updatePositionPermission', {
      positionId: clerkPosition,
      permission: { perms: CLERK_PERMS },
    });
    await post(admin, '/position/addPositionUsers', { positionId: clerkPosition, userIds: [ZHANGSAN] });
    clerk = await server.tokenFor('zhangsan');
  });

  it('refuses the super role to a role holder list, a new position and a position’s holders', async () => {
    const holders = await post(clerk, '/role/assignUsers', {
      roleId: SUPER_ROLE,
      addUserIds: [ZHANGSAN],
      removeUserIds: [],
    });
    expect(holders.body).toMatchObject({ msg: SUPER_ONLY });
    expect(holders.body.code).not.toBe('10000');

    const position = await post(clerk, '/position/addPosition', {
      positionName: 'Back door',
      organizeId: 'O100',
      roleIds: [SUPER_ROLE],
    });
    expect(position.body).toMatchObject({ msg: SUPER_ONLY });

    // a position the super administrator linked to the super role: the clerk cannot give it to anyone
    const linked = await server.request<{ positionId: string }>('POST', `${ADMIN}/position/addPosition`, {
      token: admin,
      body: { positionName: 'Board', organizeId: 'O100', roleIds: [SUPER_ROLE] },
    });
    expect(linked.body.code).toBe('10000');
    const board = linked.body.data.positionId;
    const toBoard = await post(clerk, '/position/addPositionUsers', {
      positionId: board,
      userIds: [ZHANGSAN],
    });
    expect(toBoard.body).toMatchObject({ msg: SUPER_ONLY });
    const relink = await post(clerk, '/position/updatePosition', {
      positionId: clerkPosition,
      positionName: 'Identity clerk',
      organizeId: 'O100',
      roleIds: [SUPER_ROLE],
    });
    expect(relink.body).toMatchObject({ msg: SUPER_ONLY });

    const info = await server.request<{ permissions: string[] }>('GET', '/getInfo', { token: clerk });
    expect(info.body.data.permissions).not.toContain('*:*:*');
  });

  it('lets the clerk keep the permissions they hold in a position, never add one they do not hold', async () => {
    const wider = await post(clerk, '/position/updatePositionPermission', {
      positionId: clerkPosition,
      permission: { perms: [...CLERK_PERMS, 'system:menu:edit'] },
    });
    expect(wider.body).toMatchObject({
      msg: 'You cannot give the permission system:menu:edit: you do not hold it yourself.',
    });
    const same = await post(clerk, '/position/updatePositionPermission', {
      positionId: clerkPosition,
      permission: { perms: CLERK_PERMS, note: 'reviewed' },
    });
    expect(same.body.code).toBe('10000');
    const info = await server.request<{ permissions: string[] }>('GET', '/getInfo', { token: clerk });
    expect(info.body.data.permissions).not.toContain('system:menu:edit');
  });
});
