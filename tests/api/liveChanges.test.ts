import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Opens a console's event stream and collects its `change` events until `count` have arrived. */
const openStream = async (token: string) => {
  const response = await fetch(`${server.baseUrl}${ADMIN}/letter/stream`, {
    headers: { cookie: `Admin-Token=${token}` },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const changes: string[][] = [];
  let sawTip = false;
  const readUntil = async (isDone: () => boolean) => {
    while (!isDone()) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
        if (event === 'tip') sawTip = true;
        if (event === 'change') changes.push((JSON.parse(data) as { kinds: string[] }).kinds);
      }
    }
  };
  // the first tip means the stream is open and listening
  await readUntil(() => sawTip);
  return {
    changes: async (count: number) => {
      await readUntil(() => changes.length >= count);
      await reader.cancel();
      return changes;
    },
  };
};

describe(`live console changes on ${dbKind}`, () => {
  it('tells each tenant’s consoles of their own changes and every tenant of shared menus', async () => {
    const admin = await server.tokenFor('admin');
    const admin2 = await server.tokenFor('admin2');
    const platform = await openStream(admin);
    const other = await openStream(admin2);

    const theme = await server.request('POST', '/theme/update', {
      token: admin2,
      body: { config: JSON.stringify({ themeColor: '#722ed1' }) },
    });
    expect(theme.body).toMatchObject({ code: '10000' });
    const property = await server.request('POST', '/properties/add', {
      token: admin,
      body: { attrCode: 'LIVE_NAME', attrValue: 'Live console' },
    });
    expect(property.body).toMatchObject({ code: '10000' });
    const menu = await server.request('POST', '/menu/add', {
      token: admin,
      body: {
        appId: 'A100',
        parentId: 'm-system',
        menuType: 'C',
        menuTitle: 'Live',
        name: 'Live',
        path: 'live',
        component: 'system/AuditLogs',
      },
    });
    expect(menu.body).toMatchObject({ code: '10000', msg: expect.any(String) as string });

    // the other tenant's theme never reaches the platform's console, nor the platform's properties the other's
    expect(await platform.changes(2)).toEqual([['properties'], ['menus']]);
    expect(await other.changes(2)).toEqual([['theme'], ['menus']]);
  }, 60_000);

  it('announces nothing when the write is refused', async () => {
    const admin = await server.tokenFor('admin');
    const stream = await openStream(admin);
    const refused = await server.request('POST', '/theme/update', {
      token: admin,
      body: { config: JSON.stringify({ themeColor: 'red;}' }) },
    });
    expect(refused.body).toMatchObject({ code: '40001' });
    const saved = await server.request('POST', '/properties/add', {
      token: admin,
      body: { attrCode: 'LIVE_CHECK', attrValue: 'on' },
    });
    expect(saved.body).toMatchObject({ code: '10000' });
    // the first change this console hears is the property: the refused theme said nothing
    expect(await stream.changes(1)).toEqual([['properties']]);
  }, 60_000);
});
