import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { PositionListStore, type PositionRow } from './PositionListStore';

const position = (positionId: string, over: Partial<PositionRow> = {}): PositionRow =>
  ({
    positionId,
    positionName: `Post ${positionId}`,
    positionCode: '',
    organizeId: 'o1',
    organizeName: 'HQ',
    permission: '{}',
    status: '0',
    createTime: null,
    userCount: 0,
    ...over,
  }) as PositionRow;

const serverWith = (rows: PositionRow[]) => {
  const server = scriptedServer();
  server.answer(api.identity.positionList, ({ query }) => {
    const hits = rows.filter((r) => r.positionName.includes(String(query.positionName ?? '')));
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  server.answer(
    api.identity.allUser,
    () =>
      ({
        total: 2,
        rows: [
          { userId: 'u1', userName: 'ann', nickName: 'Ann', organizeName: 'HQ' },
          { userId: 'u2', userName: 'bob', nickName: '', organizeName: 'HQ' },
        ],
      }) as never,
  );
  return server;
};

describe('PositionListStore', () => {
  it('shows a page of positions, and a name filter starts again at page 1', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => position(String(i + 1)));
    const server = serverWith(rows);
    const store = new PositionListStore(server.deps);
    await store.start();
    expect(store.page.rows).toHaveLength(10);
    await store.page.goTo(2);
    expect(store.page.rows.map((r) => r.positionId)).toEqual(['11', '12']);
    await store.search('Post 1');
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows.map((r) => r.positionId)).toEqual(['1', '10', '11', '12']);
    expect(server.requestsTo(api.identity.positionList).at(-1)?.query).toMatchObject({
      positionName: 'Post 1',
      pageNum: 1,
      limit: 10,
    });
  });

  it('deletes the ticked rows in one call, then nothing stays ticked', async () => {
    const rows = [position('1'), position('2'), position('3')];
    const server = serverWith(rows);
    server.answer(api.identity.positionRemoveBatch, ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r.positionId)));
      return null;
    });
    const store = new PositionListStore(server.deps);
    await store.start();
    store.toggleChosen('1');
    store.toggleChosen('3');
    store.toggleChosen('3');
    store.toggleChosen('2');
    expect(store.chosen).toEqual(['1', '2']);
    await store.removeChosen();
    expect(server.requestsTo(api.identity.positionRemoveBatch)[0]?.body).toEqual({ ids: ['1', '2'] });
    expect(store.chosen).toEqual([]);
    expect(store.page.rows.map((r) => r.positionId)).toEqual(['3']);
    expect(server.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('copies a position; a refused delete keeps the list and the ticks', async () => {
    const server = serverWith([position('1')]);
    server.answer(api.identity.positionCopy, () => ({ positionId: '2' }));
    server.answer(api.identity.positionRemove, () => {
      throw new Refusal('The position still has holders');
    });
    const store = new PositionListStore(server.deps);
    await store.start();
    await store.copy(store.page.rows[0]!);
    expect(server.requestsTo(api.identity.positionCopy)[0]?.params).toEqual({ id: '1' });
    store.toggleChosen('1');
    await store.remove(store.page.rows[0]!);
    expect(server.notices.at(-1)).toEqual({ kind: 'error', message: 'The position still has holders' });
    expect(store.chosen).toEqual(['1']);
    expect(server.requestsTo(api.identity.positionList)).toHaveLength(2);
  });

  it('edits holders: loads who holds the position, adds and removes only what changed', async () => {
    const server = serverWith([position('1', { positionName: 'Clerk' })]);
    server.answer(api.identity.positionUserList, () => [
      { userId: 'u1', userName: 'ann', nickName: 'Ann', organizeName: 'HQ' },
    ]);
    server.answer(api.identity.addPositionUsers, () => null);
    server.answer(api.identity.removePositionUser, () => null);
    const store = new PositionListStore(server.deps);
    await store.start();
    store.openHolders(store.page.rows[0]!);
    const holders = store.holders!;
    expect(holders.title).toBe('admin:position.usersTitle {"name":"Clerk"}');
    await holders.load();
    expect(holders.picked).toEqual([{ id: 'u1', name: 'Ann' }]);
    holders.pick([{ id: 'u2', name: 'bob' }]);
    expect(await holders.save()).toBe(true);
    expect(server.requestsTo(api.identity.addPositionUsers)[0]?.body).toEqual({
      positionId: '1',
      userIds: ['u2'],
    });
    expect(server.requestsTo(api.identity.removePositionUser)[0]?.body).toEqual({
      positionId: '1',
      userIds: ['u1'],
    });
    await store.saved();
    expect(store.holders).toBeUndefined();
  });

  it('holders that did not change send no write', async () => {
    const server = serverWith([position('1')]);
    server.answer(api.identity.positionUserList, () => []);
    const store = new PositionListStore(server.deps);
    await store.start();
    store.openHolders(store.page.rows[0]!);
    await store.holders!.load();
    expect(await store.holders!.save()).toBe(true);
    expect(server.requestsTo(api.identity.addPositionUsers)).toHaveLength(0);
    expect(server.requestsTo(api.identity.removePositionUser)).toHaveLength(0);
  });
});
