/**
 * Display settings (title and summary per instance) and administration of instances: the instance list's
 * filters, force-terminate, reassign, data push retry/skip and the instance's frozen flow version.
 */
import { InstanceState, TaskState } from '@shared/approval/states';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, wfInstances } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo, type Page } from './approval.kit';

let server: TestServer;
let hook: Server;
let hookPort = 0;
let hookStatus = 500;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  hook = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.statusCode = hookStatus;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const address = hook.address();
  hookPort = typeof address === 'object' && address ? address.port : 0;
  server = await startServer({ outboundAllowlist: ['127.0.0.1'] });
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => hook.close(resolve));
});

interface SummaryRow {
  id: string;
  taskId: string;
  itemName: string;
  title: string;
  createBy: string;
  instanceState: number;
  summary: { key: string; label: string; value: string }[];
}

const instancePage = async (token: string, query: string) =>
  server.request<Page<SummaryRow>>('GET', `/jflow/instancePage?pageNum=1&limit=50&${query}`, { token });

const adminDetail = async (instanceId: string) =>
  ok(
    (
      await server.request<{
        instanceState: number;
        openTasks: { taskId: string; nodeName: string; assigneeName: string }[];
        pushes: { id: number; event: string; status: string; attempts: number }[];
      }>('GET', `/jflow/instanceAdmin?id=${instanceId}`, { token: t('admin') })
    ).body,
  );

