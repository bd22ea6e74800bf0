import { InstanceState, TaskState } from '@shared/approval/states';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { wfInstances, wfTasks } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo, type Page } from './approval.kit';

let server: TestServer;
let hook: Server;
let hookPort = 0;
const received: { body: string; type: string }[] = [];
let failuresLeft = 1;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ body, type: String(req.headers['content-type']) });
      res.statusCode = failuresLeft-- > 0 ? 500 : 200;
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const address = hook.address();
  hookPort = typeof address === 'object' && address ? address.port : 0;
  server = await startServer({ outboundAllowlist: ['127.0.0.1', '*.example.com'] });
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => hook.close(resolve));
});

const waitFor = async <T>(read: () => Promise<T>, isDone: (value: T) => boolean, ms = 25_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

describe(`approval concurrency and push on ${dbKind}`, () => {
  it('50 simultaneous approves of one or-sign node: exactly one passes, the rest are told it was handled', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([
        approver('any', [IDS.lisi, IDS.wangwu, IDS.zhaoliu], { examineMode: 3 }),
        approver('next', [IDS.admin]),
      ]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const people = ['lisi', 'wangwu', 'zhaoliu'];
    const taskIds = await Promise.all(people.map((name) => taskOn(server, t(name), instanceId)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => approve(server, t(people[i % 3] ?? ''), taskIds[i % 3] ?? '')),
    );
    expect(answers.filter((a) => a.code === '10000')).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== '10000');
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(answer.msg).toMatch(/^This task has already been handled( by .+)?\.$/);
    const dynamics = await info(server, t('zhangsan'), instanceId);
    const anyEntry = dynamics.entries.find((e) => e.taskName === 'node any');
    expect(anyEntry?.approvalInfos.filter((a) => a.taskState === TaskState.Adopt)).toHaveLength(1);
    expect(anyEntry?.approvalInfos.filter((a) => a.taskState === TaskState.Termination)).toHaveLength(2);
    expect((await todo(server, t('admin'))).filter((r) => r.id === instanceId)).toHaveLength(1);
  });

  it('answers a repeated request key once: same answer, one effect', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]),
    );
    const requestId = 'start-key-0001';
    const [first, second] = await Promise.all([
      startApp(server, t('zhangsan'), processId, { days: 1 }, { requestId }),
      startApp(server, t('zhangsan'), processId, { days: 1 }, { requestId }),
    ]);
    expect(first).toBe(second);
    const taskId = await taskOn(server, t('lisi'), first);
    const answers = await Promise.all(
      [1, 2, 3].map(() => approve(server, t('lisi'), taskId, { requestId: 'approve-key-0001' })),
    );
    expect(answers.map((a) => a.code)).toEqual(['10000', '10000', '10000']);
    expect((await todo(server, t('wangwu'))).filter((r) => r.id === first)).toHaveLength(1);
  });

  it('refuses an action whose task row changed behind the instance: already handled, and nothing is written', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    // another writer moved the task row on without the instance (the row version no longer matches the state)
    await server.deps.db
      .update(wfTasks)
      .set({ version: sql`${wfTasks.version} + 1` })
      .where(eq(wfTasks.id, taskId));
    const answer = await approve(server, t('lisi'), taskId);
    expect(answer.code).not.toBe('10000');
    expect(answer.msg).toBe('This task has already been handled.');
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect(dynamics.instanceState).toBe(InstanceState.UnderApproval);
    expect(
      dynamics.entries.find((e) => e.taskName === 'node a1')?.approvalInfos.map((a) => a.taskState),
    ).toEqual([TaskState.Processing]);
    expect((await todo(server, t('wangwu'))).filter((r) => r.id === instanceId)).toHaveLength(0);
    expect((await todo(server, t('lisi'))).filter((r) => r.id === instanceId)).toHaveLength(1);
  });

  it('refuses push URLs outside the allowlist and private addresses', async () => {
    const base = {
      processId: 'P-LEAVE',
      method: 'POST',
      dataFormat: 'json',
      fieldMapping: [],
      events: [],
      enabled: true,
    };
    expect(
      (
        await server.request('POST', '/workflow/callback/config/add', {
          token: t('admin'),
          body: { ...base, url: 'https://evil.org/x' },
        })
      ).body.code,
    ).toBe('40001');
    const internal = await server.request('POST', '/workflow/callback/config/add', {
      token: t('admin'),
      body: { ...base, url: 'http://10.0.0.8/x' },
    });
    expect(internal.body.code).toBe('40001');
  });

  it(
    'pushes after the end with retries and backoff, logs every attempt, and sends a test push',
    { timeout: 60_000 },
    async () => {
      const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
      const configId = ok(
        (
          await server.request<{ id: string }>('POST', '/workflow/callback/config/add', {
            token: t('admin'),
            body: {
              processId,
              url: `http://127.0.0.1:${hookPort}/hook`,
              method: 'POST',
              dataFormat: 'json',
              fieldMapping: [
                { source: 'days', target: 'leave_days' },
                { source: '$event', target: 'event' },
              ],
              events: ['approved'],
              enabled: true,
            },
          })
        ).body,
      ).id;
      const instanceId = await startApp(server, t('zhangsan'), processId, { days: 3 });
      ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
      type Log = { status: string; attempt: number; requestBody: string; isTest: boolean };
      const readLog = async () =>
        ok(
          (
            await server.request<Page<Log>>(
              'GET',
              `/jflow/callLog?processId=${processId}&pageNum=1&limit=20`,
              { token: t('admin') },
            )
          ).body,
        );
      const firstTry = await waitFor(readLog, (page) => page.total >= 1);
      expect(firstTry.rows.map((r) => [r.status, r.attempt])).toEqual([['fail', 1]]);
      server.clock.advance(11_000);
      const retried = await waitFor(readLog, (page) => page.total >= 2);
      expect(retried.rows.map((r) => [r.status, r.attempt])).toEqual([
        ['success', 2],
        ['fail', 1],
      ]);
      expect(JSON.parse(received.at(-1)?.body ?? '{}')).toEqual({ leave_days: 3, event: 'approved' });
      const test = ok(
        (
          await server.request<{ ok: boolean; httpStatus: number }>(
            'GET',
            `/jflow/pushDataTest?id=${configId}`,
            { token: t('admin') },
          )
        ).body,
      );
      expect(test).toMatchObject({ ok: true, httpStatus: 200 });
      expect((await readLog()).rows.filter((r) => r.isTest).map((r) => r.status)).toEqual(['success']);
    },
  );
});

