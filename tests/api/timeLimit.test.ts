/**
 * Time limits through the API (workflow spec §6 "time limit", §4.1 task state 3): timers are written with the
 * task, the runner fires them on the server's clock (moved by the test), each expiry action shows in the to-do
 * list and the timeline, a timer fires once, and the flow setting off means no timer at all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeTimeLimit } from '@shared/flow/types';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { fireDueTimers, readTimerOptions } from '../../server/modules/approval/timers/timerWorker';
import { readBacklog } from '../../server/modules/ops/metrics/backlog';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo } from './approval.kit';

const HOUR = 60 * 60 * 1000;
let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
  // wangwu's department (O110) names zhaoliu as its leader; lisi's (O130) names nobody
  await server.deps.db.execute(
    sql`update organizations set leader = ${IDS.zhaoliu} where merchant_id = 'M001' and organize_id = 'O110'`,
  );
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';
/** Moves the server's clock; sessions of the moved time are signed in again. */
const advance = async (ms: number) => {
  server.clock.advance(ms);
  for (const name of Object.keys(tokens)) tokens[name] = await server.tokenFor(name);
};
const fire = () => fireDueTimers(server.deps, readTimerOptions(), `test-${Math.random()}`);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await server.deps.db.execute(query)) as unknown as { rows: T[] };

/** A published two-node flow whose first approver (lisi unless named) has a 2-hour limit with a 1-hour reminder. */
const limitedFlow = (
  limit: Partial<NodeTimeLimit>,
  settings: Record<string, unknown> = { timeLimit: true },
  first: string = IDS.lisi,
) =>
  publish(
    server,
    t('admin'),
    flow([
      approver('a1', [first], {
        configure: {
          timeLimit: { amount: 2, unit: 'hours', remindBeforeHours: 1, action: 'remind', ...limit },
        },
      }),
      approver('a2', [first === IDS.wangwu ? IDS.lisi : IDS.wangwu]),
    ]),
    settings,
  );

const timersOf = async (instanceId: string) =>
  (
    await rows<{ kind: string; status: string; outcome: string }>(
      sql`select kind, status, outcome from wf_timers where instance_id = ${instanceId} order by kind`,
    )
  ).rows;

const notesOf = async (instanceId: string) => {
  const answer = await info(server, t('zhangsan'), instanceId);
  return [...answer.notes, ...answer.entries.flatMap((entry) => entry.notes)].map((note) => note.messageKey);
};

