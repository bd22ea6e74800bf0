import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const reset = (userName: string, original: string, next: string, language = 'en_US') =>
  server.request('POST', '/user/resetPwdFirst', {
    language,
    body: {
      userName,
      originalPassword: encryptForLogin(server.deps.publicKeyPem, original),
      password: encryptForLogin(server.deps.publicKeyPem, next),
    },
  });

describe(`first-login password change on ${dbKind}`, () => {
  it('refuses a wrong original password', async () => {
    expect((await reset('zhaoliu', 'Nope@12345', 'Better@2026')).body).toMatchObject({ code: '50001', msg: 'The original password is incorrect' });
  });

  it('refuses a new password that breaks the rule, with the rule named', async () => {
    const { body } = await reset('zhaoliu', 'Staff@12345', 'simple', 'zh_CN');
    expect(body.code).toBe('40001');
    expect(body.msg).toBe('参数 password 不合法：数据格式错误');
  });

  it('refuses the same password as the original', async () => {
    expect((await reset('zhaoliu', 'Staff@12345', 'Staff@12345')).body.msg).toBe('Original password and new password cannot be the same');
  });

  it('changes the password, ends open sessions, and the new password signs in', async () => {
    const before = await server.tokenFor('zhaoliu');
    expect((await reset('zhaoliu', 'Staff@12345', 'Better@2026')).body.code).toBe('10000');
    expect((await server.request('GET', '/getInfo', { token: before })).body.subCode).toBe('auth-check-error');
    expect((await server.login('zhaoliu', 'Staff@12345')).code).toBe('50001');
    expect((await server.login('zhaoliu', 'Better@2026')).code).toBe('10000');
  });
});
