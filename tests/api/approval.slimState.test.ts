/**
 * An instance's row stores its state without the flow tree and settings when they are its version's (issue 31:
 * every step reads and rewrites the row, and neither grows with the application); they come back from the version
 * wherever the state is read. A row that carries its own (written before, or moved to another version) keeps them.
 */
import { InstanceState } from '@shared/approval/states';
import { defaultFlowSettings } from '@shared/flow/types';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstances } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(async () => {
  await server.close();
});

/** The row's state as PostgreSQL stores it, and the column's type. */
const stored = async (instanceId: string) => {
  const result = await server.deps.db.execute(
    sql`select data::text as text, pg_typeof(data)::text as type from wf_instances where id = ${instanceId}`,
  );
  const row = (result as unknown as { rows: { text: string; type: string }[] }).rows[0]!;
  return { state: JSON.parse(row.text) as Record<string, unknown>, type: row.type };
};

const threeSteps = () =>
  flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu]), approver('a3', [IDS.zhaoliu])]);

const taskInfo = async (token: string, taskId: string) =>
  ok(
    (
      await server.request<{ nodeInfo: string; actions: string[] }>(
        'GET',
        `/jflow/taskInfo?taskId=${taskId}`,
        {
          token,
        },
      )
    ).body,
  );

describe(`instance state without its version's tree, on ${dbKind}`, () => {
  it('stores no tree, as json, and every view still shows the flow', async () => {
    const processId = await publish(server, t('admin'), threeSteps());
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 2 });
    const started = await stored(instanceId);
    expect(started.type).toBe('json');
    expect(started.state).not.toHaveProperty('tree');
    expect(started.state).not.toHaveProperty('settings');
    expect(started.state.formData).toEqual(expect.objectContaining({ days: 2 }));

    // the to-do list, the task and the process dynamics read the tree from the version
    const row = (await todo(server, t('lisi'))).find((r) => r.id === instanceId)!;
    expect(row.nodeName).toBe('node a1');
    const task = await taskInfo(t('lisi'), row.taskId);
    expect(JSON.parse(task.nodeInfo)).toEqual(expect.objectContaining({ nodeName: 'node a1' }));
    expect(task.actions).toContain('agree');

    expect((await approve(server, t('lisi'), row.taskId)).code).toMatch(/^10000/);
    expect((await stored(instanceId)).state).not.toHaveProperty('tree');
    expect((await stored(instanceId)).state).not.toHaveProperty('settings');
    const next = (await todo(server, t('wangwu'))).find((r) => r.id === instanceId)!;
    expect(next.nodeName).toBe('node a2');
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect(dynamics.entries.map((entry) => entry.taskName)).toEqual(
      expect.arrayContaining(['node a1', 'node a2']),
    );

    for (const name of ['wangwu', 'zhaoliu'])
      expect((await approve(server, t(name), await taskOn(server, t(name), instanceId))).code).toMatch(
        /^10000/,
      );
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Approved);
    expect((await stored(instanceId)).state).not.toHaveProperty('tree');
  });

  it('keeps using a tree and settings the row carries itself, and keeps them in the row', async () => {
    const processId = await publish(server, t('admin'), threeSteps());
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    // a row written before the tree left the state, whose tree names the last step differently from the version
    const own = threeSteps();
    own.childNode!.childNode!.childNode!.nodeName = 'Own last step';
    // and whose settings turn off what the version's leave on: the approver may not cc anyone
    const versionSettings = (await taskInfo(t('lisi'), await taskOn(server, t('lisi'), instanceId))).actions;
    expect(versionSettings).toContain('cc');
    const { state } = await stored(instanceId);
    const ownSettings = { ...defaultFlowSettings, allowCc: false };
    await server.deps.db
      .update(wfInstances)
      .set({ data: { ...state, tree: own, settings: ownSettings } })
      .where(eq(wfInstances.id, instanceId));
    expect((await taskInfo(t('lisi'), await taskOn(server, t('lisi'), instanceId))).actions).not.toContain(
      'cc',
    );

    for (const name of ['lisi', 'wangwu'])
      expect((await approve(server, t(name), await taskOn(server, t(name), instanceId))).code).toMatch(
        /^10000/,
      );
    const last = (await todo(server, t('zhaoliu'))).find((r) => r.id === instanceId)!;
    expect(last.nodeName).toBe('Own last step');
    expect((await stored(instanceId)).state.tree).toEqual(own);
    expect((await stored(instanceId)).state.settings).toEqual(ownSettings);
  });
});
