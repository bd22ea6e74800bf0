import { describe, expect, it } from 'vitest';
import type { ApprovalRowData } from '@shared/api/modules/approval/schemas';
import { ListStore, PAGE_SIZE } from './ListStore';
import { fakeCall } from './testing/fakeCall';

const row = (id: number) => ({ id: String(id), taskId: `t${id}`, title: `Leave ${id}` }) as ApprovalRowData;
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));

describe('ListStore', () => {
  it('asks the server for the list it shows, page by page, and stops at the total', async () => {
    const { call, calls } = fakeCall({
      '/jflow/myTask': ({ query }) =>
        query?.pageNum === 1
          ? { total: PAGE_SIZE + 2, rows: rows(1, PAGE_SIZE) }
          : { total: PAGE_SIZE + 2, rows: rows(16, 2) },
    });
    const list = new ListStore(() => call, 'done');
    await list.loadMore();
    expect(list.rows).toHaveLength(PAGE_SIZE);
    expect(list.hasMore).toBe(true);
    await list.loadMore();
    expect(list.rows.map((r) => r.id).slice(-2)).toEqual(['16', '17']);
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(calls).toEqual([
      { path: '/jflow/myTask', query: { pageNum: 1, limit: PAGE_SIZE, category: 'handled' } },
      { path: '/jflow/myTask', query: { pageNum: 2, limit: PAGE_SIZE, category: 'handled' } },
    ]);
  });

  it('reads my applications from myProcess', async () => {
    const { call, calls } = fakeCall({ '/jflow/myProcess': () => ({ total: 0, rows: [] }) });
    const list = new ListStore(() => call, 'mine');
    await list.loadMore();
    expect(calls[0]).toEqual({ path: '/jflow/myProcess', query: { pageNum: 1, limit: PAGE_SIZE } });
    expect(list.hasMore).toBe(false);
  });

  it('refresh replaces the rows with page one', async () => {
    let round = 0;
    const { call } = fakeCall({
      '/jflow/myTask': () => ({ total: 1, rows: [row(++round)] }),
    });
    const list = new ListStore(() => call, 'todo');
    await list.loadMore();
    await list.refresh();
    expect(list.rows.map((r) => r.id)).toEqual(['2']);
    expect(list.isRefreshing).toBe(false);
  });

  it('shows the server message when a page fails, and tries again on retry', async () => {
    let fails = true;
    const { call } = fakeCall({
      '/jflow/myTask': () => {
        if (fails) throw new Error('The server is busy');
        return { total: 1, rows: [row(1)] };
      },
    });
    const list = new ListStore(() => call, 'cc');
    await list.loadMore();
    expect(list.error).toBe('The server is busy');
    fails = false;
    await list.retry();
    expect(list.error).toBe('');
    expect(list.rows).toHaveLength(1);
  });
});
