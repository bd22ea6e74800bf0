/**
 * Versions of a flow (issue 30 "Versions"): the list with note, publisher and running applications, one version's
 * frozen design, publishing an older version again as the newest, and another tenant finding none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, ok, publish, startApp } from './approval.kit';

interface VersionRow {
  version: number;
  note: string;
  publishedBy: { id: string; name: string };
  publishedAt: number;
  runningCount: number;
  republishedFrom: number | null;
}

let server: TestServer;
let admin = '';
let admin2 = '';
let staff = '';
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
  staff = await server.tokenFor('zhangsan');
});
afterAll(() => server.close());

const versions = async (id: string, token = admin) =>
  (await server.request<VersionRow[]>('GET', `/jflow/versions?id=${id}`, { token })).body;
const detail = async (id: string) =>
  ok(
    (
      await server.request<{ modelContent: string; version: number }>('GET', `/jflow/detail?id=${id}`, {
        token: admin,
      })
    ).body,
  );
const saveDesign = async (id: string, tree: ReturnType<typeof flow>) =>
  ok(
    (
      await server.request('POST', '/jflow/saveJson', {
        token: admin,
        body: { id, modelContent: JSON.stringify(tree) },
      })
    ).body,
  );
const deploy = async (id: string, note: string) =>
  ok(
    (
      await server.request<{ version: number }>(
        'GET',
        `/jflow/deploy?id=${id}&note=${encodeURIComponent(note)}`,
        {
          token: admin,
        },
      )
    ).body,
  ).version;

const V1 = flow([approver('a1', [IDS.lisi], { nodeName: 'Manager' })]);
const V2 = flow([approver('a1', [IDS.wangwu], { nodeName: 'HR' })]);

describe(`flow versions on ${dbKind}`, () => {
  let id = '';
  beforeAll(async () => {
    id = await publish(server, admin, V1);
    await startApp(server, staff, id, { days: 1 });
    await startApp(server, staff, id, { days: 2 });
    await saveDesign(id, V2);
    await deploy(id, '  HR approves instead of the manager ');
    await startApp(server, staff, id, { days: 3 });
  });

  it('lists every version newest first with note, publisher, time and running applications', async () => {
    const rows = ok(await versions(id));
    expect(rows.map((r) => [r.version, r.note, r.publishedBy.name, r.runningCount])).toEqual([
      [2, 'HR approves instead of the manager', '系统管理员', 1],
      [1, '', '系统管理员', 2],
    ]);
    expect(rows[0]?.publishedBy.id).toBe(IDS.admin);
    expect(rows[0]?.publishedAt).toBeGreaterThanOrEqual(rows[1]?.publishedAt ?? Infinity);
  });

  it('opens one version with its frozen design', async () => {
    const v1 = ok(
      (
        await server.request<{ modelContent: string; version: number }>(
          'GET',
          `/jflow/version?id=${id}&version=1`,
          { token: admin },
        )
      ).body,
    );
    expect(JSON.parse(v1.modelContent)).toMatchObject({ childNode: { nodeName: 'Manager' } });
    const missing = (await server.request('GET', `/jflow/version?id=${id}&version=9`, { token: admin })).body;
    expect(missing.code).toBe('40401');
  });

  it('publishes version 1 again as version 3, keeping versions 1 and 2 and the running applications', async () => {
    const answer = ok(
      (
        await server.request<{ version: number }>('POST', '/jflow/republish', {
          token: admin,
          body: { id, version: 1, note: 'Back to the manager' },
        })
      ).body,
    );
    expect(answer.version).toBe(3);
    const rows = ok(await versions(id));
    expect(rows.map((r) => [r.version, r.note, r.republishedFrom, r.runningCount])).toEqual([
      [3, 'Back to the manager', 1, 0],
      [2, 'HR approves instead of the manager', null, 1],
      [1, '', null, 2],
    ]);
    const draft = await detail(id);
    expect(draft.version).toBe(3);
    expect(JSON.parse(draft.modelContent)).toMatchObject({ childNode: { nodeName: 'Manager' } });
    // a new application starts on the rolled-back design
    await startApp(server, staff, id, { days: 4 });
    expect(ok(await versions(id))[0]?.runningCount).toBe(1);
  });

  it('refuses to publish the newest version again, naming it, and writes nothing', async () => {
    const refused = (
      await server.request('POST', '/jflow/republish', { token: admin, body: { id, version: 3 } })
    ).body;
    expect(refused.code).toBe('50001');
    expect(refused.msg).toContain('3');
    expect(ok(await versions(id))).toHaveLength(3);
  });

  it('refuses a note longer than 500 characters by naming it', async () => {
    const refused = (
      await server.request('POST', '/jflow/republish', {
        token: admin,
        body: { id, version: 2, note: 'x'.repeat(501) },
      })
    ).body;
    expect(refused.code).toBe('40001');
    expect(refused.msg).toContain('note');
  });

  it('needs the flow-management permission', async () => {
    expect((await versions(id, staff)).code).not.toBe('10000');
    const refused = (
      await server.request('POST', '/jflow/republish', { token: staff, body: { id, version: 1 } })
    ).body;
    expect(refused.code).not.toBe('10000');
    expect(ok(await versions(id))).toHaveLength(3);
  });

  it('another tenant finds neither the versions nor a version to publish again', async () => {
    expect((await versions(id, admin2)).code).toBe('40401');
    expect(
      (await server.request('GET', `/jflow/version?id=${id}&version=1`, { token: admin2 })).body.code,
    ).toBe('40401');
    const refused = (
      await server.request('POST', '/jflow/republish', { token: admin2, body: { id, version: 1 } })
    ).body;
    expect(refused.code).toBe('40401');
    expect(ok(await versions(id)).map((r) => r.version)).toEqual([3, 2, 1]);
  });
});
