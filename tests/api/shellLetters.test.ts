import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLetters } from '../../server/modules/messaging/sendLetters';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Tip {
  hasUnreadLetter: boolean;
  unreadCount: number;
  letterItems: { letterId: string; title: string; status: string; sendTime: string }[];
}

const send = async (userId: string, titles: string[], merchantId = 'M001') => {
  for (const title of titles) {
    server.clock.advance(1000);
    await sendLetters(server.deps.db, [{ merchantId, userId, category: 'notice', title }], server.clock.now);
  }
};

/** Reads server-sent events until `until` returns true. */
const readEvents = async (
  response: Response,
  until: (events: { event: string; data: string }[]) => boolean,
) => {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data });
    }
  }
  await reader.cancel();
  return events;
};

describe(`shell letters on ${dbKind}`, () => {
  it('the tip list has no unread letter at first', async () => {
    const token = await server.tokenFor('lisi');
    const { body } = await server.request<Tip>('GET', '/letter/tip/list', { token });
    expect(body.data).toEqual({ hasUnreadLetter: false, unreadCount: 0, letterItems: [] });
  });

  it('shows the latest five letters with the unread marker, newest first', async () => {
    await send('U1003', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']);
    const token = await server.tokenFor('lisi');
    const { body } = await server.request<Tip>('GET', '/letter/tip/list', { token });
    expect(body.data.hasUnreadLetter).toBe(true);
    expect(body.data.unreadCount).toBe(6);
    expect(body.data.letterItems.map((l) => l.title)).toEqual(['L6', 'L5', 'L4', 'L3', 'L2']);
    expect(body.data.letterItems.every((l) => l.status === 'UNREAD')).toBe(true);
  });

  it('marks one letter read, only the caller’s own letters, then all', async () => {
    const token = await server.tokenFor('lisi');
    const tip = (await server.request<Tip>('GET', '/letter/tip/list', { token })).body.data;
    const first = tip.letterItems[0]?.letterId ?? '';
    const other = await server.tokenFor('zhangsan');
    expect(
      (
        await server.request<{ updated: number }>('POST', '/letter/read', {
          token: other,
          body: { letterIds: [first] },
        })
      ).body.data.updated,
    ).toBe(0);
    expect(
      (
        await server.request<{ updated: number }>('POST', '/letter/read', {
          token,
          body: { letterIds: [first] },
        })
      ).body.data.updated,
    ).toBe(1);
    const after = (await server.request<Tip>('GET', '/letter/tip/list', { token })).body.data;
    expect(after.unreadCount).toBe(5);
    expect(after.letterItems[0]?.status).toBe('READ');
    expect(
      (await server.request<{ updated: number }>('POST', '/letter/read/all', { token })).body.data.updated,
    ).toBe(5);
    expect((await server.request<Tip>('GET', '/letter/tip/list', { token })).body.data.hasUnreadLetter).toBe(
      false,
    );
  });

  it('pages the letter list and filters by status', async () => {
    const token = await server.tokenFor('lisi');
    const page2 = await server.request<{ total: number; rows: { title: string }[] }>(
      'GET',
      '/letter/page?pageNum=2&limit=4',
      { token },
    );
    expect(page2.body.data.total).toBe(6);
    expect(page2.body.data.rows.map((r) => r.title)).toEqual(['L2', 'L1']);
    const unread = await server.request<{ total: number }>('GET', '/letter/page?status=UNREAD', { token });
    expect(unread.body.data.total).toBe(0);
  });

  it('refuses the event stream without the Admin-Token cookie', async () => {
    const response = await fetch(`${server.baseUrl}${ADMIN}/letter/stream`);
    expect(response.status).toBe(401);
  });

  it('streams the tip on connect and again when a letter arrives', async () => {
    const token = await server.tokenFor('wangwu');
    const response = await fetch(`${server.baseUrl}${ADMIN}/letter/stream`, {
      headers: { cookie: `Admin-Token=${token}` },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    setTimeout(() => void send('U1004', ['Live letter']), 300);
    const events = await readEvents(response, (list) => list.filter((e) => e.event === 'tip').length >= 2);
    const tips = events.filter((e) => e.event === 'tip').map((e) => JSON.parse(e.data) as Tip);
    expect(tips[0]?.hasUnreadLetter).toBe(false);
    expect(tips[1]?.letterItems[0]?.title).toBe('Live letter');
    expect(tips[1]?.unreadCount).toBe(1);
  }, 15_000);
});
