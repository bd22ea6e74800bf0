import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operationLogs } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'admin2', 'sunqi']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const as = (name: string) => tokens[name] ?? '';
const save = (name: string, theme: Record<string, unknown>) =>
  server.request<{ config: string }>('POST', '/theme/update', {
    token: as(name),
    body: { config: JSON.stringify(theme) },
    language: 'en_US',
  });
const themeOf = async (name: string) => {
  const { body } = await server.request<{ config: string }>('GET', '/theme/get', { token: as(name) });
  return JSON.parse(body.data.config) as Record<string, unknown>;
};

describe(`theme configuration on ${dbKind}`, () => {
  it('saves every §3 theme field for the session tenant only, shows it in getInfo and audits the change', async () => {
    const theme = {
      themeColor: '#722ed1',
      mode: 'light',
      warn: '#fa8c16',
      success: 'rgb(82, 196, 26)',
      error: 'rgba(245, 34, 45, 0.9)',
      navColor: '#000',
      menuColor: '#111111',
      buttonColor: '#722ed1',
      primaryColor: '#722ed1',
      primaryBackground: '#f9f0ff',
      linkColor: '#2f54eb',
      paperColor: '#222222',
      paperBackground: '#fafafa',
      customStyle: '.banner{color:#333}',
      homePage: '/system/role',
    };
    const saved = await save('admin2', theme);
    expect(saved.body.code).toBe('10000');
    expect(await themeOf('admin2')).toMatchObject({ ...theme, customStyle: '.banner{color:#333;}' });
    expect((await themeOf('admin')).themeColor).toBe('#1890ff');
    const info = await server.request<{ themeConfig: string }>('GET', '/getInfo', { token: as('admin2') });
    expect(JSON.parse(info.body.data.themeConfig)).toMatchObject({ themeColor: '#722ed1', mode: 'light' });
    const logs = await server.deps.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.merchantId, 'M002'), eq(operationLogs.targetType, 'theme')));
    expect(logs.at(-1)?.changes).toEqual(
      expect.arrayContaining([{ field: 'themeColor', before: '#13c2c2', after: '#722ed1' }]),
    );
  });

  it.each([
    ['themeColor', 'red'],
    ['navColor', '#12345'],
    ['paperBackground', 'rgba(1,2,3,4)'],
    ['linkColor', 'red;}body{display:none'],
  ])('refuses %s = %s with a message naming the field', async (field, value) => {
    const { body } = await save('admin2', { [field]: value });
    expect(body.code).toBe('40001');
    expect(body.msg).toContain(field);
    expect(body.msg).toContain('must be a colour');
  });

  it.each(['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/a/../b', 'home', '/\\evil'])(
    'refuses the home page %s (not a same-origin path)',
    async (homePage) => {
      const { body } = await save('admin2', { homePage });
      expect(body).toMatchObject({ code: '40001' });
      expect(body.msg).toContain('homePage');
    },
  );

  it.each([
    ['</style><script>alert(1)</script>.a{color:red}', 'script'],
    ['@import url(//evil.example/a.css);.a{color:red}', 'evil'],
    ['.a{background:url(https://x.example/p.png);color:red}', 'url('],
    ['.a{width:expression(alert(1));color:red}', 'expression'],
    ['.a{background:IMAGE-SET("https://x.example/a.png" 1x);color:red}', 'x.example'],
  ])('stores custom style %s without what loads or runs anything', async (customStyle, banned) => {
    const { body } = await save('admin2', { customStyle });
    expect(body.code).toBe('10000');
    const stored = String((await themeOf('admin2')).customStyle);
    expect(stored.toLowerCase()).not.toContain(banned.toLowerCase());
    expect(stored).not.toContain('<');
    expect(stored).toContain('color:red');
  });

  it('refuses NUL bytes, a huge custom style, a user without the permission and a call without a session', async () => {
    expect((await save('admin2', { customStyle: 'a\u0000b' })).body.code).toBe('40001');
    expect((await save('admin2', { customStyle: '.a{}'.repeat(6000) })).body.msg).toContain('customStyle');
    expect((await save('sunqi', { themeColor: '#000000' })).body.code).toBe('40301');
    const anonymous = await server.request('POST', '/theme/update', { body: { config: '{}' } });
    expect(anonymous.body.code).toBe('40101');
  });

  it('lists the pages a home page may point at; not for a user without the permission', async () => {
    const { body } = await server.request<{ path: string; title: string }[]>('GET', '/theme/homePages', {
      token: as('admin'),
    });
    expect(body.data.map((p) => p.path)).toEqual(expect.arrayContaining(['/home', '/system/theme']));
    const refused = await server.request('GET', '/theme/homePages', { token: as('sunqi') });
    expect(refused.body.code).toBe('40301');
  });
});
