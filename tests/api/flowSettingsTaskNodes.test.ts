/**
 * Task nodes (workflow spec §3 node types 6 handler and 8 opinion branch, §6 "task nodes", on by default): a
 * flow holding them is published only with the switch on; they run in the engine: an opinion group follows the
 * decision of the approver before it, a handler node is a step its people mark handled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow, handler, opinionGroup } from '../../server/engine/testing/flowBuilders';
import { startServer, dbKind, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

/** lisi decides; agreeing sends it to wangwu to handle, rejecting to zhaoliu to approve. */
const decidingFlow = () =>
  flow([
    approver('a1', [IDS.lisi]),
    opinionGroup(
      'op',
      [handler('h1', [IDS.wangwu], { nodeName: 'Archive' })],
      [approver('a2', [IDS.zhaoliu])],
    ),
  ]);

const actionsOf = async (token: string, taskId: string) =>
  ok((await server.request<{ actions: string[] }>('GET', `/jflow/taskInfo?taskId=${taskId}`, { token })).body)
    .actions;

describe(`task nodes on ${dbKind}`, () => {
  it('publishing a flow with a handler node while task nodes are off is refused with the reason; on, it is published', async () => {
    const tree = flow([handler('h1', [IDS.lisi], { nodeName: 'Archive' })]);
    const refused = await server.request<{ nodeId: string; messageKey: string }[]>('POST', '/jflow/publish', {
      token: t('admin'),
      body: {
        processName: `Task nodes off ${Date.now()}`,
        processType: 'hr',
        modelContent: JSON.stringify(tree),
        settings: { taskNodes: false },
      },
    });
    expect([refused.body.code, refused.body.msg]).toEqual([
      '50001',
      '"Archive" is a task node, but task nodes are switched off for this flow',
    ]);
    expect(refused.body.data).toEqual([
      { nodeId: 'h1', messageKey: 'validation.taskNodesOff', params: { name: 'Archive' } },
    ]);
    // nothing of the refused publish was kept
    const list = ok(
      (
        await server.request<{ rows: { processName: string }[] }>('GET', '/jflow/page?pageNum=1&limit=200', {
          token: t('admin'),
        })
      ).body,
    );
    expect(list.rows.some((row) => row.processName.startsWith('Task nodes off'))).toBe(false);

    const opinionOff = await server.request('POST', '/jflow/publish', {
      token: t('admin'),
      body: {
        processName: `Opinion off ${Date.now()}`,
        processType: 'hr',
        modelContent: JSON.stringify(decidingFlow()),
        settings: { taskNodes: false },
      },
    });
    expect(opinionOff.body.msg).toBe(
      '"node op" is a task node, but task nodes are switched off for this flow',
    );
    expect((opinionOff.body.data as { nodeId: string }[]).map((problem) => problem.nodeId)).toEqual([
      'op',
      'h1',
    ]);

    const published = await server.request<{ version: number }>('POST', '/jflow/publish', {
      token: t('admin'),
      body: {
        processName: `Task nodes on ${Date.now()}`,
        processType: 'hr',
        modelContent: JSON.stringify(tree),
      },
    });
    expect(ok(published.body).version).toBe(1);
  });

  it('agreeing takes the agree branch to a handler node, which is marked handled (it cannot be rejected)', async () => {
    const processId = await publish(server, t('admin'), decidingFlow());
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
    const handling = await taskOn(server, t('wangwu'), instanceId);
    expect(await actionsOf(t('wangwu'), handling)).toEqual(['agree', 'cc']);
    const rejected = await approve(server, t('wangwu'), handling, { isPass: false, comment: 'no' });
    expect(rejected.msg).toBe('This action is not allowed here.');
    ok(await approve(server, t('wangwu'), handling, { comment: 'filed' }));
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect(dynamics.instanceState).toBe(1);
    expect(dynamics.entries.filter((e) => e.taskType === 1).map((e) => [e.taskName, e.taskState])).toEqual([
      ['node a1', 1],
      ['Archive', 1],
    ]);
  });

  it('rejecting before an opinion group takes the disagree branch instead of ending the application', async () => {
    const processId = await publish(server, t('admin'), decidingFlow());
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    ok(
      await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId), {
        isPass: false,
        comment: 'needs a second look',
      }),
    );
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect(dynamics.instanceState).toBe(0);
    const second = await taskOn(server, t('zhaoliu'), instanceId);
    expect(await actionsOf(t('zhaoliu'), second)).toContain('reject');
    ok(await approve(server, t('zhaoliu'), second));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(1);
  });
});
