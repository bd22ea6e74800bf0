import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ isDemoChatLoginEnabled: true, registerMerchantId: 'M001' });
});
afterAll(() => server.close());

describe(`the sign-in page's options on ${dbKind}`, () => {
  it('offers registration and chat sign-in when the server has them on', async () => {
    expect((await server.request('GET', '/login/options')).body.data).toEqual({
      isRegistrationOpen: true,
      isChatLoginOn: true,
    });
  });
});

/** Asks the server for a chat sign-in state: a binding state when `token` is a session. */
const stateFor = async (token?: string) => {
  const { body } = await server.request<{ state: string; purpose: string }>('POST', '/dTalkLogin/state', {
    token,
  });
  expect(body.data.purpose).toBe(token ? 'bind' : 'login');
  return body.data.state;
};

/** Walks the demo provider: approve as `account`, follow the redirect, return the one-time code. */
const approve = async (account: string, state = '') => {
  const url = `${server.baseUrl}/digital-portal/oauth-demo/approve?account=${encodeURIComponent(account)}&redirect_uri=%2FdingdingLogin&state=${state}`;
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/dingdingLogin\?code=/);
  expect(new URL(location, server.baseUrl).searchParams.get('state')).toBe(state);
  return new URL(location, server.baseUrl).searchParams.get('code') ?? '';
};

const userOf = async (token: string | undefined) =>
  (await server.request<{ user: { userName: string } }>('GET', '/getInfo', { token })).body.data.user
    .userName;

