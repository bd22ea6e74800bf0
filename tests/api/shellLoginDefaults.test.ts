import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe(`chat-app login and registration are off by default on ${dbKind}`, () => {
  it('answers that chat sign-in is not configured, in the caller’s language', async () => {
    expect((await server.request('GET', '/dTalkLogin/config')).body).toMatchObject({
      code: '50001',
      msg: 'Chat sign-in is not configured',
    });
    expect((await server.request('GET', '/dTalkLogin/config', { language: 'zh_CN' })).body.msg).toBe(
      '未配置聊天应用登录',
    );
    expect((await server.request('POST', '/dTalkLogin/state')).body.msg).toBe(
      'Chat sign-in is not configured',
    );
  });

  it('serves no demo provider, so nobody signs in as a seeded user without a password', async () => {
    const approve = await fetch(
      `${server.baseUrl}/digital-portal/oauth-demo/approve?account=zhangsan.chat&redirect_uri=%2FdingdingLogin`,
      { redirect: 'manual' },
    );
    expect(approve.status).toBe(404);
    const authorize = await fetch(
      `${server.baseUrl}/digital-portal/oauth-demo/authorize?redirect_uri=%2FdingdingLogin`,
    );
    expect(authorize.status).toBe(404);
    const login = await server.request('GET', '/loginByCode/anything?state=abcdefghijklmnopqrstuv');
    expect(login.body.msg).toBe('Chat sign-in is not configured');
  });

  it('tells the sign-in page to offer neither registration nor chat sign-in', async () => {
    expect((await server.request('GET', '/login/options')).body).toMatchObject({
      code: '10000',
      data: { isRegistrationOpen: false, isChatLoginOn: false },
    });
  });

  it('keeps registration closed', async () => {
    const password = encryptForLogin(server.deps.publicKeyPem, 'Newbie@2026');
    const body = {
      userName: 'outsider',
      nickName: '外人',
      phonenumber: '',
      email: 'outsider@example.com',
      password,
    };
    expect((await server.request('POST', '/register', { body })).body).toMatchObject({
      code: '50001',
      msg: 'Registration is not open',
    });
    expect((await server.login('outsider', 'Newbie@2026')).code).toBe('50001');
  });
});
