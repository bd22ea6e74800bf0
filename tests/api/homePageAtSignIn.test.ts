import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

/** Console spec §7.3 role home page and §9 theme home page: where a user lands after signing in. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const STAFF_ROLE = 'R103';

describe(`home page at sign-in on ${dbKind}`, () => {
  let admin: string;
  const homePageOf = async (userName: string) => {
    const token = await server.tokenFor(userName);
    return (await server.request<{ homePage: string }>('GET', '/getInfo', { token })).body.data.homePage;
  };
  const setRoleHome = (homePage: string) =>
    server.request('POST', `${ADMIN}/role/updateHomePage`, {
      token: admin,
      language: 'en_US',
      body: { roleId: STAFF_ROLE, homePage },
    });
  const setTenantHome = async (homePage: string) => {
    const theme = await server.request<{ config: string }>('GET', '/theme/get', { token: admin });
    const config = JSON.stringify({ ...JSON.parse(theme.body.data.config), homePage });
    expect(
      (await server.request('POST', '/theme/update', { token: admin, body: { config } })).body.code,
    ).toBe('10000');
  };

  beforeAll(async () => {
    admin = await server.tokenFor('admin');
  });

  it('takes the role’s home page first, then the tenant’s, then /home', async () => {
    await setTenantHome('/message/letter');
    expect((await setRoleHome('/approval/todo')).body.code).toBe('10000');
    expect(await homePageOf('zhangsan')).toBe('/approval/todo');

    expect((await setRoleHome('')).body.code).toBe('10000');
    expect(await homePageOf('zhangsan')).toBe('/message/letter');

    await setTenantHome('');
    expect(await homePageOf('zhangsan')).toBe('/home');
  });

  it('refuses a role home page that leaves the site, naming the field', async () => {
    const answer = await setRoleHome('https://elsewhere.example/');
    expect(answer.body).toMatchObject({
      code: '40001',
      msg: 'The home page must be a path of this site, such as /approval/todo',
      data: { field: 'homePage' },
    });
    expect(await homePageOf('zhangsan')).toBe('/home');
  });
});
