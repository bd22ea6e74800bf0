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

type Item = { dictId: string; dictValue: string; dictLabel: string; labels: Record<string, string> };
type Type = {
  dictTypeId: string;
  dictCode: string;
  dictName: string;
  names: Record<string, string>;
  displayName: string;
  itemCount: number;
};
const get = <T>(path: string, token = admin, language?: string) =>
  server.request<T>('GET', path, { token, language }).then((r) => r.body);
const post = <T>(path: string, body: unknown, token = admin) =>
  server.request<T>('POST', path, { token, body }).then((r) => r.body);
const labels = async (code: string, token: string, language: string) =>
  (
    await get<{ dictValue: string; dictLabel: string }[]>(`/dict/data/dictCode/${code}`, token, language)
  ).data.map((r) => r.dictLabel);

describe(`dictionary administration API on ${dbKind}`, () => {
  it('serves each seeded dictionary in the reader language, falling back to English', async () => {
    expect(await labels('sys_user_sex', staff, 'en_US')).toEqual(['Male', 'Female', 'Unknown']);
    expect(await labels('sys_user_sex', staff, 'zh_CN')).toEqual(['男', '女', '未知']);
    expect(await labels('Jflow_Degree', staff, 'de_DE')).toEqual(['Normal', 'Dringend', 'Sehr dringend']);
    expect(await labels('sys_normal_disable', admin2, 'en_US')).toEqual(['Normal', 'Disabled']);
  });

  it('names each dictionary type in the reader language; a name per language is kept and checked', async () => {
    const names = async (language: string) =>
      (await get<{ rows: Type[] }>('/dict/type/list?keyword=Jflow', admin, language)).data.rows.map((r) => [
        r.dictName,
        r.displayName,
      ]);
    expect(await names('en_US')).toEqual([['紧急程度', 'Urgency']]);
    expect(await names('ar_EG')).toEqual([['紧急程度', 'درجة الاستعجال']]);
    expect(await names('zh_CN')).toEqual([['紧急程度', '紧急程度']]);
    const added = await post<{ dictTypeId: string }>('/dict/type/add', {
      dictCode: 'hat_size',
      dictName: '帽子尺码',
      names: { en_US: ' Hat sizes ', de_DE: '' },
    });
    expect(added.code).toBe('10000');
    const listed = await get<{ rows: Type[] }>('/dict/type/list?keyword=hat_size', admin, 'sv_SE');
    expect(listed.data.rows.map((r) => [r.names, r.displayName])).toEqual([
      [{ en_US: 'Hat sizes' }, 'Hat sizes'],
    ]);
    const badLocale = await server.request('POST', '/dict/type/update', {
      token: admin,
      language: 'en_US',
      body: {
        dictTypeId: added.data.dictTypeId,
        dictCode: 'hat_size',
        dictName: '帽子尺码',
        names: { xx_YY: 'x' },
      },
    });
    expect(badLocale.body).toMatchObject({
      code: '40001',
      msg: 'Names (names) may only use the UI languages',
      data: { field: 'names' },
    });
    const exported = await get<{ dicts: { dictCode: string; names?: Record<string, string> }[] }>(
      '/dict/data/data/json/export',
    );
    expect(exported.data.dicts.find((d) => d.dictCode === 'hat_size')?.names).toEqual({ en_US: 'Hat sizes' });
    expect((await get(`/dict/type/delete?dictTypeId=${added.data.dictTypeId}`)).code).toBe('10000');
  });

  it('lists, adds, updates and deletes types with their items', async () => {
    const list = await get<{ total: number; rows: Type[] }>('/dict/type/list?keyword=sex');
    expect(list.data.rows.map((r) => [r.dictCode, r.itemCount])).toEqual([['sys_user_sex', 3]]);
    const added = await post<{ dictTypeId: string }>('/dict/type/add', {
      dictCode: 'shoe_size',
      dictName: 'Shoes',
    });
    expect(added.code).toBe('10000');
    const taken = await post('/dict/type/add', { dictCode: 'shoe_size', dictName: 'Again' });
    expect([taken.code, (taken.data as { field: string }).field]).toEqual(['40001', 'dictCode']);
    expect(taken.msg).toContain('dictCode');
    const bad = await post('/dict/type/add', { dictCode: '1 bad', dictName: 'x' });
    expect((bad.data as { field: string }).field).toBe('dictCode');
    const id = added.data.dictTypeId;
    expect(
      (await post('/dict/type/update', { dictTypeId: id, dictCode: 'shoe_size', dictName: 'Shoe sizes' }))
        .code,
    ).toBe('10000');
    expect((await post('/dict/type/update', { dictTypeId: id, dictCode: 'other', dictName: 'x' })).code).toBe(
      '40001',
    );
    const item = await post<{ dictId: string }>('/dict/data/add', {
      dictCode: 'shoe_size',
      dictValue: '42',
      dictLabel: '四十二',
      labels: { en_US: 'Forty-two' },
    });
    expect(item.code).toBe('10000');
    const dup = await post('/dict/data/add', { dictCode: 'shoe_size', dictValue: '42', dictLabel: 'x' });
    expect([dup.code, (dup.data as { field: string }).field]).toEqual(['40001', 'dictValue']);
    const unknownType = await post('/dict/data/add', { dictCode: 'nope', dictValue: '1', dictLabel: 'x' });
    expect((unknownType.data as { field: string }).field).toBe('dictCode');
    const badLocale = await post('/dict/data/add', {
      dictCode: 'shoe_size',
      dictValue: '43',
      dictLabel: 'x',
      labels: { xx_YY: 'x' },
    });
    expect((badLocale.data as { field: string }).field).toBe('labels');
    const detail = await get<Item>(`/dict/data/${item.data.dictId}`);
    expect([detail.data.dictLabel, detail.data.labels]).toEqual(['四十二', { en_US: 'Forty-two' }]);
    const upd = await post('/dict/data/update', {
      dictId: item.data.dictId,
      dictCode: 'shoe_size',
      dictValue: '42',
      dictLabel: '四十二',
      labels: { en_US: 'XL 42', ko_KR: '사십이' },
    });
    expect(upd.code).toBe('10000');
    expect(await labels('shoe_size', staff, 'en_US')).toEqual(['XL 42']);
    expect(await labels('shoe_size', staff, 'ko_KR')).toEqual(['사십이']);
    expect(await labels('shoe_size', staff, 'sv_SE')).toEqual(['XL 42']);
    const page = await get<{ total: number; rows: Item[] }>('/dict/data/list?dictCode=shoe_size&keyword=42');
    expect(page.data.rows.map((r) => r.dictValue)).toEqual(['42']);
    expect((await get(`/dict/data/delete?dictId=${item.data.dictId}`)).code).toBe('10000');
    expect((await get(`/dict/data/${item.data.dictId}`)).code).toBe('40401');
    await post('/dict/data/add', { dictCode: 'shoe_size', dictValue: '44', dictLabel: 'x' });
    expect((await get(`/dict/type/delete?dictTypeId=${id}`)).code).toBe('10000');
    expect(await labels('shoe_size', staff, 'en_US')).toEqual([]);
  });

  it('writes every change to the business audit log', async () => {
    await post('/dict/type/add', { dictCode: 'audited_dict', dictName: 'Audited' });
    const log = await get<{ rows: { targetType: string; targetName: string }[] }>(
      '/log/operation/list?targetType=dictType',
    );
    expect(log.data.rows.some((r) => r.targetName === 'audited_dict')).toBe(true);
  });

  it('keeps each tenant to its own dictionaries', async () => {
    const other = await post<{ dictId: string }>(
      '/dict/data/add',
      { dictCode: 'sys_user_sex', dictValue: '9', dictLabel: 'Tenant two only' },
      admin2,
    );
    expect(other.code).toBe('10000');
    expect(await labels('sys_user_sex', staff, 'en_US')).not.toContain('Tenant two only');
    expect(await labels('sys_user_sex', admin2, 'en_US')).toContain('Tenant two only');
    const mine = (await get<{ rows: Item[] }>('/dict/data/list?dictCode=sys_user_sex')).data.rows[0]!;
    expect((await get(`/dict/data/${mine.dictId}`, admin2)).code).toBe('40401');
    const steal = await post('/dict/data/update', { ...mine, dictLabel: 'hacked', dictSort: 0 }, admin2);
    expect(steal.code).toBe('40401');
    expect((await get(`/dict/data/delete?dictId=${mine.dictId}`, admin2)).code).toBe('40401');
    const type = (await get<{ rows: Type[] }>('/dict/type/list?keyword=sys_user_sex')).data.rows[0]!;
    expect((await get(`/dict/type/delete?dictTypeId=${type.dictTypeId}`, admin2)).code).toBe('40401');
    expect(await labels('sys_user_sex', staff, 'en_US')).toEqual(['Male', 'Female', 'Unknown']);
  });

  it('refuses a user without the permission and a caller without a session', async () => {
    expect((await get('/dict/type/list', staff)).code).toBe('40301');
    expect(
      (await post('/dict/data/add', { dictCode: 'sys_user_sex', dictValue: '7', dictLabel: 'x' }, staff))
        .code,
    ).toBe('40301');
    const anonymous = await server.request('GET', '/dict/data/data/json/export');
    expect(anonymous.body.code).toBe('40101');
  });

  it('refuses NUL bytes and huge strings with the field named', async () => {
    const nul = await post('/dict/type/add', { dictCode: 'nul_x', dictName: 'a\u0000b' });
    expect(nul.code).toBe('40001');
    const huge = await post('/dict/type/add', { dictCode: 'huge_x', dictName: 'x'.repeat(5000) });
    expect([huge.code, huge.msg]).toEqual(['40001', expect.stringContaining('dictName')]);
  });
});
