import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { LetterItemRow } from '@shared/api/modules/shell';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { LetterStore } from '../../../layout/model/LetterStore';
import { LetterCenterStore } from './LetterCenterStore';

const letter = (id: string, status = 'UNREAD', category = 'approval.taskTodo'): LetterItemRow => ({
  letterId: id,
  title: `Letter ${id}`,
  content: 'hello',
  category,
  bizId: `T-${id}`,
  status,
  sendTime: '2026-11-01T00:00:00Z',
});

/** A scripted server holding `rows` as the user's letters: status and category filters, paging, read, delete. */
const mailbox = (rows: LetterItemRow[]) => {
  const server = scriptedServer();
  const setStatus = (ids: string[] | 'all') =>
    rows.forEach(
      (r, i) => (ids === 'all' || ids.includes(r.letterId)) && (rows[i] = { ...r, status: 'READ' }),
    );
  server.answer(api.shell.letterPage, ({ query }) => {
    const hits = rows.filter(
      (r) =>
        (!query.status || r.status === query.status) && (!query.category || r.category === query.category),
    );
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  server.answer(api.shell.letterCategories, () => ({
    categories: [...new Set(rows.map((r) => r.category))],
  }));
  server.answer(api.shell.letterTipList, () => {
    const unread = rows.filter((r) => r.status === 'UNREAD');
    return { hasUnreadLetter: unread.length > 0, unreadCount: unread.length, letterItems: rows.slice(0, 5) };
  });
  server.answer(api.shell.letterRead, ({ body }) => {
    setStatus((body as { letterIds: string[] }).letterIds);
    return { updated: 1 };
  });
  server.answer(api.shell.letterReadAll, () => {
    setStatus('all');
    return { updated: rows.length };
  });
  server.answer(api.shell.letterDetail, ({ body }) => {
    const { letterId } = body as { letterId: string };
    const found = rows.find((r) => r.letterId === letterId);
    if (!found) throw new Refusal('The message does not exist or has been deleted', null, '40401');
    setStatus([letterId]);
    return { ...found, status: 'READ', link: { kind: 'task' as const, id: found.bizId } };
  });
  server.answer(api.shell.letterDelete, ({ body }) => {
    const ids = (body as { letterIds: string[] }).letterIds;
    const before = rows.length;
    rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r.letterId)));
    return { deleted: before - rows.length };
  });
  const bell = new LetterStore(() => server.deps.client);
  return { server, bell, store: new LetterCenterStore(server.deps, bell) };
};

const many = (n: number) => Array.from({ length: n }, (_, i) => letter(String(i + 1)));

