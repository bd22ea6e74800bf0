/** Approver cc, share and void (workflow spec §6 "allow cc", "share", "void"; §4.1 instance state 6). */
import { InstanceState } from '@shared/approval/states';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters, outbox } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer({ outboundAllowlist: ['127.0.0.1'] });
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';
const post = (token: string, path: string, body: Record<string, unknown>) =>
  server.request(`POST`, path, { token, body }).then((r) => r.body);
const taskInfo = async (token: string, taskId: string) =>
  ok(
    (
      await server.request<{ actions: string[]; taskType: number }>(
        'GET',
        `/jflow/taskInfo?taskId=${taskId}`,
        {
          token,
        },
      )
    ).body,
  );
const instanceActions = async (token: string, instanceId: string) =>
  ok(
    (
      await server.request<{ canShare: boolean; canVoid: boolean; instanceState: number }>(
        'GET',
        `/jflow/nodeInfo?id=${instanceId}`,
        { token },
      )
    ).body,
  );
const ccRows = async (token: string) =>
  (await todo(server, token, 'cc')) as unknown as {
    id: string;
    taskId: string;
    isShared: boolean;
    isRead: boolean;
  }[];
const lettersTo = async (userId: string, category: string) =>
  server.deps.db
    .select({ title: letters.title })
    .from(letters)
    .where(and(eq(letters.userId, userId), eq(letters.category, category)));
const NOT_ALLOWED = 'This action is not allowed here.';
const twoSteps = flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]);

