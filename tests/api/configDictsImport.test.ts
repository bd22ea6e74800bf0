import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Bundle = { dictCode: string; dictName: string; items: { dictValue: string; dictLabel: string }[] };
type Problem = { position: string; dictCode: string; dictValue: string; field: string; message: string };
const exportAll = async (token = admin) =>
  (await server.request<{ dicts: Bundle[] }>('GET', '/dict/data/data/json/export', { token })).body.data
    .dicts;
const importDicts = (dicts: unknown, token = admin) =>
  server
    .request<{ types: number; items: number } & { problems: Problem[] }>(
      'POST',
      '/dict/data/data/json/import',
      {
        token,
        body: { dicts },
      },
    )
    .then((r) => r.body);

describe(`dictionary import and export on ${dbKind}`, () => {
  it('exports every dictionary of the tenant with its items and labels', async () => {
    const dicts = await exportAll();
    expect(dicts.map((d) => d.dictCode)).toEqual([
      'Jflow_Degree',
      'ec_event_group',
      'my_authority_app_category',
      'sys_normal_disable',
      'sys_user_sex',
    ]);
    expect(dicts.find((d) => d.dictCode === 'sys_user_sex')?.items[0]).toMatchObject({
      dictValue: '0',
      dictLabel: '男',
      labels: expect.objectContaining({ en_US: 'Male' }),
    });
  });

  it('refuses a file with any bad entry, names each one, and changes nothing', async () => {
    const before = await exportAll();
    const body = await importDicts([
      { dictCode: 'fruit', dictName: 'Fruit', items: [{ dictValue: 'a', dictLabel: 'Apple' }] },
      {
        dictCode: 'colour',
        dictName: 'Colour',
        items: [
          { dictValue: 'r', dictLabel: 'Red' },
          { dictValue: 'r', dictLabel: 'Red again' },
          { dictValue: 'g', dictLabel: '' },
        ],
      },
      { dictCode: '9bad', dictName: 'Bad', items: [] },
    ]);
    expect(body.code).toBe('40001');
    expect(body.msg).toContain('3');
    expect(body.data.problems.map((p) => [p.position, p.dictCode, p.dictValue, p.field])).toEqual([
      ['dicts[1].items[1]', 'colour', 'r', 'dictValue'],
      ['dicts[1].items[2]', 'colour', 'g', 'dictLabel'],
      ['dicts[2]', '9bad', '', 'dictCode'],
    ]);
    expect(body.data.problems[0]?.message).toContain('dictValue');
    expect(await exportAll()).toEqual(before);
  });

  it('imports a good file (adds and overwrites) and an export imports back unchanged', async () => {
    const ok = await importDicts([
      {
        dictCode: 'fruit',
        dictName: 'Fruit',
        items: [
          { dictValue: 'a', dictLabel: '苹果', labels: { en_US: 'Apple' } },
          { dictValue: 'b', dictLabel: '香蕉' },
        ],
      },
      { dictCode: 'sys_user_sex', dictName: '用户性别', items: [{ dictValue: '2', dictLabel: '保密' }] },
    ]);
    expect([ok.code, ok.data.types, ok.data.items]).toEqual(['10000', 2, 3]);
    const sex = await server.request<{ dictLabel: string }[]>('GET', '/dict/data/dictCode/sys_user_sex', {
      token: admin,
      language: 'zh_CN',
    });
    expect(sex.body.data.map((r) => r.dictLabel)).toEqual(['男', '女', '保密']);
    const exported = await exportAll();
    const again = await importDicts(exported);
    expect(again.code).toBe('10000');
    expect(await exportAll()).toEqual(exported);
    expect((await exportAll(admin2)).map((d) => d.dictCode)).not.toContain('fruit');
  });

  it('refuses the import without the import permission', async () => {
    const staff = await server.tokenFor('zhangsan');
    expect((await importDicts([], staff)).code).toBe('40301');
  });
});
