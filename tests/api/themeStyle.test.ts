import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { themes } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'admin2', 'sunqi']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const token = (name: string) => tokens[name] ?? '';
const REMOTE =
  '@import "https://evil.example/a.css";.banner{color:#333;background:u\\72l(https://evil.example/pixel.png)}';

const themeOf = async (name: string) => {
  const { body } = await server.request<{ config: string }>('GET', '/theme/get', { token: token(name) });
  return JSON.parse(body.data.config) as { themeColor: string; customStyle: string };
};

describe(`tenant custom style on ${dbKind}`, () => {
  it('stores a theme with its custom style stripped of remote URLs; other tenants are unaffected', async () => {
    const config = JSON.stringify({ themeColor: '#722ed1', mode: 'light', customStyle: REMOTE });
    const saved = await server.request<{ config: string }>('POST', '/theme/update', {
      token: token('admin2'),
      body: { config },
    });
    expect(saved.body.code).toBe('10000');
    expect(JSON.parse(saved.body.data.config)).toMatchObject({
      themeColor: '#722ed1',
      customStyle: '.banner{color:#333;}',
    });
    const [row] = await server.deps.db.select().from(themes).where(eq(themes.merchantId, 'M002'));
    expect(row?.config).not.toContain('evil.example');
    expect(await themeOf('admin2')).toMatchObject({
      themeColor: '#722ed1',
      customStyle: '.banner{color:#333;}',
    });
    expect((await themeOf('admin')).themeColor).toBe('#1890ff');
  });

  it('serves a theme stored earlier with a remote URL without it', async () => {
    await server.deps.db
      .update(themes)
      .set({ config: JSON.stringify({ themeColor: '#1890ff', customStyle: REMOTE }) })
      .where(eq(themes.merchantId, 'M001'));
    expect((await themeOf('admin')).customStyle).toBe('.banner{color:#333;}');
  });

  it('refuses a theme that is not a JSON object, and a user without the theme permission', async () => {
    const bad = await server.request('POST', '/theme/update', {
      token: token('admin2'),
      body: { config: '[1,2]' },
    });
    expect(bad.body).toMatchObject({ code: '40001', msg: 'Invalid config: must be a JSON object' });
    const staff = await server.request('POST', '/theme/update', {
      token: token('sunqi'),
      body: { config: '{}' },
    });
    expect(staff.body.code).toBe('40301');
  });
});