describe(`approver cc, share and void on ${dbKind}`, () => {
  it('an approver cc’s people of the tenant: cc entries, letters and a timeline note; the task stays open', async () => {
    const processId = await publish(server, t('admin'), twoSteps);
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const a1 = await taskOn(server, t('lisi'), instanceId);
    expect((await taskInfo(t('lisi'), a1)).actions).toContain('cc');
    const requestId = `cc-${instanceId}`;
    ok(await post(t('lisi'), '/jflow/cc', { taskId: a1, ccUserIds: [IDS.zhaoliu], requestId }));
    // the same request again changes nothing
    ok(await post(t('lisi'), '/jflow/cc', { taskId: a1, ccUserIds: [IDS.zhaoliu], requestId }));
    const rows = (await ccRows(t('zhaoliu'))).filter((row) => row.id === instanceId);
    expect(rows.map((row) => [row.isShared, row.isRead])).toEqual([[false, false]]);
    expect(await taskOn(server, t('lisi'), instanceId)).toBe(a1);
    expect((await lettersTo(IDS.zhaoliu, 'approval.cc')).length).toBeGreaterThan(0);
    // with the decision: agree carries a cc list
    ok(await approve(server, t('lisi'), a1, { params: { days: 1 }, ccUserIds: [IDS.admin] }));
    expect((await ccRows(t('admin'))).some((row) => row.id === instanceId)).toBe(true);
    const dynamics = await info(server, t('zhangsan'), instanceId);
    const notes = dynamics.entries.flatMap((e) => e.notes as { messageKey: string; params?: object }[]);
    expect(notes.filter((n) => n.messageKey === 'engine.note.ccAdded')).toHaveLength(2);
    // the recipient opens it read-only
    expect((await taskInfo(t('zhaoliu'), rows[0]?.taskId ?? '')).actions).toEqual([]);
  });

  it('refuses cc with the switch off (and offers no button), for someone else’s task, or for foreign people', async () => {
    const processId = await publish(server, t('admin'), twoSteps, { allowCc: false });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const a1 = await taskOn(server, t('lisi'), instanceId);
    expect((await taskInfo(t('lisi'), a1)).actions).not.toContain('cc');
    const refused = await post(t('lisi'), '/jflow/cc', { taskId: a1, ccUserIds: [IDS.zhaoliu] });
    expect([refused.code, refused.msg]).toEqual(['50001', NOT_ALLOWED]);
    const withAgree = await approve(server, t('lisi'), a1, { params: { days: 1 }, ccUserIds: [IDS.zhaoliu] });
    expect(withAgree.msg).toBe(NOT_ALLOWED);

    const open = await publish(server, t('admin'), twoSteps);
    const other = await startApp(server, t('zhangsan'), open, { days: 1 });
    const task = await taskOn(server, t('lisi'), other);
    const foreign = await post(t('lisi'), '/jflow/cc', { taskId: task, ccUserIds: ['U2001'] });
    expect([foreign.code, foreign.msg]).toEqual(['40001', expect.stringContaining('ccUserIds')]);
    const empty = await post(t('lisi'), '/jflow/cc', { taskId: task, ccUserIds: [] });
    expect(empty.code).toBe('40001');
    const notMine = await post(t('wangwu'), '/jflow/cc', { taskId: task, ccUserIds: [IDS.zhaoliu] });
    expect(notMine.code).toBe('50001');
  });

  it('shares read-only: the cc-to-me row is marked shared, opens without actions, and the timeline notes it', async () => {
    const processId = await publish(server, t('admin'), twoSteps, { share: true });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect((await instanceActions(t('zhangsan'), instanceId)).canShare).toBe(true);
    expect((await instanceActions(t('lisi'), instanceId)).canShare).toBe(true);
    ok(await post(t('lisi'), '/jflow/share', { id: instanceId, userIds: [IDS.zhaoliu] }));
    const row = (await ccRows(t('zhaoliu'))).find((r) => r.id === instanceId);
    expect(row?.isShared).toBe(true);
    expect((await taskInfo(t('zhaoliu'), row?.taskId ?? '')).actions).toEqual([]);
    expect((await lettersTo(IDS.zhaoliu, 'approval.shared')).length).toBeGreaterThan(0);
    expect((await info(server, t('zhangsan'), instanceId)).notes.map((n) => n.messageKey)).toContain(
      'engine.note.shared',
    );
    // a shared reader is not a participant: they may not share further
    const onward = await post(t('zhaoliu'), '/jflow/share', { id: instanceId, userIds: [IDS.admin] });
    expect(onward.code).toBe('50001');
    const foreign = await post(t('zhangsan'), '/jflow/share', { id: instanceId, userIds: ['U2001'] });
    expect([foreign.code, foreign.msg]).toEqual(['40001', expect.stringContaining('userIds')]);
  });

  it('refuses share with the switch off (default), and the instance offers no share', async () => {
    const processId = await publish(server, t('admin'), twoSteps);
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect((await instanceActions(t('zhangsan'), instanceId)).canShare).toBe(false);
    const refused = await post(t('zhangsan'), '/jflow/share', { id: instanceId, userIds: [IDS.zhaoliu] });
    expect([refused.code, refused.msg]).toEqual(['50001', NOT_ALLOWED]);
  });

  it('voids an approved instance: state 6 in the lists and the timeline, with a voided data push', async () => {
    const processId = await publish(server, t('admin'), twoSteps, { void: true });
    ok(
      await post(t('admin'), '/workflow/callback/config/add', {
        processId,
        url: 'http://127.0.0.1:9/hook',
        method: 'POST',
        dataFormat: 'json',
        fieldMapping: [],
        events: ['voided'],
        enabled: true,
      }),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const early = await post(t('zhangsan'), '/jflow/void', { id: instanceId, comment: 'too early' });
    expect(early.msg).toBe('Only an approved application can be voided.');
    ok(
      await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId), { params: { days: 1 } }),
    );
    ok(
      await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), instanceId), {
        params: { days: 1 },
      }),
    );
    expect(await instanceActions(t('zhangsan'), instanceId)).toMatchObject({ canVoid: true });
    expect(await instanceActions(t('lisi'), instanceId)).toMatchObject({ canVoid: false });
    expect(await instanceActions(t('admin'), instanceId)).toMatchObject({ canVoid: true });
    const notInitiator = await post(t('lisi'), '/jflow/void', { id: instanceId, comment: 'x' });
    expect(notInitiator.code).toBe('50001');
    const blank = await post(t('zhangsan'), '/jflow/void', { id: instanceId, comment: '  ' });
    expect([blank.code, blank.msg]).toEqual(['40001', expect.stringContaining('comment')]);
    ok(await post(t('zhangsan'), '/jflow/void', { id: instanceId, comment: 'wrong amount' }));
    const dynamics = await instanceActions(t('zhangsan'), instanceId);
    expect([dynamics.instanceState, dynamics.canVoid]).toEqual([InstanceState.Voided, false]);
    const timeline = await info(server, t('zhangsan'), instanceId);
    expect(timeline.notes).toContainEqual(
      expect.objectContaining({ messageKey: 'engine.note.voided', params: { comment: 'wrong amount' } }),
    );
    const mine = ok(
      (
        await server.request<{ rows: { id: string; instanceState: number }[] }>(
          'GET',
          '/jflow/myProcess?pageNum=1&limit=100&ended=1',
          { token: t('zhangsan') },
        )
      ).body,
    );
    expect(mine.rows.find((r) => r.id === instanceId)?.instanceState).toBe(InstanceState.Voided);
    const pushes = await server.deps.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'instanceId' = ${instanceId}`);
    expect(pushes.map((p) => p.payload)).toEqual([
      expect.objectContaining({ event: 'voided', instanceState: InstanceState.Voided }),
    ]);
    const again = await post(t('admin'), '/jflow/void', { id: instanceId, comment: 'again' });
    expect(again.msg).toBe('Only an approved application can be voided.');
  });

  it('refuses void with the switch off (default), even for the initiator of an approved instance', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    ok(
      await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId), { params: { days: 1 } }),
    );
    expect((await instanceActions(t('zhangsan'), instanceId)).canVoid).toBe(false);
    const refused = await post(t('zhangsan'), '/jflow/void', { id: instanceId, comment: 'x' });
    expect([refused.code, refused.msg]).toEqual(['50001', NOT_ALLOWED]);
  });
});