describe(`time limits on ${dbKind}`, () => {
  it('with the flow setting off, a node limit makes no timer and the task never runs over', async () => {
    const processId = await limitedFlow({ action: 'approve' }, { timeLimit: false });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await timersOf(instanceId)).toEqual([]);
    await advance(3 * HOUR);
    await fire();
    const row = (await todo(server, t('lisi'))).find((r) => r.id === instanceId);
    expect(row?.taskState).toBe(0);
  });

  it('remind: a reminder before the deadline, then overtime (3) in the to-do list and the timeline; the approver still acts', async () => {
    const processId = await limitedFlow({ action: 'remind' });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await timersOf(instanceId)).toEqual([
      { kind: 'expiry', status: 'pending', outcome: '' },
      { kind: 'reminder', status: 'pending', outcome: '' },
    ]);
    await advance(HOUR);
    await fire();
    expect(await notesOf(instanceId)).toContain('engine.note.timeReminder');
    const [task] = (await todo(server, t('lisi'))).filter((r) => r.id === instanceId);
    const letters = await rows<{ title: string; bizId: string }>(
      sql`select title, biz_id as "bizId" from letters where user_id = ${IDS.lisi} and category = 'approval.overtime'
        and biz_id = ${task?.taskId ?? ''}`,
    );
    expect(letters.rows).toHaveLength(1);
    expect(letters.rows[0]?.title).toMatch(/^(Time limit|时限提醒)/);
    expect((await todo(server, t('lisi'))).find((r) => r.id === instanceId)?.taskState).toBe(0);
    await advance(HOUR);
    await fire();
    expect((await todo(server, t('lisi'))).find((r) => r.id === instanceId)?.taskState).toBe(3);
    const timeline = await info(server, t('zhangsan'), instanceId);
    expect(timeline.entries.find((entry) => entry.taskType === 1)?.taskState).toBe(3);
    expect(await notesOf(instanceId)).toContain('engine.note.overdue');
    expect(await timersOf(instanceId)).toEqual([
      { kind: 'expiry', status: 'done', outcome: 'fired' },
      { kind: 'reminder', status: 'done', outcome: 'fired' },
    ]);
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
    const after = await info(server, t('zhangsan'), instanceId);
    expect(after.entries.find((entry) => entry.taskType === 1)?.taskState).toBe(1);
    expect(await taskOn(server, t('wangwu'), instanceId)).toBeTruthy();
  });

  it('approve: closes the task as adopt with a note and moves on; a timer of a handled task ends as already handled', async () => {
    const processId = await limitedFlow({ action: 'approve', remindBeforeHours: 0 });
    const early = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const late = await startApp(server, t('zhangsan'), processId, { days: 2 });
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), early)));
    await advance(2 * HOUR);
    await fire();
    expect(await timersOf(early)).toEqual([{ kind: 'expiry', status: 'done', outcome: 'alreadyHandled' }]);
    expect(await notesOf(late)).toEqual(
      expect.arrayContaining(['engine.note.overdue', 'engine.note.overdueApproved']),
    );
    expect((await todo(server, t('lisi'))).some((r) => r.id === late)).toBe(false);
    expect(await taskOn(server, t('wangwu'), late)).toBeTruthy();
  });

  it('reject: the application ends rejected', async () => {
    const processId = await limitedFlow({ action: 'reject', remindBeforeHours: 0 });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    await advance(2 * HOUR);
    await fire();
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(2);
  });

  it('transfer: the named person gets the task', async () => {
    const processId = await limitedFlow({
      action: 'transfer',
      remindBeforeHours: 0,
      transferTo: { id: IDS.zhaoliu, name: 'zhaoliu' },
    });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    await advance(2 * HOUR);
    await fire();
    expect(await taskOn(server, t('zhaoliu'), instanceId)).toBeTruthy();
    expect(await notesOf(instanceId)).toContain('engine.note.overdueTransferred');
  });

  it('escalate: to the department leader, or to the tenant administrator when the department names none', async () => {
    const processId = await limitedFlow({ action: 'escalate', remindBeforeHours: 0 });
    const ofWangwu = await limitedFlow(
      { action: 'escalate', remindBeforeHours: 0 },
      { timeLimit: true },
      IDS.wangwu,
    );
    const toAdmin = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const toLeader = await startApp(server, t('zhangsan'), ofWangwu, { days: 1 });
    await advance(2 * HOUR);
    await fire();
    expect(await taskOn(server, t('admin'), toAdmin)).toBeTruthy();
    expect(await notesOf(toAdmin)).toContain('engine.note.escalatedToAdmin');
    expect(await taskOn(server, t('zhaoliu'), toLeader)).toBeTruthy();
    expect(await notesOf(toLeader)).toContain('engine.note.escalated');
  });

  it('a timer fired again (lease lost after its action committed) changes nothing: the request key answers', async () => {
    const processId = await limitedFlow({ action: 'remind', remindBeforeHours: 0 });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    await advance(2 * HOUR);
    expect((await readBacklog(server.deps.db, server.clock.now)).queues).toContainEqual(
      expect.objectContaining({ queue: 'approval_timers', due: expect.any(Number) }),
    );
    await fire();
    const version = async () =>
      (await rows<{ version: number }>(sql`select version from wf_instances where id = ${instanceId}`))
        .rows[0]?.version;
    const before = await version();
    await server.deps.db.execute(
      sql`update wf_timers set status = 'pending' where instance_id = ${instanceId}`,
    );
    await fire();
    expect(await version()).toBe(before);
    expect(await timersOf(instanceId)).toEqual([{ kind: 'expiry', status: 'done', outcome: 'fired' }]);
  });

  it('refuses to publish an incomplete limit, naming the node', async () => {
    const body = (
      await server.request('POST', '/jflow/add', {
        token: t('admin'),
        body: {
          processName: 'Bad limit',
          processType: 'hr',
          formIds: [],
          modelContent: JSON.stringify(
            flow([
              approver('a1', [IDS.lisi], {
                nodeName: 'Manager',
                configure: {
                  timeLimit: { amount: 1, unit: 'hours', remindBeforeHours: 0, action: 'transfer' },
                },
              }),
            ]),
          ),
          settings: { timeLimit: true },
        },
      })
    ).body as { data: { id: string } };
    const deployed = await server.request('GET', `/jflow/deploy?id=${body.data.id}`, { token: t('admin') });
    expect(deployed.body.msg).toBe('"Manager" transfers on timeout but names nobody');
  });
});