describe('LetterCenterStore', () => {
  it('pages the letters; a filter starts again at page 1 and sends only what is set', async () => {
    const rows = [...many(12), letter('r1', 'READ', 'verification')];
    const { server, store } = mailbox(rows);
    await store.start();
    expect(store.page.rows).toHaveLength(10);
    expect(store.pages).toBe(2);
    expect(store.categories.value).toEqual(['approval.taskTodo', 'verification']);
    await store.page.goTo(2);
    expect(store.page.rows.map((r) => r.letterId)).toEqual(['11', '12', 'r1']);
    await store.setFilter({ status: 'READ', category: 'verification', keyword: '  code ' });
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows.map((r) => r.letterId)).toEqual(['r1']);
    expect(server.requestsTo(api.shell.letterPage).at(-1)?.query).toEqual({
      pageNum: 1,
      limit: 10,
      status: 'READ',
      category: 'verification',
      keyword: 'code',
    });
    await store.setFilter({ from: '2026-11-01', to: '2026-11-02' });
    expect(server.requestsTo(api.shell.letterPage).at(-1)?.query).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-02',
      tzOffset: -new Date('2026-11-01T12:00:00').getTimezoneOffset(),
    });
    expect(store.hasFilter).toBe(true);
    await store.resetFilter();
    expect(store.hasFilter).toBe(false);
    expect(store.page.total).toBe(13);
  });

  it('opens a letter in the detail: the server marks it read, the bell and the list follow', async () => {
    const { bell, store } = mailbox([letter('1'), letter('2')]);
    await Promise.all([store.start(), bell.refresh()]);
    expect(bell.tip.unreadCount).toBe(2);
    const keyBefore = store.tipKey;
    await store.open('1');
    expect(store.openId).toBe('1');
    expect(store.detail.value).toMatchObject({ title: 'Letter 1', link: { kind: 'task', id: 'T-1' } });
    expect(bell.tip.unreadCount).toBe(1);
    expect(store.tipKey).not.toBe(keyBefore);
    expect(store.page.rows[0]?.status).toBe('READ');
    store.close();
    expect(store.openId).toBeUndefined();
    expect(store.detail.value).toBeUndefined();
  });

  it('a letter deleted meanwhile shows the failure in the detail, not a stale letter', async () => {
    const { server, store } = mailbox([letter('1')]);
    await store.open('gone');
    expect(store.detail.failed).toBe(true);
    expect(server.notices).toEqual([
      { kind: 'error', message: 'The message does not exist or has been deleted' },
    ]);
  });

  it('selects rows, marks the selected read, selects all and none', async () => {
    const { server, bell, store } = mailbox([letter('1'), letter('2'), letter('3')]);
    await store.start();
    store.toggleSelected('1');
    store.toggleSelected('3');
    expect(store.selectedIds).toEqual(['1', '3']);
    await store.markSelectedRead();
    expect(server.requestsTo(api.shell.letterRead)[0]?.body).toEqual({ letterIds: ['1', '3'] });
    expect(store.selectedIds).toEqual([]);
    expect(bell.tip.unreadCount).toBe(1);
    expect(store.page.rows.map((r) => r.status)).toEqual(['READ', 'UNREAD', 'READ']);
    store.toggleAll();
    expect(store.isAllSelected).toBe(true);
    store.toggleAll();
    expect(store.selectedIds).toEqual([]);
  });

  it('deletes only after confirmation, closes the deleted open letter and steps back from an emptied page', async () => {
    const { server, bell, store } = mailbox(many(11));
    await store.start();
    await store.page.goTo(2);
    await store.open('11');
    store.askDelete(['11']);
    expect(server.requestsTo(api.shell.letterDelete)).toHaveLength(0);
    store.cancelDelete();
    expect(store.pendingDelete).toBeUndefined();
    store.askDelete(['11']);
    expect(await store.confirmDelete()).toBe(true);
    expect(server.requestsTo(api.shell.letterDelete)[0]?.body).toEqual({ letterIds: ['11'] });
    expect(store.openId).toBeUndefined();
    expect(store.page.pageNum).toBe(1);
    expect(store.page.total).toBe(10);
    expect(bell.tip.unreadCount).toBe(10);
    expect(server.notices.at(-1)?.kind).toBe('success');
  });

  it('asking to delete with nothing selected asks nothing', () => {
    const { store } = mailbox([letter('1')]);
    store.askDelete();
    expect(store.pendingDelete).toBeUndefined();
  });

  it('marks all read and refreshes the bell', async () => {
    const { server, bell, store } = mailbox([letter('1'), letter('2')]);
    await bell.refresh();
    expect(bell.tip.unreadCount).toBe(2);
    await store.readAll();
    expect(server.requestsTo(api.shell.letterReadAll)).toHaveLength(1);
    expect(bell.tip.unreadCount).toBe(0);
  });

  it('a list that cannot be read shows the failed state, and a retry recovers', async () => {
    const server = scriptedServer();
    let isDown = true;
    server.answer(api.shell.letterPage, () => {
      if (isDown) throw new Refusal('down', null, '50000');
      return { total: 1, rows: [letter('1')] };
    });
    server.answer(api.shell.letterCategories, () => ({ categories: [] }));
    const store = new LetterCenterStore(server.deps, new LetterStore(() => server.deps.client));
    await store.start();
    expect(store.page.failed).toBe(true);
    expect(store.page.rows).toEqual([]);
    isDown = false;
    await store.load();
    expect(store.page.failed).toBe(false);
    expect(store.page.rows).toHaveLength(1);
  });
});

describe('LetterCenterStore following the bell', () => {
  it('reloads the list and the types when the bell shows a new letter, and only then', async () => {
    const rows = [letter('1')];
    const { server, bell, store } = mailbox(rows);
    await bell.refresh();
    await store.start();
    const loads = () => server.requestsTo(api.shell.letterPage).length;
    await store.followTip();
    expect(loads()).toBe(1);
    rows.unshift(letter('2', 'UNREAD', 'approval.cc'));
    await bell.refresh();
    await store.followTip();
    expect(loads()).toBe(2);
    expect(store.page.rows.map((r) => r.letterId)).toEqual(['2', '1']);
    expect(store.categories.value).toEqual(['approval.cc', 'approval.taskTodo']);
  });
});
