import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'admin2', 'sunqi']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

type Lang = { locale: string; enabled: string; isDefault: boolean };
type Msg = { key: string; bundled: string; override: string | null };
const as = (name: string) => tokens[name] ?? '';
const post = (name: string, path: string, body: unknown) =>
  server.request('POST', path, { token: as(name), body, language: 'en_US' });
const languages = async (name?: string) =>
  (
    await server.request<{ rows: Lang[] }>('GET', '/i18n/page?pageNum=1&limit=999', {
      token: name ? as(name) : undefined,
    })
  ).body.data.rows;
const enabled = async (name?: string) =>
  (await languages(name)).filter((l) => l.enabled === 'ENABLED').map((l) => l.locale);
const pack = async (locale: string, name?: string) =>
  (
    await server.request<{ messages: Record<string, string> }>('GET', `/i18n/configs?locale=${locale}`, {
      token: name ? as(name) : undefined,
    })
  ).body.data.messages;

describe(`language packs on ${dbKind}`, () => {
  it('enables and disables languages per tenant; sign-in page sees the platform tenant', async () => {
    expect(
      (await post('admin2', '/i18n/status/update', { locale: 'sv_SE', enabled: 'DISABLED' })).body.code,
    ).toBe('10000');
    expect(await enabled('admin2')).not.toContain('sv_SE');
    expect(await enabled('admin')).toContain('sv_SE');
    expect(await enabled()).toContain('sv_SE');
    await post('admin2', '/i18n/status/update', { locale: 'sv_SE', enabled: 'ENABLED' });
    expect(await enabled('admin2')).toContain('sv_SE');
  });

  it('changes the default; refuses a disabled default, disabling the default and disabling the last one', async () => {
    await post('admin2', '/i18n/default/update', { locale: 'en_US' });
    expect((await languages('admin2')).filter((l) => l.isDefault).map((l) => l.locale)).toEqual(['en_US']);
    expect((await languages('admin')).filter((l) => l.isDefault).map((l) => l.locale)).toEqual(['zh_CN']);
    const refusedDefault = await post('admin2', '/i18n/status/update', {
      locale: 'en_US',
      enabled: 'DISABLED',
    });
    expect(refusedDefault.body).toMatchObject({ code: '50001' });
    expect(refusedDefault.body.msg).toContain('default language');
    for (const l of await languages('admin2'))
      if (l.locale !== 'en_US')
        await post('admin2', '/i18n/status/update', { locale: l.locale, enabled: 'DISABLED' });
    expect(await enabled('admin2')).toEqual(['en_US']);
    const off = await post('admin2', '/i18n/default/update', { locale: 'de_DE' });
    expect(off.body.msg).toContain('enable it before');
    for (const l of await languages('admin2'))
      await post('admin2', '/i18n/status/update', { locale: l.locale, enabled: 'ENABLED' });
    await post('admin2', '/i18n/default/update', { locale: 'zh_CN' });
    expect(await enabled('admin2')).toHaveLength(9);
  });

  it('refuses the last enabled language with a message', async () => {
    await server.deps.db.transaction(async (tx) => {
      const { languages: table } = await import('../../server/db/schema');
      const { and, eq, ne } = await import('drizzle-orm');
      await tx
        .update(table)
        .set({ enabled: 'DISABLED' })
        .where(and(eq(table.merchantId, 'M002'), ne(table.locale, 'ko_KR')));
      await tx.update(table).set({ isDefault: false }).where(eq(table.merchantId, 'M002'));
    });
    const last = await post('admin2', '/i18n/status/update', { locale: 'ko_KR', enabled: 'DISABLED' });
    expect(last.body.msg).toContain('last enabled language');
    for (const l of await languages('admin2'))
      await post('admin2', '/i18n/status/update', { locale: l.locale, enabled: 'ENABLED' });
    await post('admin2', '/i18n/default/update', { locale: 'zh_CN' });
  });

  it('saves, lists, searches and removes message overrides per tenant', async () => {
    const key = 'console:header.language';
    expect(
      (await post('admin2', '/i18n/message/save', { locale: 'en_US', key, value: 'Idiom' })).body.code,
    ).toBe('10000');
    expect((await pack('en_US', 'admin2'))[key]).toBe('Idiom');
    expect((await pack('en_US', 'admin'))[key]).toBeUndefined();
    expect((await pack('en_US'))[key]).toBeUndefined();
    const page = await server.request<{ total: number; rows: Msg[] }>(
      'GET',
      '/i18n/message/page?locale=en_US&keyword=idiom&pageNum=1&limit=10',
      { token: as('admin2') },
    );
    expect(page.body.data.rows).toEqual([{ key, bundled: expect.any(String), override: 'Idiom' }]);
    const byKey = await server.request<{ total: number; rows: Msg[] }>(
      'GET',
      `/i18n/message/page?locale=en_US&keyword=${encodeURIComponent(key)}`,
      { token: as('admin') },
    );
    expect(byKey.body.data.rows[0]).toMatchObject({ key, override: null });
    expect((await post('admin', '/i18n/message/delete', { locale: 'en_US', key })).body.code).toBe('40401');
    expect((await post('admin2', '/i18n/message/delete', { locale: 'en_US', key })).body.code).toBe('10000');
    expect((await pack('en_US', 'admin2'))[key]).toBeUndefined();
  });

  it.each([
    [{ locale: 'en_US', key: 'console:no.such.key', value: 'x' }, 'key'],
    [{ locale: 'en_US', key: 'server:success', value: 'x' }, 'key'],
    [{ locale: 'en_US', key: 'console:header.language', value: 'x'.repeat(2001) }, 'value'],
    [{ locale: 'en_US', key: 'console:header.language', value: '   ' }, 'value'],
    [{ locale: 'xx_XX', key: 'console:header.language', value: 'x' }, 'locale'],
    [{ locale: 'en_US', key: '<script>', value: 'x' }, 'key'],
  ])('refuses the override %j naming %s', async (body, field) => {
    const { body: answer } = await post('admin2', '/i18n/message/save', body);
    expect(answer.code).toBe('40001');
    expect(JSON.stringify(answer)).toContain(field);
  });

  it('refuses every write to a user without the permission and to a caller without a session', async () => {
    const writes: [string, unknown][] = [
      ['/i18n/status/update', { locale: 'en_US', enabled: 'DISABLED' }],
      ['/i18n/default/update', { locale: 'en_US' }],
      ['/i18n/message/save', { locale: 'en_US', key: 'console:header.language', value: 'x' }],
      ['/i18n/message/delete', { locale: 'en_US', key: 'console:header.language' }],
    ];
    for (const [path, body] of writes) {
      expect((await post('sunqi', path, body)).body.code).toBe('40301');
      expect((await server.request('POST', path, { body })).body.code).toBe('40101');
    }
    const list = await server.request('GET', '/i18n/message/page?locale=en_US', { token: as('sunqi') });
    expect(list.body.code).toBe('40301');
    expect(await enabled('admin')).toHaveLength(9);
  });

  it('gives a new tenant the platform tenant languages and no overrides', async () => {
    await post('admin', '/i18n/status/update', { locale: 'ru_RU', enabled: 'DISABLED' });
    await post('admin', '/i18n/message/save', {
      locale: 'en_US',
      key: 'console:header.language',
      value: 'Lang',
    });
    const added = await server.request<{ merchantId: string }>('POST', '/merchant/addMerchant', {
      token: as('admin'),
      body: { merchantName: 'Appearance child' },
    });
    const { languages: table, languageMessages } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    const id = added.body.data.merchantId;
    const rows = await server.deps.db.select().from(table).where(eq(table.merchantId, id));
    expect(rows).toHaveLength(9);
    expect(rows.find((r) => r.locale === 'ru_RU')?.enabled).toBe('DISABLED');
    expect(
      await server.deps.db.select().from(languageMessages).where(eq(languageMessages.merchantId, id)),
    ).toEqual([]);
    await post('admin', '/i18n/status/update', { locale: 'ru_RU', enabled: 'ENABLED' });
  });
});
