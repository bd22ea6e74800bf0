import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../server/db/schema';
import { sendLetters, type NewLetter } from '../../server/modules/messaging/sendLetters';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.tokenFor('zhaoliu');
});
afterAll(() => server.close());

interface Row {
  letterId: string;
  title: string;
  category: string;
  status: string;
  sendTime: string;
}
interface Answer<T> {
  code: string;
  msg: string;
  data: T;
}

/** zhaoliu (U1005, tenant M001) is the reader; the letters are sent at 09:00 UTC on 11-22, 11-23, … */
const send = async (letters: Partial<NewLetter>[]) => {
  for (const [index, letter] of letters.entries())
    await sendLetters(
      server.deps.db,
      [{ merchantId: 'M001', userId: 'U1005', category: 'notice', title: 'Untitled', ...letter }],
      new Date(Date.UTC(2026, 10, 22 + index, 9)),
    );
};

const page = async (query: string, as = token) =>
  (await server.request<{ total: number; rows: Row[] }>('GET', `/letter/page?${query}`, { token: as })).body;
const titles = async (query: string) => (await page(query)).data.rows.map((r) => r.title);
const post = async <T>(path: string, body: unknown, as = token) =>
  (await server.request<T>('POST', path, { token: as, body })).body as Answer<T>;

describe(`message centre on ${dbKind}`, () => {
  it('filters by category, keyword in title or content, and sent days; lists the categories', async () => {
    await send([
      { title: 'To do: travel request', category: 'approval.taskTodo', bizId: 'T-1' },
      { title: 'Approved: laptop', category: 'approval.approved', bizId: 'I-9', content: 'Budget 100%' },
      { title: 'Your code', category: 'verification' },
      { title: 'To do: leave', category: 'approval.taskTodo', bizId: 'T-2' },
    ]);
    // the same user id in another tenant: never zhaoliu's
    await sendLetters(
      server.deps.db,
      [{ merchantId: 'M002', userId: 'U1005', category: 'notice', title: 'Other tenant' }],
      new Date(Date.UTC(2026, 10, 23, 9)),
    );
    expect(await titles('category=approval.taskTodo')).toEqual(['To do: leave', 'To do: travel request']);
    expect(await titles('keyword=TRAVEL')).toEqual(['To do: travel request']);
    expect(await titles('keyword=100%25')).toEqual(['Approved: laptop']);
    expect(await titles('keyword=50%25')).toEqual([]);
    expect(await titles('from=2026-11-23&to=2026-11-24')).toEqual(['Your code', 'Approved: laptop']);
    // ten hours west of UTC the 11-24 09:00Z letter was sent on 11-23, the 11-23 one on 11-22
    expect(await titles('from=2026-11-23&to=2026-11-23&tzOffset=-600')).toEqual(['Your code']);
    expect((await page('status=UNREAD&category=approval.taskTodo&keyword=leave')).data.total).toBe(1);
    expect(await titles('')).not.toContain('Other tenant');
    const categories = await server.request<{ categories: string[] }>('GET', '/letter/categories', { token });
    expect(categories.body.data.categories).toEqual([
      'approval.approved',
      'approval.taskTodo',
      'verification',
    ]);
  });

  it('refuses a date that is no calendar day, or a range that ends before it starts, naming the field', async () => {
    const impossible = await page('from=2026-02-30');
    expect(impossible.code).toBe('40001');
    expect(impossible.msg).toContain('sent from');
    expect(impossible.msg).toContain('not a calendar date');
    const reversed = await page('from=2026-11-24&to=2026-11-23');
    expect(reversed.code).toBe('40001');
    expect(reversed.msg).toContain('before the start day');
    expect((await page('from=24.11.2026')).code).toBe('40001');
  });

  it('opens a letter: marks it read and says where it leads', async () => {
    const [todo] = (await page('category=approval.taskTodo&keyword=leave')).data.rows;
    const opened = await post<Row & { link: { kind: string; id: string } }>('/letter/detail', {
      letterId: todo?.letterId,
    });
    expect(opened.data).toMatchObject({
      title: 'To do: leave',
      status: 'READ',
      link: { kind: 'task', id: 'T-2' },
    });
    expect((await page('status=UNREAD&category=approval.taskTodo')).data.total).toBe(1);
    const [approved] = (await page('category=approval.approved')).data.rows;
    const about = await post<{ link: unknown }>('/letter/detail', { letterId: approved?.letterId });
    expect(about.data.link).toEqual({ kind: 'instance', id: 'I-9' });
    const [code] = (await page('category=verification')).data.rows;
    expect((await post<{ link: unknown }>('/letter/detail', { letterId: code?.letterId })).data.link).toEqual(
      {
        kind: 'none',
        id: '',
      },
    );
  });

  it("refuses to open or delete another user's or another tenant's letter, and an unknown id", async () => {
    const [mine] = (await page('keyword=travel')).data.rows;
    const colleague = await server.tokenFor('wangwu');
    const otherTenant = await server.tokenFor('admin2');
    for (const as of [colleague, otherTenant]) {
      const open = await post('/letter/detail', { letterId: mine?.letterId }, as);
      expect(open.code).toBe('40401');
      expect(open.msg).toBe('The message does not exist or has been deleted');
      expect((await post('/letter/delete', { letterIds: [mine?.letterId] }, as)).code).toBe('40401');
    }
    expect((await post('/letter/detail', { letterId: 'no-such-letter' })).code).toBe('40401');
    expect((await post('/letter/delete', { letterIds: [] })).code).toBe('40001');
    expect((await page('keyword=travel')).data.rows[0]?.status).toBe('UNREAD');
  });

  it('deletes only the caller’s own letters, audited; the rest stay', async () => {
    const rows = (await page('category=approval.taskTodo')).data.rows;
    const ids = rows.map((r) => r.letterId);
    const deleted = await post<{ deleted: number }>('/letter/delete', {
      letterIds: [...ids, 'no-such-letter'],
    });
    expect(deleted.data.deleted).toBe(2);
    expect(await titles('')).toEqual(['Your code', 'Approved: laptop']);
    const log = await server.deps.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetType, 'letter'));
    expect(log.map((l) => [l.userId, l.action, l.targetName]).sort()).toEqual([
      ['U1005', 'delete', 'To do: leave'],
      ['U1005', 'delete', 'To do: travel request'],
    ]);
    expect((await post('/letter/delete', { letterIds: ids })).code).toBe('40401');
  });
});
