import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOrgWorkbook } from '../../server/modules/identity/organize/excel';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let hr: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  // wangwu (role hr, organisation O110) manages users and organisations; give the role the role pages too.
  const detail = await server.request<{ role: { roleName: string; roleKey: string }; menuIds: string[] }>(
    'GET',
    '/role/detail?roleId=R104',
    { token: admin },
  );
  const { roleName, roleKey } = detail.body.data.role;
  const menuIds = [...detail.body.data.menuIds, 'm-role', 'm-role-list', 'm-role-query'];
  await server.request('POST', '/role/edit', {
    token: admin,
    body: { roleId: 'R104', roleName, roleKey, menuIds },
  });
  hr = await server.tokenFor('wangwu');
});
afterAll(() => server.close());

interface Tree {
  organizeId?: string;
  id?: string;
  children: Tree[];
}
const flat = (nodes: Tree[]): string[] =>
  nodes.flatMap((n) => [(n.organizeId ?? n.id) as string, ...flat(n.children)]).sort();
type Rows = { total: number; rows: { userName: string; organizeId: string }[] };

const setPerms = (userId: string, organizeIds: string[], excludeOrganizeIds: string[] = []) =>
  server.request('POST', '/user/excludeDataPerms', {
    token: admin,
    body: { userId, organizeIds, excludeOrganizeIds },
  });

/** What `token` sees through every list and export governed by data permissions. */
const seen = async (token: string) => {
  const get = async <T>(path: string) => (await server.request<T>('GET', path, { token })).body.data;
  const list = await get<Rows>('/user/list?pageNum=1&limit=100');
  const all = await get<Rows>('/user/allUser?pageNum=1&limit=9999');
  const holders = await get<Rows>('/user/pageByRole?roleId=R103&pageNum=1&limit=100');
  const orgs = await get<Tree[]>('/organize/list');
  const tree = await get<Tree[]>('/organize/treeselect');
  const exported = await get<{ content: string }>('/organize/export');
  const sheet = await readOrgWorkbook(Buffer.from(exported.content, 'base64'));
  return {
    list: list.rows.map((r) => r.userName).sort(),
    listTotal: list.total,
    all: all.rows.map((r) => r.userName).sort(),
    holders: holders.rows.map((r) => r.userName).sort(),
    orgs: flat(orgs),
    tree: flat(tree),
    exported: sheet.rows.map((r) => r.values.organizeId).sort(),
  };
};

describe(`data permissions on ${dbKind}`, () => {
  it('without rows a user sees the whole tenant', async () => {
    const view = await seen(hr);
    expect(view.list).toEqual(['admin', 'lisi', 'wangwu', 'zhangsan', 'zhaoliu']);
    expect(view.orgs).toEqual(['O100', 'O110', 'O120', 'O130', 'O131', 'O140']);
  });

  it('limited to one organisation, the user sees it and what is below it through every list and export', async () => {
    expect((await setPerms('U1004', ['O130'])).body.code).toBe('10000');
    const view = await seen(hr);
    expect(view).toEqual({
      list: ['lisi', 'zhangsan'],
      listTotal: 2,
      all: ['lisi', 'zhangsan'],
      holders: view.holders.filter((name) => ['lisi', 'zhangsan'].includes(name)),
      orgs: ['O130', 'O131'],
      tree: ['O130', 'O131'],
      exported: ['O130', 'O131'],
    });
    // Another organisation's user and organisation are not found.
    expect((await server.request('GET', '/user/U1005', { token: hr })).body.code).toBe('40401');
    expect((await server.request('GET', '/organize/O120', { token: hr })).body.code).toBe('40401');
    expect((await server.request('GET', '/user/U1003', { token: hr })).body.code).toBe('10000');
  });

  it('an excluded organisation takes its subtree away', async () => {
    await setPerms('U1004', ['O130'], ['O131']);
    const view = await seen(hr);
    expect(view.list).toEqual(['lisi']);
    expect(view.all).toEqual(['lisi']);
    expect(view.orgs).toEqual(['O130']);
    expect(view.tree).toEqual(['O130']);
    expect(view.exported).toEqual(['O130']);
  });

  it('a super role is never limited; clearing the rows restores the whole tenant', async () => {
    await setPerms('U1001', ['O120']);
    const view = await seen(admin);
    expect(view.list).toEqual(['admin', 'lisi', 'wangwu', 'zhangsan', 'zhaoliu']);
    expect(view.orgs).toHaveLength(6);
    await setPerms('U1004', []);
    expect((await seen(hr)).list).toHaveLength(5);
  });
});
