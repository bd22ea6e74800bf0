import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, ok, publish, startApp, taskOn } from './approval.kit';

interface Tip {
  letterItems: { title: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';
/** The newest letter of a person (the test clock stands still: each step moves it on, so the newest is the last one). */
const latestLetter = async (name: string) =>
  ok((await server.request<Tip>('GET', '/letter/tip/list', { token: t(name) })).body).letterItems[0]?.title;

describe(`letters in the reader's language on ${dbKind}`, () => {
  it('a Chinese reader gets a Chinese letter after an English approver acts; no choice means the tenant default', async () => {
    ok(
      (await server.request('POST', '/user/language', { token: t('zhangsan'), body: { locale: 'zh_CN' } }))
        .body,
    );
    // the tenant's default language is Chinese; lisi never chose one; every caller here asks in English
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    server.clock.advance(60_000);
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await latestLetter('lisi')).toMatch(/^待办：/);
    const task = await taskOn(server, t('lisi'), instanceId);
    server.clock.advance(60_000);
    ok(await approve(server, t('lisi'), task));
    expect(await latestLetter('zhangsan')).toMatch(/^已通过：/);
  });

  it('after lisi chooses English, his letters come in English whoever acts', async () => {
    ok(
      (await server.request('POST', '/user/language', { token: t('lisi'), body: { locale: 'en_US' } })).body,
    );
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    server.clock.advance(60_000);
    await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await latestLetter('lisi')).toMatch(/^To do: /);
  });

  it("an application its applicant did not name reads as the applicant's flow in each reader's language", async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    // zhangsan asks in English; the name is not frozen in his language
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const rowIn = async (language: string) => {
      const { body } = await server.request<{ rows: { id: string; itemName: string; title: string }[] }>(
        'GET',
        '/jflow/myTask?pageNum=1&limit=100&category=todo',
        { token: t('lisi'), language },
      );
      return ok(body).rows.find((row) => row.id === instanceId);
    };
    const processName = (await rowIn('en_US'))?.itemName.replace(/^张三 - /, '');
    expect(processName).toMatch(/^Flow /);
    expect(await rowIn('en_US')).toMatchObject({
      itemName: `张三 - ${processName}`,
      title: `张三 - ${processName}`,
    });
    expect(await rowIn('zh_CN')).toMatchObject({
      itemName: `张三的${processName}`,
      title: `张三的${processName}`,
    });
    expect(await rowIn('de_DE')).toMatchObject({ itemName: `张三 – ${processName}` });
    // a name the applicant typed stays as typed for every reader
    const named = ok(
      (
        await server.request<{ instanceId: string }>('POST', '/jflow/start', {
          token: t('zhangsan'),
          body: { processId, params: { days: 2 }, itemName: 'Trip to Lyon' },
        })
      ).body,
    ).instanceId;
    const { body } = await server.request<{ rows: { id: string; itemName: string }[] }>(
      'GET',
      '/jflow/myTask?pageNum=1&limit=100&category=todo',
      { token: t('lisi'), language: 'zh_CN' },
    );
    expect(ok(body).rows.find((row) => row.id === named)?.itemName).toBe('Trip to Lyon');
  });

  it('refuses a language the product does not speak, naming the field', async () => {
    const { body } = await server.request('POST', '/user/language', {
      token: t('zhangsan'),
      body: { locale: 'xx_XX' },
    });
    expect(body.code).not.toBe('200');
    expect(body.msg).toMatch(/locale/i);
  });
});
