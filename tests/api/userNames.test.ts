import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

/**
 * Users are tenant data, but signing in names no tenant: a user name stays unique across tenants through the
 * sign-in directory, which follows every create, rename and removal.
 */
let server: TestServer;
let admin: string;
let otherAdmin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  otherAdmin = await server.tokenFor('admin2');
});
afterAll(() => server.close());

const addInOtherTenant = (userName: string) =>
  server.request<{ userId: string }>('POST', '/user/add', {
    token: otherAdmin,
    language: 'en_US',
    body: {
      userName,
      nickName: 'Someone',
      organizeId: 'O210',
      phonenumber: '13912345678',
      email: 'a@example.cn',
    },
  });

const lisi = {
  userId: 'U1003',
  scene: 'admin',
  nickName: '李四',
  phonenumber: '13900001003',
  email: 'lisi@xinghe-energy.cn',
  organizeId: 'O130',
};

describe(`user names across tenants on ${dbKind}`, () => {
  it('refuses a name another tenant uses, and frees a name when its user is renamed or removed', async () => {
    expect((await addInOtherTenant('lisi')).body).toMatchObject({
      code: '40001',
      msg: 'This user name is already taken',
      data: { field: 'userName' },
    });

    const renamed = await server.request('POST', '/user/update', {
      token: admin,
      body: { ...lisi, userName: 'lisi_renamed' },
    });
    expect(renamed.body.code).toBe('10000');
    expect((await server.login('lisi_renamed', 'Staff@12345')).code).toBe('10000');
    expect((await addInOtherTenant('lisi_renamed')).body.code).toBe('40001');
    expect((await addInOtherTenant('lisi')).body.code).toBe('10000');

    const removed = await server.request('GET', '/user/remove/U1004', { token: admin });
    expect(removed.body.code).toBe('10000');
    expect((await addInOtherTenant('wangwu')).body.code).toBe('10000');
    expect((await addInOtherTenant('wangwu')).body.code).toBe('40001');
  });

  it('gives a name asked for by two tenants at once to one of them and tells the other it is taken', async () => {
    const inFirstTenant = server.request('POST', '/user/add', {
      token: admin,
      language: 'en_US',
      body: {
        userName: 'both_want',
        nickName: 'One',
        organizeId: 'O110',
        phonenumber: '13912345678',
        email: 'b@example.cn',
      },
    });
    const answers = await Promise.all([inFirstTenant, addInOtherTenant('both_want')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['10000', '40001']);
  });
});
