import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { PushLogRow } from '@shared/api/modules/approval';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { PushLogStore } from './PushLogStore';

describe('PushLogStore', () => {
  it("pages through one template's push log, ten at a time", async () => {
    const server = scriptedServer();
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: String(i + 1) }) as unknown as PushLogRow);
    server.answer(api.approval.callLog, ({ query }) => {
      const pageNum = Number(query.pageNum);
      return { total: rows.length, rows: rows.slice((pageNum - 1) * 10, pageNum * 10) };
    });
    const store = new PushLogStore(server.deps, 'p-7');
    await store.start();
    expect(store.page.rows.map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(store.page.total).toBe(23);
    await store.page.goTo(3);
    expect(store.page.rows.map((r) => r.id)).toEqual(['21', '22', '23']);
    expect(server.requestsTo(api.approval.callLog).map((r) => r.query)).toEqual([
      { processId: 'p-7', pageNum: 1, limit: 10 },
      { processId: 'p-7', pageNum: 3, limit: 10 },
    ]);
  });

  it('keeps showing the last page when a reload fails', async () => {
    const server = scriptedServer();
    let fail = false;
    server.answer(api.approval.callLog, () => {
      if (fail) throw new Error('network down');
      return { total: 1, rows: [{ id: 'a' } as unknown as PushLogRow] };
    });
    const store = new PushLogStore(server.deps, 'p-7');
    await store.start();
    fail = true;
    await store.page.reload();
    expect(store.page.rows.map((r) => r.id)).toEqual(['a']);
    expect(store.page.isLoading).toBe(false);
  });
});
