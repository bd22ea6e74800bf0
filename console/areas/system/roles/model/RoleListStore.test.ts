import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { RoleListStore, type RoleRow } from './RoleListStore';

const role = (roleId: string, over: Partial<RoleRow> = {}): RoleRow =>
  ({
    roleId,
    roleName: `Role ${roleId}`,
    roleKey: `key${roleId}`,
    status: '0',
    isSuper: false,
    userCount: 0,
    homePage: '',
    remark: '',
    createTime: '2026-01-01 00:00:00',
    ...over,
  }) as RoleRow;

const serverWithRoles = (rows: RoleRow[]) => {
  const server = scriptedServer();
  server.answer(api.identity.roleList, ({ query }) => {
    const name = String(query.roleName ?? '');
    const hits = rows.filter((r) => r.roleName.includes(name));
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  return server;
};

describe('RoleListStore', () => {
  it('shows the first page, then a filtered list from page 1 again', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => role(String(i + 1)));
    const server = serverWithRoles(rows);
    const store = new RoleListStore(server.deps);
    expect(store.page.hasLoaded).toBe(false);
    await store.start();
    expect(store.page.rows.map((r) => r.roleId)).toEqual(rows.slice(0, 10).map((r) => r.roleId));
    expect(store.page.total).toBe(25);
    await store.page.goTo(3);
    expect(store.page.rows.map((r) => r.roleId)).toEqual(['21', '22', '23', '24', '25']);
    await store.search('Role 2');
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows.map((r) => r.roleName)).toEqual([
      'Role 2',
      'Role 20',
      'Role 21',
      'Role 22',
      'Role 23',
      'Role 24',
      'Role 25',
    ]);
    expect(server.requestsTo(api.identity.roleList).at(-1)?.query).toMatchObject({
      roleName: 'Role 2',
      pageNum: 1,
      limit: 10,
    });
  });

  it('drops an answer that arrives after a newer search', async () => {
    const server = scriptedServer();
    let releaseSlow: () => void = () => undefined;
    server.answer(api.identity.roleList, async ({ query }) => {
      if (query.roleName === 'slow') await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { total: 1, rows: [role(String(query.roleName))] };
    });
    const store = new RoleListStore(server.deps);
    const slow = store.search('slow');
    await store.search('fast');
    releaseSlow();
    await slow;
    expect(store.page.rows.map((r) => r.roleId)).toEqual(['fast']);
    expect(store.page.isLoading).toBe(false);
  });

  it('switches a role off, tells the user and reloads the list', async () => {
    const rows = [role('7')];
    const server = serverWithRoles(rows);
    server.answer(api.identity.roleChangeStatus, ({ body }) => {
      const { roleId, status } = body as { roleId: string; status: '0' | '1' };
      rows[0] = role(roleId, { status });
      return null;
    });
    const store = new RoleListStore(server.deps);
    await store.start();
    await store.toggleStatus(store.page.rows[0]!);
    expect(server.requestsTo(api.identity.roleChangeStatus)[0]?.body).toEqual({ roleId: '7', status: '1' });
    expect(server.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
    expect(store.page.rows[0]?.status).toBe('1');
  });

  it('keeps the list when a delete is refused, and the user reads why', async () => {
    const server = serverWithRoles([role('1')]);
    server.answer(api.identity.roleDelete, () => {
      throw new Refusal('The role still has users');
    });
    const store = new RoleListStore(server.deps);
    await store.start();
    await store.remove(store.page.rows[0]!);
    expect(server.notices).toEqual([{ kind: 'error', message: 'The role still has users' }]);
    expect(store.page.rows).toHaveLength(1);
    expect(server.requestsTo(api.identity.roleList)).toHaveLength(1);
    expect(store.actions.isBusy).toBe(false);
  });
});
