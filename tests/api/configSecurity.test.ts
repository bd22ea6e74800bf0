import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { operationLogs, sessions } from '../../server/db/schema';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
});
afterAll(() => server.close());

const MINUTE = 60_000;
const enc = (plain: string) => encryptForLogin(server.deps.publicKeyPem, plain);
const update = (token: string, body: Record<string, unknown>) =>
  server.request('POST', '/security/update', { token, body });
const resetPwd = (token: string, userId: string, password: string, language = 'en_US') =>
  server.request('POST', '/user/resetPwd', { token, body: { userId, password: enc(password) }, language });
const DEFAULT_RULE =
  'Must be a combination of 8 or more characters with upper and lower case letters, digits and special symbols';

describe(`security settings per tenant on ${dbKind}`, () => {
  it('answers the defaults from the environment while the tenant chose nothing', async () => {
    const got = await server.request<{ tenant: object; effective: Record<string, unknown> }>(
      'GET',
      '/security/get',
      { token: admin },
    );
    expect(got.body.data.tenant).toEqual({});
    expect(got.body.data.effective).toMatchObject({
      passwordMinLength: 8,
      loginMaxFailures: 5,
      loginFailureWindowMinutes: 15,
      loginLockMinutes: 15,
      sessionTtlMinutes: 720,
    });
  });

  it('refuses values out of bounds, naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ passwordMinLength: 7 }, /passwordMinLength|minimum password length/i],
      [{ passwordMinLength: 65 }, /passwordMinLength|minimum password length/i],
      [{ loginMaxFailures: 0 }, /loginMaxFailures|failed sign-ins/i],
      [{ loginLockMinutes: 1441 }, /loginLockMinutes|lock/i],
      [{ loginFailureWindowMinutes: 0 }, /loginFailureWindowMinutes|window/i],
      [{ sessionTtlMinutes: 4 }, /sessionTtlMinutes|session/i],
      [{ sessionTtlMinutes: 43201 }, /sessionTtlMinutes|session/i],
    ];
    for (const [body, field] of cases) {
      const answer = (await update(admin, body)).body;
      expect(answer.code, JSON.stringify(body)).toBe('40001');
      expect(answer.msg).toMatch(field);
    }
    const got = await server.request<{ tenant: object }>('GET', '/security/get', { token: admin });
    expect(got.body.data.tenant).toEqual({});
  });

  it('a tightened password rule refuses a weak password with the rule in words; tenant 2 keeps §5', async () => {
    const set = await update(admin, {
      passwordMinLength: 12,
      requireUpper: true,
      requireLower: true,
      requireDigit: true,
      requireSpecial: true,
    });
    expect(set.body.code).toBe('10000');
    const weak = (await resetPwd(admin, 'U1005', 'Short@123')).body;
    expect(weak).toMatchObject({
      code: '40001',
      msg: 'Must be at least 12 characters with upper and lower case letters, digits and a special character',
      data: { field: 'password' },
    });
    expect((await resetPwd(admin, 'U1005', 'Short@123', 'zh_CN')).body.msg).toBe(
      '必须是包含大小写字母、数字和特殊符号的12位以上组合',
    );
    expect((await resetPwd(admin, 'U1005', 'LongEnough@2026')).body.code).toBe('10000');
    // Tenant 2 keeps the default rule: 9 characters pass there.
    expect((await resetPwd(admin2, 'U2002', 'Short@123')).body.code).toBe('10000');
    expect((await resetPwd(admin2, 'U2002', 'weakpass')).body.msg).toBe(DEFAULT_RULE);

    const zhaoliu = await server.tokenFor('zhaoliu', 'LongEnough@2026');
    const rule = await server.request('GET', '/security/passwordRule', { token: zhaoliu });
    expect(rule.body.data).toEqual({
      minLength: 12,
      requireUpper: true,
      requireLower: true,
      requireDigit: true,
      requireSpecial: true,
    });
    const sunqi = await server.tokenFor('sunqi', 'Short@123');
    const other = await server.request<{ minLength: number }>('GET', '/security/passwordRule', {
      token: sunqi,
    });
    expect(other.body.data.minLength).toBe(8);

    const [log] = await server.deps.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetType, 'securitySettings'))
      .orderBy(desc(operationLogs.createdAt));
    expect(log?.changes).toEqual(
      expect.arrayContaining([{ field: 'passwordMinLength', before: null, after: 12 }]),
    );
  });

  it('a rule with fewer classes says so, and the own-password change follows it', async () => {
    await update(admin, {
      passwordMinLength: 10,
      requireUpper: false,
      requireLower: false,
      requireDigit: true,
      requireSpecial: false,
    });
    const zhangsan = await server.tokenFor('zhangsan');
    const own = await server.request('POST', '/user/resetPwdBySelf', {
      token: zhangsan,
      body: { originalPassword: enc('Staff@12345'), password: enc('abc123') },
    });
    expect(own.body.msg).toBe('Must be at least 10 characters with digits');
    const fine = await server.request('POST', '/user/resetPwdBySelf', {
      token: zhangsan,
      body: { originalPassword: enc('Staff@12345'), password: enc('plainword12') },
    });
    expect(fine.body.code).toBe('10000');
  });

  it("a lower lock threshold locks sooner in tenant 1 only; the lock lasts the tenant's minutes", async () => {
    await update(admin, { loginMaxFailures: 2, loginLockMinutes: 3 });
    expect((await server.login('lisi', 'Wrong@1', { ip: '10.1.0.1' })).msg).toBe(
      'Incorrect user name or password',
    );
    expect((await server.login('lisi', 'Wrong@2', { ip: '10.1.0.1' })).msg).toMatch(/locked until/);
    // Tenant 2: still five tries (its password was just reset: count from the next second).
    server.clock.advance(1000);
    for (let i = 1; i <= 4; i++)
      expect((await server.login('sunqi', `Wrong@${i}`, { ip: '10.1.0.2' })).msg).toBe(
        'Incorrect user name or password',
      );
    expect((await server.login('sunqi', 'Wrong@5', { ip: '10.1.0.2' })).msg).toMatch(/locked until/);
    server.clock.advance(3 * MINUTE + 1000);
    expect((await server.login('lisi', 'Staff@12345', { ip: '10.1.0.3' })).code).toBe('10000');
    expect((await server.login('sunqi', 'Staff@12345', { ip: '10.1.0.3' })).msg).toMatch(/locked until/);
  });

  it('new sessions of the tenant get its lifetime; tenant 2 keeps the default', async () => {
    await update(admin, { sessionTtlMinutes: 5 });
    const token = await server.tokenFor('wangwu');
    const other = await server.tokenFor('admin2');
    const lifetimes = async (userId: string) =>
      (await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
        (r) => (r.expiresAt.getTime() - r.createdAt.getTime()) / MINUTE,
      );
    expect(await lifetimes('U1004')).toEqual([5]);
    expect(new Set(await lifetimes('U2001'))).toEqual(new Set([720]));
    server.clock.advance(6 * MINUTE);
    expect((await server.request('GET', '/getInfo', { token })).body.subCode).toBe('auth-check-error');
    expect((await server.request('GET', '/getInfo', { token: other })).body.code).toBe('10000');
  });

  it("a homePage sent with the settings is dropped as an unknown field (the tenant's home page is the theme's)", async () => {
    const before = await server.request<{ homePages: string[] }>('GET', '/getInfo', { token: admin });
    const answer = (await update(admin, { loginMaxFailures: 7, homePage: '/system/settings' })).body;
    expect(answer.code).toBe('10000');
    const got = await server.request<{ tenant: object; effective: object }>('GET', '/security/get', {
      token: admin,
    });
    expect(got.body.data.tenant).toEqual({ loginMaxFailures: 7 });
    expect(got.body.data.effective).not.toHaveProperty('homePage');
    const info = await server.request<{ homePages: string[] }>('GET', '/getInfo', { token: admin });
    expect(info.body.data.homePages).toEqual(before.body.data.homePages);
    expect(info.body.data.homePages).not.toContain('/system/settings');
  });

  it('a role-less user may not read or change the settings; leaving a field out restores its default', async () => {
    const zhaoliu = await server.tokenFor('zhaoliu', 'LongEnough@2026');
    expect((await server.request('GET', '/security/get', { token: zhaoliu })).body.code).toBe('40301');
    expect((await update(zhaoliu, { loginMaxFailures: 100 })).body.code).toBe('40301');
    expect((await update(admin, {})).body.code).toBe('10000');
    const got = await server.request<{ tenant: object; effective: { sessionTtlMinutes: number } }>(
      'GET',
      '/security/get',
      { token: admin },
    );
    expect(got.body.data.tenant).toEqual({});
    expect(got.body.data.effective.sessionTtlMinutes).toBe(720);
  });
});