describe(`chat-app login and registration on ${dbKind}`, () => {
  it('names the demo provider when the development setting turns it on', async () => {
    const { body } = await server.request<{ authorizeUrl: string; isDemo: boolean }>(
      'GET',
      '/dTalkLogin/config',
    );
    expect(body.data).toMatchObject({ authorizeUrl: '/digital-portal/oauth-demo/authorize', isDemo: true });
    const page = await fetch(
      `${server.baseUrl}/digital-portal/oauth-demo/authorize?redirect_uri=%2FdingdingLogin&state=x`,
    );
    expect(await page.text()).toContain('zhangsan.chat');
  });

  it('refuses a redirect anywhere but the console’s own page', async () => {
    const page = await fetch(
      `${server.baseUrl}/digital-portal/oauth-demo/authorize?redirect_uri=https%3A%2F%2Fevil.example`,
    );
    expect(page.status).toBe(400);
  });

  it('a bound account logs in by code and an issued state, once', async () => {
    const state = await stateFor();
    const code = await approve('zhangsan.chat', state);
    const { body } = await server.request<{ token?: string }>('GET', `/loginByCode/${code}?state=${state}`);
    expect(body.data.token).toBeTruthy();
    expect(await userOf(body.data.token)).toBe('zhangsan');
    const again = await server.request('GET', `/loginByCode/${code}?state=${await stateFor()}`);
    expect(again.body).toMatchObject({ code: '50001', msg: 'The login code is invalid or has expired' });
  });

  it('refuses a state the server never issued, or one already used', async () => {
    const forged = await server.request(
      'GET',
      `/dTalkLogin?code=${await approve('zhangsan.chat', 'bind')}&state=bindbindbindbindbind`,
    );
    expect(forged.body).toMatchObject({
      code: '50001',
      msg: 'The chat sign-in request is invalid or has expired. Start again.',
    });
    const state = await stateFor();
    expect(
      (
        await server.request(
          'GET',
          `/dTalkLogin?code=${await approve('zhangsan.chat', state)}&state=${state}`,
        )
      ).body.code,
    ).toBe('10000');
    const reused = await server.request(
      'GET',
      `/dTalkLogin?code=${await approve('zhangsan.chat', state)}&state=${state}`,
    );
    expect(reused.body.msg).toBe('The chat sign-in request is invalid or has expired. Start again.');
  });

  it('an unbound account answers codes; binding it from the user’s own session then logs in', async () => {
    const state = await stateFor();
    const first = await server.request<{ token?: string; codes?: string }>(
      'GET',
      `/dTalkLogin?code=${await approve('lisi.chat', state)}&state=${state}`,
    );
    expect(first.body.data).toEqual({ codes: 'lisi.chat' });
    const token = await server.tokenFor('lisi');
    const bindState = await stateFor(token);
    const bound = await server.request<{ token?: string }>(
      'GET',
      `/dTalkLogin?code=${await approve('lisi.chat', bindState)}&state=${bindState}`,
      { token },
    );
    expect(await userOf(bound.body.data.token)).toBe('lisi');
    const loginState = await stateFor();
    const later = await server.request<{ token?: string }>(
      'GET',
      `/loginByCode/${await approve('lisi.chat', loginState)}?state=${loginState}`,
    );
    expect(await userOf(later.body.data.token)).toBe('lisi');
  });

  it('a binding state binds only with the session of the user it was issued to', async () => {
    const lisi = await server.tokenFor('lisi');
    const bindState = await stateFor(lisi);
    const sunqi = await server.tokenFor('sunqi');
    const stolen = await server.request(
      'GET',
      `/dTalkLogin?code=${await approve('wangwu.chat', bindState)}&state=${bindState}`,
      { token: sunqi },
    );
    expect(stolen.body.msg).toBe('The chat sign-in request is invalid or has expired. Start again.');
    const anonymous = await stateFor(lisi);
    const withoutSession = await server.request(
      'GET',
      `/dTalkLogin?code=${await approve('wangwu.chat', anonymous)}&state=${anonymous}`,
    );
    expect(withoutSession.body.msg).toBe('The chat sign-in request is invalid or has expired. Start again.');
    const loginState = await stateFor();
    const unbound = await server.request<{ codes?: string }>(
      'GET',
      `/dTalkLogin?code=${await approve('wangwu.chat', loginState)}&state=${loginState}`,
    );
    expect(unbound.body.data).toEqual({ codes: 'wangwu.chat' });
  });

  it('an outside account bound to a user stays theirs: another tenant’s user cannot take it over', async () => {
    const sunqi = await server.tokenFor('sunqi');
    const bindState = await stateFor(sunqi);
    const takeover = await server.request(
      'GET',
      `/dTalkLogin?code=${await approve('zhangsan.chat', bindState)}&state=${bindState}`,
      { token: sunqi },
    );
    expect(takeover.body).toMatchObject({
      code: '50001',
      msg: 'This chat account is already bound to another user',
    });
    const state = await stateFor();
    const login = await server.request<{ token?: string }>(
      'GET',
      `/loginByCode/${await approve('zhangsan.chat', state)}?state=${state}`,
    );
    expect(await userOf(login.body.data.token)).toBe('zhangsan');
  });

  it('registers a user into the named tenant with its staff role; a taken name is refused', async () => {
    const password = encryptForLogin(server.deps.publicKeyPem, 'Newbie@2026');
    const body = {
      userName: 'newbie',
      nickName: '新人',
      phonenumber: '13912345678',
      email: 'newbie@example.com',
      password,
    };
    const created = await server.request<{ userId: string }>('POST', '/register', { body });
    expect(created.body.code).toBe('10000');
    const signedIn = await server.login('newbie', 'Newbie@2026');
    expect(signedIn.code).toBe('10000');
    const info = await server.request<{ merchant: { merchantId: string }; permissions: string[] }>(
      'GET',
      '/getInfo',
      { token: signedIn.data.token },
    );
    expect(info.body.data.merchant.merchantId).toBe('M001');
    expect(info.body.data.permissions).toContain('system:my:approval');
    expect(info.body.data.permissions).not.toContain('system:user:list');
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
    const ok = await fetch(
      `${server.baseUrl}/digital-portal/subapps/hudong/home?hostOrigin=http%3A%2F%2F127.0.0.1%3A1&lang=en_US`,
    );
    const html = await ok.text();
    expect(html).toContain('showApproval');
    expect(html).toContain('"http://127.0.0.1:1"');
    // a screen reader reads it in the reader's language, right to left in Arabic
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    const arabic = await fetch(`${server.baseUrl}/digital-portal/subapps/hudong/home?lang=ar_EG`);
    expect(await arabic.text()).toContain('<html lang="ar-EG" dir="rtl">');
    expect((await fetch(`${server.baseUrl}/digital-portal/subapps/other/home`)).status).toBe(404);
  });
});