/**
 * A step is written only over the rows it read (migration 0031's `wf_step_written`). The check travels with the
 * write, which on PostgreSQL goes out with the COMMIT: its failure must still reach the person as "already handled",
 * with nothing of the step kept.
 */
describe(`an approval over a task changed meanwhile, on ${dbKind}`, () => {
  it('approves a task that nobody changed (and the write is parsed on the connection)', async () => {
    const processId = await publish(server, t('admin'), flow([approver('only', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 2 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    expect((await approve(server, t('lisi'), taskId)).code).toMatch(/^10000/);
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Approved);
  });

  it('tells the approver the task was already handled, and keeps the application as it was', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('first', [IDS.lisi]), approver('second', [IDS.admin])]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    const db = server.deps.db;
    const versionOf = async () =>
      (
        await db
          .select({ version: wfInstances.version })
          .from(wfInstances)
          .where(eq(wfInstances.id, instanceId))
      )[0]?.version;
    const before = await versionOf();
    // another writer changed the task row after the instance was read (its version moved on)
    await db
      .update(wfTasks)
      .set({ version: sql`${wfTasks.version} + 1` })
      .where(eq(wfTasks.id, taskId));

    for (const [language, message] of [
      ['en_US', 'This task has already been handled.'],
      ['zh_CN', '该任务已被处理'],
    ] as const) {
      const answer = (
        await server.request('POST', '/jflow/approve', {
          token: t('lisi'),
          language,
          body: { isPass: true, taskId, comment: 'ok' },
        })
      ).body;
      expect(answer).toMatchObject({ msg: message });
      expect(answer.code).not.toMatch(/^10000/);
    }

    expect(await versionOf()).toBe(before);
    const shown = await info(server, t('zhangsan'), instanceId);
    expect(shown.instanceState).toBe(InstanceState.UnderApproval);
    const first = shown.entries.find((entry) => entry.taskName === 'node first');
    expect(first?.approvalInfos.map((a) => a.taskState)).toEqual([TaskState.Processing]);
    const [row] = await db.select().from(wfTasks).where(eq(wfTasks.id, taskId));
    expect(row?.taskState).toBe(TaskState.Processing);
    expect(row?.comment).toBe('');
  });
});
