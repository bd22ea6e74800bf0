import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { LetterItemRow } from '@shared/api/modules/shell';
import { scriptedServer } from '../../../app/model/testing/scriptedClient';
import { LetterStore } from '../../../layout/model/LetterStore';
import { LetterCenterStore } from './LetterCenterStore';

const letter = (id: string, status = 'UNREAD'): LetterItemRow => ({
  letterId: id,
  title: `Letter ${id}`,
  content: 'hello',
  category: 'task',
  bizId: '',
  status,
  sendTime: '2026-11-01T00:00:00Z',
});

const mailbox = (rows: LetterItemRow[]) => {
  const server = scriptedServer();
  server.answer(api.shell.letterPage, ({ query }) => {
    const hits = rows.filter((r) => !query.status || r.status === query.status);
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  server.answer(api.shell.letterTipList, () => {
    const unread = rows.filter((r) => r.status === 'UNREAD');
    return { hasUnreadLetter: unread.length > 0, unreadCount: unread.length, letterItems: unread };
  });
  server.answer(api.shell.letterRead, ({ body }) => {
    for (const id of (body as { letterIds: string[] }).letterIds)
      rows.forEach((r, i) => r.letterId === id && (rows[i] = { ...r, status: 'READ' }));
    return null as never;
  });
  server.answer(api.shell.letterReadAll, () => {
    rows.forEach((r, i) => (rows[i] = { ...r, status: 'READ' }));
    return { updated: rows.length };
  });
  const bell = new LetterStore(() => server.deps.client);
  return { server, bell, store: new LetterCenterStore(server.deps, bell) };
};

describe('LetterCenterStore', () => {
  it('pages the letters and filters by status from page 1', async () => {
    const rows = [...Array.from({ length: 12 }, (_, i) => letter(String(i + 1))), letter('r1', 'READ')];
    const { server, store } = mailbox(rows);
    await store.load();
    expect(store.page.rows).toHaveLength(10);
    expect(store.pages).toBe(2);
    await store.page.goTo(2);
    expect(store.page.rows.map((r) => r.letterId)).toEqual(['11', '12', 'r1']);
    await store.setStatus('READ');
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows.map((r) => r.letterId)).toEqual(['r1']);
    expect(server.requestsTo(api.shell.letterPage).at(-1)?.query).toEqual({
      pageNum: 1,
      limit: 10,
      status: 'READ',
    });
  });

  it('opens a letter in place, marks an unread one read and refreshes the bell; a read one sends nothing', async () => {
    const { server, bell, store } = mailbox([letter('1'), letter('2', 'READ')]);
    await store.load();
    await store.read(store.page.rows[0]!);
    expect(store.openId).toBe('1');
    expect(server.requestsTo(api.shell.letterRead)[0]?.body).toEqual({ letterIds: ['1'] });
    expect(bell.tip.unreadCount).toBe(0);
    await store.read(store.page.rows[1]!);
    expect(store.openId).toBe('2');
    store.toggle('2');
    expect(store.openId).toBeUndefined();
    expect(server.requestsTo(api.shell.letterRead)).toHaveLength(1);
  });

  it('marks all read and refreshes the bell', async () => {
    const { server, bell, store } = mailbox([letter('1'), letter('2')]);
    await bell.refresh();
    expect(bell.tip.unreadCount).toBe(2);
    await store.readAll();
    expect(server.requestsTo(api.shell.letterReadAll)).toHaveLength(1);
    expect(bell.tip.unreadCount).toBe(0);
  });

  it('shows an empty list, silently, when the letters cannot be read', async () => {
    const server = scriptedServer();
    server.answer(api.shell.letterPage, () => {
      throw new Error('down');
    });
    const store = new LetterCenterStore(server.deps, {
      markRead: async () => undefined,
      refresh: async () => undefined,
    });
    await store.load();
    expect(store.page.rows).toEqual([]);
    expect(store.page.total).toBe(0);
    expect(server.notices).toEqual([]);
  });
});
