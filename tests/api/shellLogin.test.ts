import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Walks the demo provider: approve as `account`, follow the redirect, return the one-time code. */
const approve = async (account: string, state = '') => {
  const url = `${server.baseUrl}/digital-portal/oauth-demo/approve?account=${encodeURIComponent(account)}&redirect_uri=%2FdingdingLogin&state=${state}`;
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/dingdingLogin\?code=/);
  return new URL(location, server.baseUrl).searchParams.get('code') ?? '';
};

describe(`chat-app login and registration on ${dbKind}`, () => {
  it('names the demo provider when none is configured', async () => {
    const { body } = await server.request<{ authorizeUrl: string; isDemo: boolean }>('GET', '/dTalkLogin/config');
    expect(body.data).toMatchObject({ authorizeUrl: '/digital-portal/oauth-demo/authorize', isDemo: true });
    const page = await fetch(`${server.baseUrl}/digital-portal/oauth-demo/authorize?redirect_uri=%2FdingdingLogin&state=x`);
    expect(await page.text()).toContain('zhangsan.chat');
  });

  it('refuses a redirect anywhere but the console’s own page', async () => {
    const page = await fetch(`${server.baseUrl}/digital-portal/oauth-demo/authorize?redirect_uri=https%3A%2F%2Fevil.example`);
    expect(page.status).toBe(400);
  });

  it('a bound account logs in by code, once', async () => {
    const code = await approve('zhangsan.chat');
    const { body } = await server.request<{ token?: string }>('GET', `/loginByCode/${code}`);
    expect(body.data.token).toBeTruthy();
    const info = await server.request<{ user: { userName: string } }>('GET', '/getInfo', { token: body.data.token });
    expect(info.body.data.user.userName).toBe('zhangsan');
    const again = await server.request('GET', `/loginByCode/${code}`);
    expect(again.body.code).toBe('50001');
  });

  it('an unbound account answers codes; binding it from a session then logs in', async () => {
    const code = await approve('lisi.chat');
    const first = await server.request<{ token?: string; codes?: string }>('GET', `/dTalkLogin?code=${code}`);
    expect(first.body.data).toEqual({ codes: 'lisi.chat' });
    const token = await server.tokenFor('lisi');
    const bindCode = await approve('lisi.chat', 'bind');
    const bound = await server.request<{ token?: string }>('GET', `/dTalkLogin?code=${bindCode}&state=bind`, { token });
    expect(bound.body.data.token).toBeTruthy();
    const later = await server.request<{ token?: string }>('GET', `/loginByCode/${await approve('lisi.chat')}`);
    const info = await server.request<{ user: { userName: string } }>('GET', '/getInfo', { token: later.body.data.token });
    expect(info.body.data.user.userName).toBe('lisi');
  });

  it('registers a user who can then sign in; a taken name is refused', async () => {
    const password = encryptForLogin(server.deps.publicKeyPem, 'Newbie@2026');
    const body = { userName: 'newbie', nickName: '新人', phonenumber: '13912345678', email: 'newbie@example.com', password };
    const created = await server.request<{ userId: string }>('POST', '/register', { body });
    expect(created.body.code).toBe('10000');
    expect((await server.login('newbie', 'Newbie@2026')).code).toBe('10000');
    const again = await server.request('POST', '/register', { body });
    expect(again.body.msg).toBe('This user name is already taken');
  });

  it('refuses a weak password at registration', async () => {
    const password = encryptForLogin(server.deps.publicKeyPem, 'weakpass');
    const { body } = await server.request('POST', '/register', {
      body: { userName: 'weakling', nickName: 'W', phonenumber: '', email: 'w@example.com', password },
    });
    expect(body.code).toBe('40001');
  });

  it('serves the demo sub-app page for the known apps only', async () => {
    const ok = await fetch(`${server.baseUrl}/digital-portal/subapps/hudong/home?hostOrigin=http%3A%2F%2F127.0.0.1%3A1&lang=en_US`);
    const html = await ok.text();
    expect(html).toContain('showApproval');
    expect(html).toContain('"http://127.0.0.1:1"');
    expect((await fetch(`${server.baseUrl}/digital-portal/subapps/other/home`)).status).toBe(404);
  });
});
