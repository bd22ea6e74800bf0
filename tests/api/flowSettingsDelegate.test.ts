import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { runDueReminders } from '../../server/modules/approval/reminders/fillReminders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';
const HOUR = 3_600_000;

interface DelegationRow {
  id: string;
  delegateId: string;
  delegateName: string;
  startTime: number;
  endTime: number;
  allFlows: boolean;
  processIds: string[];
  processNames: string[];
}

const save = (token: string, body: Record<string, unknown>) =>
  server.request<{ id: string }>('POST', '/jflow/delegation/save', { token, body }).then((r) => r.body);
const list = async (token: string) =>
  ok((await server.request<DelegationRow[]>('GET', '/jflow/delegation/list', { token })).body);
const window = (fromHours: number, toHours: number) => ({
  startTime: server.clock.now.getTime() + fromHours * HOUR,
  endTime: server.clock.now.getTime() + toHours * HOUR,
});
type TodoRow = Awaited<ReturnType<typeof todo>>[number] & { onBehalfOf: string; delegatedTo: string };

describe(`delegations on ${dbKind}`, () => {
  it('saves, lists, changes and removes the caller’s own delegations, with the rules of the form', async () => {
    const { id } = ok(
      await save(t('zhaoliu'), { delegateId: IDS.wangwu, ...window(10, 20), allFlows: true, processIds: [] }),
    );
    expect(await list(t('zhaoliu'))).toEqual([
      expect.objectContaining({
        id,
        delegateId: IDS.wangwu,
        delegateName: expect.any(String),
        allFlows: true,
      }),
    ]);
    expect(await list(t('wangwu'))).toEqual([]);
    const bad = async (body: Record<string, unknown>) => {
      const answer = await save(t('zhaoliu'), {
        delegateId: IDS.wangwu,
        ...window(30, 40),
        allFlows: true,
        processIds: [],
        ...body,
      });
      expect(answer.code).toBe('40001');
      return answer as unknown as { msg: string; data: { field: string } };
    };
    expect((await bad(window(5, 5))).data.field).toBe('endTime');
    expect((await bad({ delegateId: IDS.zhaoliu })).data.field).toBe('delegateId');
    expect((await bad({ delegateId: 'U9999' })).data.field).toBe('delegateId');
    expect((await bad({ allFlows: false, processIds: [] })).data.field).toBe('processIds');
    expect((await bad({ allFlows: false, processIds: ['nope'] })).data.field).toBe('processIds');
    const overlap = await bad(window(15, 25));
    expect(overlap.data.field).toBe('startTime');
    expect(overlap.msg).toMatch(/overlap/i);
    // the delegate may not hand back to zhaoliu in an overlapping window (A→B→A)
    const loop = (await save(t('wangwu'), {
      delegateId: IDS.zhaoliu,
      ...window(19, 30),
      allFlows: true,
      processIds: [],
    })) as unknown as { code: string; msg: string; data: { field: string } };
    expect([loop.code, loop.data.field]).toEqual(['40001', 'delegateId']);
    expect(loop.msg).toMatch(/loop/i);
    // after the window it may
    ok(
      await save(t('wangwu'), { delegateId: IDS.zhaoliu, ...window(20, 30), allFlows: true, processIds: [] }),
    );
    // someone else's delegation cannot be changed or removed
    const foreign = await server.request('POST', '/jflow/delegation/remove', {
      token: t('wangwu'),
      body: { id },
    });
    expect(foreign.body.code).not.toBe('10000');
    ok(
      await save(t('zhaoliu'), { id, delegateId: IDS.lisi, ...window(1, 2), allFlows: true, processIds: [] }),
    );
    expect((await list(t('zhaoliu')))[0]).toMatchObject({ delegateId: IDS.lisi });
    ok(
      (await server.request('POST', '/jflow/delegation/remove', { token: t('zhaoliu'), body: { id } })).body,
    );
    expect(await list(t('zhaoliu'))).toEqual([]);
  });

  it('a task made in the window goes to the delegate, on behalf of the assignee, who sees it read-only', async () => {
    const tree = flow([approver('a1', [IDS.lisi])]);
    const processId = await publish(server, t('admin'), tree, { delegate: true });
    const other = await publish(server, t('admin'), tree, { delegate: true });
    const { id } = ok(
      await save(t('lisi'), {
        delegateId: IDS.wangwu,
        ...window(-1, 5),
        allFlows: false,
        processIds: [processId],
      }),
    );
    expect((await list(t('lisi')))[0]?.processNames).toEqual([expect.stringMatching(/^Flow /)]);
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const forDelegate = ((await todo(server, t('wangwu'))) as TodoRow[]).find((r) => r.id === instanceId);
    expect(forDelegate).toMatchObject({ onBehalfOf: expect.any(String), delegatedTo: '' });
    expect(forDelegate?.onBehalfOf).not.toBe('');
    const forAssignee = ((await todo(server, t('lisi'))) as TodoRow[]).find((r) => r.id === instanceId);
    expect(forAssignee).toMatchObject({ onBehalfOf: '', taskId: forDelegate?.taskId });
    expect(forAssignee?.delegatedTo).not.toBe('');
    const taskId = forDelegate?.taskId ?? '';
    const asAssignee = ok(
      (
        await server.request<{ actions: string[]; onBehalfOfId: string }>(
          'GET',
          `/jflow/taskInfo?taskId=${taskId}`,
          {
            token: t('lisi'),
          },
        )
      ).body,
    );
    expect(asAssignee).toMatchObject({ actions: [], onBehalfOfId: IDS.lisi });
    expect((await approve(server, t('lisi'), taskId)).code).not.toBe('10000');
    const timeline = await info(server, t('zhangsan'), instanceId);
    expect(timeline.entries.flatMap((e) => e.notes.map((n) => n.messageKey))).toContain(
      'engine.note.delegated',
    );
    const people = timeline.entries.flatMap((e) => e.approvalInfos) as { onBehalfOf?: string }[];
    expect(people.filter((p) => p.onBehalfOf).length).toBe(1);
    ok(await approve(server, t('wangwu'), taskId));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(1);

    // another flow (not chosen) is not delegated
    const elsewhere = await startApp(server, t('zhangsan'), other, { days: 1 });
    expect((await todo(server, t('lisi'))).find((r) => r.id === elsewhere)).toMatchObject({
      delegatedTo: '',
    });
    ok((await server.request('POST', '/jflow/delegation/remove', { token: t('lisi'), body: { id } })).body);
  });

  it('a task opened by an approval later in the flow is delegated too', async () => {
    const tree = flow([approver('a0', [IDS.zhaoliu]), approver('a1', [IDS.lisi])]);
    const processId = await publish(server, t('admin'), tree, { delegate: true });
    const { id } = ok(
      await save(t('lisi'), { delegateId: IDS.wangwu, ...window(-1, 1), allFlows: true, processIds: [] }),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const first = (await todo(server, t('zhaoliu'))).find((r) => r.id === instanceId);
    ok(await approve(server, t('zhaoliu'), first?.taskId ?? ''));
    const row = ((await todo(server, t('wangwu'))) as TodoRow[]).find((r) => r.id === instanceId);
    expect(row?.onBehalfOf).not.toBe('');
    ok(await approve(server, t('wangwu'), row?.taskId ?? ''));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(1);
    ok((await server.request('POST', '/jflow/delegation/remove', { token: t('lisi'), body: { id } })).body);
  });

  it('with the switch off, or outside the window, the assignee keeps the task', async () => {
    const tree = flow([approver('a1', [IDS.lisi])]);
    const off = await publish(server, t('admin'), tree);
    const { id } = ok(
      await save(t('lisi'), { delegateId: IDS.wangwu, ...window(-1, 1), allFlows: true, processIds: [] }),
    );
    const first = await startApp(server, t('zhangsan'), off, { days: 1 });
    expect((await todo(server, t('wangwu'))).some((r) => r.id === first)).toBe(false);
    const on = await publish(server, t('admin'), tree, { delegate: true });
    server.clock.advance(2 * HOUR);
    const later = await startApp(server, t('zhangsan'), on, { days: 1 });
    expect((await todo(server, t('wangwu'))).some((r) => r.id === later)).toBe(false);
    expect((await todo(server, t('lisi'))).find((r) => r.id === later)).toMatchObject({ delegatedTo: '' });
    ok((await server.request('POST', '/jflow/delegation/remove', { token: t('lisi'), body: { id } })).body);
  });
});

describe(`reminders to fill in on ${dbKind}`, () => {
  const reminderLetters = async (userId: string) =>
    server.deps.db
      .select({ title: letters.title, content: letters.content })
      .from(letters)
      .where(and(eq(letters.userId, userId), eq(letters.category, 'approval.fillReminder')));

  it('letters the named people who have not applied, once per period, across servers and restarts', async () => {
    const peer = await server.startPeer();
    // the test clock starts on Saturday 2026-11-21 09:00 UTC
    server.clock.now = new Date('2026-11-21T09:00:00Z');
    const who = (members: string[], roles: string[] = []) => ({
      members: members.map((id) => ({ id, name: id })),
      roles: roles.map((id) => ({ id, name: id })),
      organisations: [],
    });
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.admin])]), {
      reminders: [
        // monthly on the 21st at 08:00: zhangsan and role R102 (lisi, wangwu)
        {
          id: 'm',
          day: 21,
          time: '08:00',
          isEnabled: true,
          who: who([IDS.zhangsan], ['R102']),
          message: 'File the report',
        },
        // every working day at 10:00: zhaoliu and a stranger of another tenant
        { id: 'd', day: 0, time: '10:00', isEnabled: true, who: who([IDS.zhaoliu, 'U2001']) },
        { id: 'off', day: 0, time: '00:00', isEnabled: false, who: who([IDS.zhaoliu]) },
      ],
    });
    await startApp(server, t('zhangsan'), processId, { days: 1 });
    const now = server.clock.now;
    const sent = await Promise.all([runDueReminders(server.deps, now), runDueReminders(peer.deps, now)]);
    // the workers of both servers may have fired it already; either way each person has exactly one letter
    expect(sent[0] + sent[1]).toBeLessThanOrEqual(2);
    expect(await reminderLetters(IDS.lisi)).toEqual([
      { title: expect.stringContaining('Flow '), content: 'File the report' },
    ]);
    expect(await reminderLetters(IDS.wangwu)).toHaveLength(1);
    expect(await reminderLetters(IDS.zhangsan)).toEqual([]);
    expect(await reminderLetters(IDS.zhaoliu)).toEqual([]);

    // Monday 09:30: the daily one is not due yet; the monthly one fired for November already
    server.clock.now = new Date('2026-11-23T09:30:00Z');
    expect(await runDueReminders(server.deps, server.clock.now)).toBe(0);
    server.clock.now = new Date('2026-11-23T10:05:00Z');
    await runDueReminders(peer.deps, server.clock.now);
    await runDueReminders(server.deps, server.clock.now);
    expect(await reminderLetters(IDS.zhaoliu)).toEqual([
      // in the reader's language: zhaoliu chose none, so the tenant's default (Chinese)
      { title: expect.stringContaining('Flow '), content: expect.stringContaining('尚未提交') },
    ]);
    expect(await reminderLetters('U2001')).toEqual([]);
    // a server started later (a restart) sends nothing again for the same periods
    const restarted = await server.startPeer();
    expect(await runDueReminders(restarted.deps, server.clock.now)).toBe(0);
    expect(await reminderLetters(IDS.lisi)).toHaveLength(1);
    // the next working day is a new period
    server.clock.now = new Date('2026-11-24T10:00:00Z');
    await runDueReminders(restarted.deps, server.clock.now);
    expect(await reminderLetters(IDS.zhaoliu)).toHaveLength(2);
  });
});