describe(`display settings and instance administration on ${dbKind}`, () => {
  it('computes the custom title and the custom summary (chosen order, removed fields dropped) per instance', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]), {
      titleMode: 'custom',
      customTitle: '{initiator}: {field:days} days ({processName})',
      summaryMode: 'custom',
      summaryFields: ['reason', 'removedField', 'days'],
    });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 3, reason: 'trip' });
    const row = (await todo(server, t('lisi'))).find((r) => r.id === instanceId) as unknown as SummaryRow;
    expect(row.title).toMatch(new RegExp(`^${row.createBy}: 3 days \\(Flow .+\\)$`));
    expect(row.summary).toEqual([
      { key: 'reason', label: 'Reason', value: 'trip' },
      { key: 'days', label: 'Days', value: '3' },
    ]);
    const mine = ok(
      (
        await server.request<Page<SummaryRow>>('GET', '/jflow/myProcess?pageNum=1&limit=50', {
          token: t('zhangsan'),
        })
      ).body,
    ).rows.find((r) => r.id === instanceId);
    expect(mine?.title).toBe(row.title);
    expect(mine?.summary.map((item) => item.key)).toEqual(['reason', 'days']);
    const task = ok(
      (await server.request<SummaryRow>('GET', `/jflow/taskInfo?taskId=${row.taskId}`, { token: t('lisi') }))
        .body,
    );
    expect(task.title).toBe(row.title);
    expect(task.summary.map((item) => item.value)).toEqual(['trip', '3']);
  });

  it('shows the first 3 fields, required first, by default, without the fields hidden at the task node', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi], { privileges: [{ key: 'reason', disabled: false, hidden: true }] })]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, {
      days: 2,
      reason: 'r',
      secret: 's',
    });
    const row = (await todo(server, t('lisi'))).find((r) => r.id === instanceId) as unknown as SummaryRow;
    expect(row.title).toBe(row.itemName);
    expect(row.summary.map((item) => [item.key, item.value]).slice(0, 2)).toEqual([
      ['days', '2'],
      ['secret', 's'],
    ]);
    expect(row.summary[2]?.key).toBe('serialNo');
    const mine = ok(
      (await instancePage(t('admin'), `keyword=${encodeURIComponent(row.itemName)}`)).body,
    ).rows;
    expect(mine.find((r) => r.id === instanceId)?.summary.map((item) => item.key)).toEqual([
      'days',
      'reason',
      'secret',
    ]);
  });

  it('filters the tenant instance list by flow, state, initiator, start date and text, with paging', async () => {
    const flowA = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const flowB = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const first = await startApp(
      server,
      t('zhangsan'),
      flowA,
      { days: 1 },
      { itemName: 'Filter alpha trip' },
    );
    server.clock.advance(60_000);
    const middle = server.clock.now.getTime();
    const second = await startApp(server, t('wangwu'), flowA, { days: 1 }, { itemName: 'Filter beta trip' });
    server.clock.advance(1000);
    const third = await startApp(server, t('zhangsan'), flowB, { days: 1 }, { itemName: 'Filter gamma' });
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), third)));
    const ids = async (query: string) =>
      ok((await instancePage(t('admin'), query)).body)
        .rows.map((r) => r.id)
        .filter((id) => [first, second, third].includes(id));

    expect(await ids(`processId=${flowA}`)).toEqual([second, first]);
    expect(await ids(`state=${InstanceState.Approved}&keyword=Filter`)).toEqual([third]);
    expect(await ids(`initiatorId=${IDS.zhangsan}&keyword=Filter`)).toEqual([third, first]);
    expect(await ids(`from=${middle}&keyword=Filter`)).toEqual([third, second]);
    expect(await ids(`to=${middle}&keyword=Filter`)).toEqual([first]);
    expect(await ids('keyword=trip')).toEqual([second, first]);
    expect(await ids('keyword=100%25')).toEqual([]);
    const paged = ok(
      (
        await server.request<Page<SummaryRow>>(
          'GET',
          '/jflow/instancePage?pageNum=2&limit=1&keyword=Filter%20',
          { token: t('admin') },
        )
      ).body,
    );
    expect(paged.total).toBe(3);
    expect(paged.rows.map((r) => r.id)).toEqual([second]);

    const refused = await instancePage(t('zhangsan'), '');
    expect(refused.body.code).toBe('40301');
    const foreign = ok((await instancePage(t('admin2'), 'keyword=Filter')).body);
    expect(foreign.total).toBe(0);
    const bad = await instancePage(t('admin'), 'state=abc');
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).toBe('40001');
    expect(bad.body.msg).toContain('state');
  });

  it('force-terminates with a reason: the list shows the state, the timeline the reason', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const terminate = (token: string) =>
      server.request('POST', '/jflow/updateState', {
        token,
        body: { id: instanceId, instanceState: InstanceState.Terminated, comment: 'duplicate request' },
      });
    expect((await terminate(t('lisi'))).body.code).toBe('40301');
    ok((await terminate(t('admin'))).body);
    expect((await terminate(t('admin'))).body.msg).toBe('The application is no longer under approval.');
    const rows = ok((await instancePage(t('admin'), `processId=${processId}`)).body).rows;
    expect(rows.map((r) => r.instanceState)).toEqual([InstanceState.Terminated]);
    expect((await adminDetail(instanceId)).openTasks).toEqual([]);
    const timeline = await info(server, t('admin'), instanceId);
    expect(timeline.notes.map((n) => n.messageKey)).toContain('engine.note.terminated');
  });

  it('reassigns a stuck task through the engine: exactly once, with a timeline note, admins of the tenant only', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.zhaoliu])]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const [open] = (await adminDetail(instanceId)).openTasks;
    expect(open).toMatchObject({ nodeName: 'node a1' });
    const taskId = open?.taskId ?? '';
    const reassign = (token: string, body: Record<string, unknown>) =>
      server.request('POST', '/jflow/reassign', { token, body: { taskId, ...body } });

    expect((await reassign(t('lisi'), { targetUserId: IDS.wangwu })).body.code).toBe('40301');
    expect((await reassign(t('admin2'), { targetUserId: IDS.wangwu })).body.code).toBe('40401');
    const unknown = (await reassign(t('admin'), { targetUserId: 'U-nobody' })).body;
    expect(unknown.code).toBe('40001');
    expect(unknown.msg).toContain('targetUserId');
    expect((await reassign(t('admin'), { targetUserId: IDS.lisi })).body.msg).toBe(
      'That node cannot be chosen.',
    );

    const requestId = 'reassign-once-1';
    ok((await reassign(t('admin'), { targetUserId: IDS.wangwu, comment: 'on leave', requestId })).body);
    const versionAfter = async () =>
      (
        await server.deps.db
          .select({ version: wfInstances.version })
          .from(wfInstances)
          .where(eq(wfInstances.id, instanceId))
      )[0]?.version;
    const version = await versionAfter();
    ok((await reassign(t('admin'), { targetUserId: IDS.wangwu, comment: 'on leave', requestId })).body);
    expect(await versionAfter()).toBe(version);
    const again = (await reassign(t('admin'), { targetUserId: IDS.zhaoliu })).body;
    expect(again.msg).toMatch(/already/i);

    expect((await todo(server, t('lisi'))).some((r) => r.id === instanceId)).toBe(false);
    const moved = await taskOn(server, t('wangwu'), instanceId);
    const timeline = await info(server, t('zhangsan'), instanceId);
    const a1 = timeline.entries.find((e) => e.taskName === 'node a1');
    expect(a1?.notes.map((n) => n.messageKey)).toContain('engine.note.reassigned');
    expect(a1?.approvalInfos.map((a) => a.taskState)).toEqual([TaskState.Transfer, TaskState.Processing]);
    ok(await approve(server, t('wangwu'), moved));
    await taskOn(server, t('zhaoliu'), instanceId);
  });

  it('retries or skips a failed data push of an instance', { timeout: 60_000 }, async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    ok(
      (
        await server.request('POST', '/workflow/callback/config/add', {
          token: t('admin'),
          body: {
            processId,
            url: `http://127.0.0.1:${hookPort}/hook`,
            method: 'POST',
            dataFormat: 'json',
            fieldMapping: [],
            events: [],
            enabled: true,
          },
        })
      ).body,
    );
    hookStatus = 500;
    const pushed = async () => {
      const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
      ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
      const tried = await eventually(async () => {
        const detail = await adminDetail(instanceId);
        expect(detail.pushes[0]?.attempts).toBe(1);
        return detail;
      }, 20_000);
      const push = tried.pushes[0];
      if (!push) throw new Error('no push');
      expect(push.event).toBe('approved');
      // the worker gave up after its attempts
      await server.deps.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, push.id));
      return { instanceId, pushId: push.id };
    };
    const retried = await pushed();
    const skipped = await pushed();
    const settle = (path: string, id: number, token = t('admin')) =>
      server.request('POST', path, { token, body: { id } });

    expect((await settle('/jflow/pushRetry', retried.pushId, t('lisi'))).body.code).toBe('40301');
    expect((await settle('/jflow/pushRetry', retried.pushId, t('admin2'))).body.code).toBe('40401');
    hookStatus = 200;
    ok((await settle('/jflow/pushRetry', retried.pushId)).body);
    await eventually(async () => {
      expect((await adminDetail(retried.instanceId)).pushes[0]).toMatchObject({
        status: 'done',
        attempts: 1,
      });
    }, 20_000);
    expect((await settle('/jflow/pushSkip', retried.pushId)).body.msg).toBe(
      'Only a failed push can be retried or skipped (this one is done).',
    );

    ok((await settle('/jflow/pushSkip', skipped.pushId)).body);
    expect((await adminDetail(skipped.instanceId)).pushes[0]).toMatchObject({ status: 'skipped' });
    expect((await settle('/jflow/pushRetry', skipped.pushId)).body.code).toBe('50001');
  });

  it("draws the instance's frozen flow after the template was published again", async () => {
    const processId = await publish(server, t('admin'), flow([approver('old', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const detail = ok(
      (
        await server.request<{ processName: string; processType: string; formIds: string[] }>(
          'GET',
          `/jflow/detail?id=${processId}`,
          { token: t('admin') },
        )
      ).body,
    );
    ok(
      (
        await server.request('POST', '/jflow/publish', {
          token: t('admin'),
          body: {
            id: processId,
            processName: detail.processName,
            processType: detail.processType,
            formIds: detail.formIds,
            modelContent: JSON.stringify(
              flow([approver('new1', [IDS.wangwu]), approver('new2', [IDS.zhaoliu])]),
            ),
          },
        })
      ).body,
    );
    const current = ok(
      (
        await server.request<{ modelContent: string }>('GET', `/jflow/detail?id=${processId}`, {
          token: t('admin'),
        })
      ).body,
    );
    expect(current.modelContent).toContain('new1');
    const processInfo = ok(
      (
        await server.request<{ modelContent: string; nodeStatuses: Record<string, number> }>(
          'GET',
          `/jflow/nodeInfo?id=${instanceId}`,
          { token: t('admin') },
        )
      ).body,
    );
    expect(processInfo.modelContent).toContain('"old"');
    expect(processInfo.modelContent).not.toContain('new1');
    expect(processInfo.nodeStatuses).toMatchObject({ old: 1 });
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Approved);
  });
});
