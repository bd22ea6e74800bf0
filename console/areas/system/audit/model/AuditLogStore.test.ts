import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { AuditLogStore } from './AuditLogStore';

const page =
  (prefix: string, total: number) =>
  ({ query }: { query: Record<string, unknown> }) => {
    const pageNum = Number(query.pageNum);
    const rows = Array.from({ length: Math.max(0, Math.min(10, total - (pageNum - 1) * 10)) }, (_, i) => ({
      id: `${prefix}${(pageNum - 1) * 10 + i + 1}`,
    }));
    return { total, rows } as never;
  };

const server = () => {
  const s = scriptedServer();
  s.answer(api.identity.operationLogList, page('op', 25));
  s.answer(api.identity.loginLogList, page('in', 3));
  s.answer(api.identity.systemLogList, page('sys', 1));
  return s;
};

describe('AuditLogStore', () => {
  it('shows the operation log first and pages through it', async () => {
    const s = server();
    const store = new AuditLogStore(s.deps);
    await store.start();
    expect(store.operation.rows).toHaveLength(10);
    await store.operation.goTo(3);
    expect(store.operation.rows.map((r) => r.id)).toEqual(['op21', 'op22', 'op23', 'op24', 'op25']);
    expect(s.requestsTo(api.identity.loginLogList)).toHaveLength(0);
  });

  it('applies the typed dates and user to the shown tab from page 1, and a tab chosen later uses them too', async () => {
    const s = server();
    const store = new AuditLogStore(s.deps);
    await store.start();
    await store.operation.goTo(2);
    store.setDraft({ beginTime: '2026-01-01', endTime: '2026-01-31' });
    store.setDraft({ userName: 'ann' });
    expect(s.requestsTo(api.identity.operationLogList)).toHaveLength(2);
    await store.search();
    expect(store.operation.pageNum).toBe(1);
    expect(s.requestsTo(api.identity.operationLogList).at(-1)?.query).toEqual({
      beginTime: '2026-01-01',
      endTime: '2026-01-31',
      userName: 'ann',
      pageNum: 1,
      limit: 10,
    });
    await store.choose('login');
    expect(s.requestsTo(api.identity.loginLogList)[0]?.query).toEqual({
      beginTime: '2026-01-01',
      endTime: '2026-01-31',
      userName: 'ann',
      pageNum: 1,
      limit: 10,
    });
    expect(store.hasUserFilter).toBe(true);
    await store.choose('system');
    expect(store.hasUserFilter).toBe(false);
    expect(s.requestsTo(api.identity.systemLogList)[0]?.query).toEqual({
      beginTime: '2026-01-01',
      endTime: '2026-01-31',
      pageNum: 1,
      limit: 10,
    });
    expect(store.shown.rows.map((r) => r.id)).toEqual(['sys1']);
  });

  it('a malformed date searches nothing; empty dates send no range', async () => {
    const s = server();
    const store = new AuditLogStore(s.deps);
    await store.start();
    store.setDraft({ beginTime: '2026-02-30' });
    await store.search();
    expect(s.requestsTo(api.identity.operationLogList)).toHaveLength(1);
    expect(store.filter).toEqual({ userName: '' });
    store.setDraft({ beginTime: '' });
    await store.search();
    expect(s.requestsTo(api.identity.operationLogList).at(-1)?.query).toEqual({
      userName: '',
      pageNum: 1,
      limit: 10,
    });
  });
});
