import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let admin2: string;
let staff: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
  staff = await server.tokenFor('zhangsan');
});
afterAll(() => server.close());

type Prop = { propId: string; attrCode: string; attrValue: string; status: string; remark: string };
const get = <T>(path: string, token?: string) =>
  server.request<T>('GET', path, { token }).then((r) => r.body);
const post = <T>(path: string, body: unknown, token = admin) =>
  server.request<T>('POST', path, { token, body }).then((r) => r.body);
const load = async (token?: string) =>
  Object.fromEntries(
    (await get<{ attrCode: string; attrValue: string }[]>('/properties/load', token)).data.map((r) => [
      r.attrCode,
      r.attrValue,
    ]),
  );
const byCode = async (code: string, token = admin) =>
  (await get<{ rows: Prop[] }>(`/properties/page?keyword=${code}`, token)).data.rows.find(
    (r) => r.attrCode === code,
  )!;

describe(`properties API on ${dbKind}`, () => {
  it('pages and searches the tenant properties', async () => {
    const page = await get<{ total: number; rows: Prop[] }>('/properties/page?pageNum=1&limit=10', admin);
    expect(page.data.rows.map((r) => r.attrCode)).toEqual(['VUE_APP_FAVICON', 'VUE_APP_NAME']);
    const found = await get<{ total: number; rows: Prop[] }>('/properties/page?keyword=name', admin);
    expect(found.data.rows.map((r) => r.attrCode)).toEqual(['VUE_APP_NAME']);
  });

  it('adds, reads, updates, disables and deletes a property; load serves only enabled ones', async () => {
    const added = await post<{ propId: string }>('/properties/add', {
      attrCode: 'SUPPORT_MAIL',
      attrValue: 'a@b.c',
    });
    expect(added.code).toBe('10000');
    const dup = await post('/properties/add', { attrCode: 'SUPPORT_MAIL', attrValue: 'x' });
    expect([dup.code, (dup.data as { field: string }).field]).toEqual(['40001', 'attrCode']);
    expect(dup.msg).toContain('attrCode');
    const id = added.data.propId;
    expect((await get<Prop>(`/properties/detail?propId=${id}`, admin)).data.attrValue).toBe('a@b.c');
    await post('/properties/update', {
      propId: id,
      attrCode: 'SUPPORT_MAIL',
      attrValue: 'help@b.c',
      remark: 'r',
    });
    expect((await load(admin)).SUPPORT_MAIL).toBe('help@b.c');
    expect((await post('/properties/changeStatus', { propId: id, status: '1' })).code).toBe('10000');
    expect((await load(admin)).SUPPORT_MAIL).toBeUndefined();
    expect((await get(`/properties/delete?propId=${id}`, admin)).code).toBe('10000');
    expect((await get(`/properties/detail?propId=${id}`, admin)).code).toBe('40401');
  });

  it('renames the application for its own tenant only; load before sign-in serves the platform tenant', async () => {
    const name = await byCode('VUE_APP_NAME', admin2);
    await post('/properties/update', { ...name, attrValue: 'Tenant Two Portal' }, admin2);
    expect((await load(admin2)).VUE_APP_NAME).toBe('Tenant Two Portal');
    expect((await load(admin)).VUE_APP_NAME).toBe('数字生活能源服务平台');
    expect((await load()).VUE_APP_NAME).toBe('数字生活能源服务平台');
    expect((await load('not-a-token')).VUE_APP_NAME).toBe('数字生活能源服务平台');
  });

  it('refuses unsafe favicons and an empty application name, naming the field', async () => {
    const icon = await byCode('VUE_APP_FAVICON');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html;base64,PGI+',
      '//evil.example/x.ico',
      'http://x.test/i.ico',
    ]) {
      const answer = await post('/properties/update', { ...icon, attrValue: bad });
      expect([answer.code, (answer.data as { field: string }).field]).toEqual(['40001', 'attrValue']);
    }
    for (const good of ['/icons/a.png', 'https://cdn.example.com/a.ico']) {
      expect((await post('/properties/update', { ...icon, attrValue: good })).code).toBe('10000');
    }
    const name = await byCode('VUE_APP_NAME');
    expect((await post('/properties/update', { ...name, attrValue: '  ' })).code).toBe('40001');
    expect((await post('/properties/update', { ...icon, attrValue: '/favicon.svg' })).code).toBe('10000');
  });

  it("never lets tenant 2's administrator read or change tenant 1's rows", async () => {
    const mine = await byCode('VUE_APP_NAME');
    expect((await get(`/properties/detail?propId=${mine.propId}`, admin2)).code).toBe('40401');
    expect((await post('/properties/update', { ...mine, attrValue: 'hacked' }, admin2)).code).toBe('40401');
    expect((await post('/properties/changeStatus', { propId: mine.propId, status: '1' }, admin2)).code).toBe(
      '40401',
    );
    expect((await get(`/properties/delete?propId=${mine.propId}`, admin2)).code).toBe('40401');
    expect((await load(admin)).VUE_APP_NAME).toBe('数字生活能源服务平台');
  });

  it('refuses a user without the permission, and bad input', async () => {
    expect((await get('/properties/page', staff)).code).toBe('40301');
    expect((await post('/properties/add', { attrCode: 'X', attrValue: 'y' }, staff)).code).toBe('40301');
    expect((await post('/properties/add', { attrCode: 'bad code', attrValue: 'y' })).code).toBe('40001');
    expect((await post('/properties/add', { attrCode: 'NUL', attrValue: 'a\u0000' })).code).toBe('40001');
    expect((await post('/properties/add', { attrCode: 'BIG', attrValue: 'y'.repeat(3000) })).code).toBe(
      '40001',
    );
  });

  it('gives a new tenant a copy of the platform dictionaries and properties', async () => {
    const made = await post<{ merchantId: string }>('/merchant/addMerchant', {
      merchantName: 'Dict Copy Co',
    });
    expect(made.code).toBe('10000');
    const { dictData, dictTypes, properties } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = server.deps.db;
    const id = made.data.merchantId;
    expect((await db.select().from(dictTypes).where(eq(dictTypes.merchantId, id))).length).toBe(5);
    const items = await db.select().from(dictData).where(eq(dictData.merchantId, id));
    expect(items.find((i) => i.dictCode === 'sys_user_sex' && i.dictValue === '0')?.labels.en_US).toBe(
      'Male',
    );
    const props = await db.select().from(properties).where(eq(properties.merchantId, id));
    expect(props.map((p) => p.attrCode).sort()).toEqual(['VUE_APP_FAVICON', 'VUE_APP_NAME']);
  });
});
