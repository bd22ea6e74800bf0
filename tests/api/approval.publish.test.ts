/** Publishing a flow is one call in one transaction: all of it is written, or nothing is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, ok, simpleForm, startApp, todo, type Page } from './approval.kit';

let server: TestServer;
let admin = '';
let staff = '';
let formId = '';
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  staff = await server.tokenFor('zhangsan');
  formId = ok(
    (
      await server.request<{ id: string }>('POST', '/workflow/form/config/update', {
        token: admin,
        body: { formName: 'Publish form', jsonContent: JSON.stringify(simpleForm()) },
      })
    ).body,
  ).id;
});
afterAll(() => server.close());

interface Detail {
  id: string;
  processName: string;
  description: string;
  version: number;
  status: number;
  hasDraftChanges: boolean;
  modelContent: string;
  settings: Record<string, unknown>;
}

const detail = async (id: string) =>
  ok((await server.request<Detail>('GET', `/jflow/detail?id=${id}`, { token: admin })).body);
const named = async (processName: string) =>
  ok(
    (
      await server.request<Page<{ id: string; processName: string }>>(
        'GET',
        `/jflow/page?pageNum=1&limit=999&processName=${encodeURIComponent(processName)}`,
        { token: admin },
      )
    ).body,
  ).rows;

const saveBody = (processName: string, tree = flow([approver('a1', [IDS.lisi])])) => ({
  processName,
  processType: 'hr',
  formIds: [formId],
  modelContent: JSON.stringify(tree),
  description: 'first',
  settings: { autoRepeat: true },
});

describe(`publishing a flow in one call on ${dbKind}`, () => {
  it('adds, saves the design and settings, and publishes version 1 that staff can start', async () => {
    const published = ok(
      (
        await server.request<{ id: string; version: number }>('POST', '/jflow/publish', {
          token: admin,
          body: saveBody('Publish new'),
        })
      ).body,
    );
    expect(published.version).toBe(1);
    const saved = await detail(published.id);
    expect(saved).toMatchObject({
      processName: 'Publish new',
      description: 'first',
      version: 1,
      status: 1,
      hasDraftChanges: false,
      settings: { autoRepeat: true },
    });
    expect(JSON.parse(saved.modelContent)).toMatchObject({ childNode: { id: 'a1' } });
    const instanceId = ok(
      (
        await server.request<{ instanceId: string }>('POST', '/jflow/start', {
          token: staff,
          body: { processId: published.id, params: { days: 1 }, degree: 2 },
        })
      ).body,
    ).instanceId;
    expect((await todo(server, await server.tokenFor('lisi'))).some((r) => r.id === instanceId)).toBe(true);
  });

  it('updates an existing flow and publishes the next version', async () => {
    const first = ok(
      (
        await server.request<{ id: string; version: number }>('POST', '/jflow/publish', {
          token: admin,
          body: saveBody('Publish twice'),
        })
      ).body,
    );
    const old = await startApp(server, staff, first.id, { days: 1 });
    const body = {
      ...saveBody('Publish twice, renamed', flow([approver('a1', [IDS.wangwu])])),
      id: first.id,
      description: 'second',
    };
    const second = ok(
      (
        await server.request<{ id: string; version: number }>('POST', '/jflow/publish', {
          token: admin,
          body,
        })
      ).body,
    );
    expect(second).toEqual({ id: first.id, version: 2 });
    expect(await detail(first.id)).toMatchObject({
      processName: 'Publish twice, renamed',
      description: 'second',
      version: 2,
      hasDraftChanges: false,
    });
    const fresh = await startApp(server, staff, first.id, { days: 1 });
    expect((await todo(server, await server.tokenFor('lisi'))).some((r) => r.id === old)).toBe(true);
    expect((await todo(server, await server.tokenFor('wangwu'))).some((r) => r.id === fresh)).toBe(true);
  });

  it('writes nothing for a new flow whose design fails at the publish step', async () => {
    const answer = await server.request('POST', '/jflow/publish', {
      token: admin,
      body: saveBody('Publish refused', flow([approver('a1', [])])),
    });
    // The flow is refused as a business rule (the same answer /jflow/deploy gives), with the node named.
    expect(answer.body.code).toBe('50001');
    expect(answer.body.msg).toContain('node a1');
    expect(answer.body.msg).not.toContain('validation.');
    expect(await named('Publish refused')).toEqual([]);
  });

  it('leaves an existing flow as it was when the publish step refuses the new design', async () => {
    const first = ok(
      (
        await server.request<{ id: string; version: number }>('POST', '/jflow/publish', {
          token: admin,
          body: saveBody('Publish kept'),
        })
      ).body,
    );
    const before = await detail(first.id);
    const body = {
      ...saveBody('Publish kept, renamed', flow([approver('a1', [])])),
      id: first.id,
      description: 'changed',
      settings: { autoRepeat: false },
    };
    const answer = await server.request('POST', '/jflow/publish', { token: admin, body });
    expect(answer.body.code).toBe('50001');
    expect(answer.body.msg).toContain('node a1');
    const after = await detail(first.id);
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      processName: 'Publish kept',
      description: 'first',
      version: 1,
      hasDraftChanges: false,
      settings: { autoRepeat: true },
    });
  });

  it('refuses an unknown form by its field and writes nothing', async () => {
    const answer = await server.request<unknown>('POST', '/jflow/publish', {
      token: admin,
      body: { ...saveBody('Publish no form'), formIds: ['F-NOPE'] },
    });
    expect(answer.body.code).toBe('40001');
    expect(answer.body.msg).toContain('F-NOPE');
    expect(await named('Publish no form')).toEqual([]);
  });

  it('is refused to staff without the manage permission', async () => {
    const answer = await server.request('POST', '/jflow/publish', {
      token: staff,
      body: saveBody('Publish by staff'),
    });
    expect(answer.body.code).toMatch(/^403/);
    expect(await named('Publish by staff')).toEqual([]);
  });
});
