import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { loginLogs } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe(`session API on ${dbKind}`, () => {
  it('signs in with the RSA-encrypted password and returns a token', async () => {
    const result = await server.login('admin', 'Admin@12345');
    expect(result.code).toBe('10000');
    expect(result.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('getInfo returns everything the session needs', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.request<Record<string, unknown>>('GET', '/getInfo', { token });
    expect(body.code).toBe('10000');
    const info = body.data as {
      user: { userName: string; merchantId: string; organizeName: string };
      merchant: { merchantName: string };
      sysApps: { appCode: string; isMicro: string }[];
      permissions: string[];
      homePages: string[];
      homePage: string;
      myTaskCount: number;
      myApprovalCount: number;
      themeConfig: string;
    };
    expect(info.user).toMatchObject({
      userName: 'admin',
      merchantId: 'M001',
      organizeName: '星河能源集团总部',
    });
    expect(info.merchant.merchantName).toBe('星河能源集团');
    expect(info.permissions).toEqual(['*:*:*']);
    expect(info.sysApps.map((a) => a.appCode)).toEqual([
      'system-new',
      'MESSAGE',
      'market-ui',
      'hudong',
      'millstone',
    ]);
    expect(info.sysApps.find((a) => a.appCode === 'hudong')?.isMicro).toBe('0');
    // no seeded role names a home page: the tenant's applies, and it names none either
    expect(info.homePages).toEqual([]);
    expect(info.homePage).toBe('/home');
    expect(info.myTaskCount).toBe(0);
    expect(JSON.parse(info.themeConfig)).toMatchObject({ themeColor: '#1890ff', mode: 'dark' });
  });

  it('a staff member gets only the permissions and apps of their roles', async () => {
    const token = await server.tokenFor('zhangsan');
    const { body } = await server.request<{ permissions: string[]; sysApps: { appCode: string }[] }>(
      'GET',
      '/getInfo',
      { token },
    );
    expect(body.data.permissions).toContain('system:my:approval');
    expect(body.data.permissions).not.toContain('*:*:*');
    expect(body.data.permissions).not.toContain('system:user:add');
    expect(body.data.sysApps.map((a) => a.appCode)).toEqual(['system-new', 'MESSAGE', 'hudong']);
  });

  it('a wrong password gets the same answer as an unknown user or an undecryptable password', async () => {
    const wrong = await server.login('zhangsan', 'Wrong@12345');
    const unknown = await server.login('nobody', 'Wrong@12345');
    const garbage = (
      await server.request('POST', '/login', { body: { userName: 'lisi', password: 'bm90IHJzYQ==' } })
    ).body;
    for (const answer of [wrong, unknown, garbage]) {
      expect(answer).toEqual({ code: '50001', msg: 'Incorrect user name or password', data: null });
    }
    const zh = await server.login('zhangsan', 'Wrong@12345', { language: 'zh_CN' });
    expect(zh.msg).toBe('用户名或密码错误');
  });

  it('writes every attempt to the login log with time, address and user agent', async () => {
    await server.request('POST', '/login', {
      body: { userName: 'wangwu', password: 'bm8=' },
      headers: { 'user-agent': 'audit-check/1.0' },
    });
    const [last] = await server.deps.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
    expect(last).toMatchObject({
      userName: 'wangwu',
      success: false,
      userAgent: 'audit-check/1.0',
      message: 'login.wrong',
    });
    expect(last?.ip).toBe('127.0.0.1');
    expect(last?.createdAt).toBeInstanceOf(Date);
  });

  it('names the field at fault for malformed bodies and never answers 500', async () => {
    const cases: [string, { body?: unknown; rawBody?: string }, RegExp][] = [
      ['not JSON', { rawBody: '{"userName":' }, /not valid JSON/],
      ['missing password', { body: { userName: 'admin' } }, /^Invalid password: is required$/],
      [
        'number for a string',
        { body: { userName: 42, password: 'x' } },
        /^Invalid user name: must be of type string$/,
      ],
      ['array body', { body: ['admin'] }, /^Invalid request body: must be of type object$/],
      [
        'empty user name',
        { body: { userName: '', password: 'x' } },
        /^Invalid user name: must have at least 1 characters$/,
      ],
    ];
    for (const [name, payload, message] of cases) {
      const { status, body } = await server.request('POST', '/login', payload);
      expect(status, name).toBe(200);
      expect(body.code, name).toBe('40001');
      expect(body.msg, name).toMatch(message);
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await server.request('GET', '/no/such/thing');
    expect(status).toBe(404);
    expect(body).toEqual({
      code: '40401',
      msg: 'No API at /digital-portal/api/authority/admin/no/such/thing',
      data: null,
    });
  });

  it('refuses a missing, unknown, revoked or expired token with auth-check-error', async () => {
    const expired = {
      code: '40101',
      subCode: 'auth-check-error',
      msg: 'login expired or invalid',
      data: null,
    };
    expect((await server.request('GET', '/getInfo')).body).toEqual(expired);
    expect((await server.request('GET', '/getInfo', { token: 'x'.repeat(43) })).body).toEqual(expired);

    const token = await server.tokenFor('lisi');
    expect((await server.request('GET', '/getInfo', { token })).body.code).toBe('10000');
    expect((await server.request('GET', '/logout', { token })).body.code).toBe('10000');
    expect((await server.request('GET', '/getInfo', { token })).body).toEqual(expired);

    const second = await server.tokenFor('lisi');
    server.clock.advance(12 * 60 * 60 * 1000 + 1);
    expect((await server.request('GET', '/getInfo', { token: second })).body).toEqual(expired);
  });

  it('hands out the login public key as PEM', async () => {
    const { body } = await server.request<{ publicKey: string }>('GET', '/publicKey');
    expect(body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});
