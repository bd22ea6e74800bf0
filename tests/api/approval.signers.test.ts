import { InstanceState, TaskState } from '@shared/approval/states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

/** lisi approves a1, zhaoliu a2; zhangsan applies. Approver cc is off so the action lists name only this slice's. */
const application = async (settings: Record<string, unknown> = {}) => {
  const processId = await publish(
    server,
    t('admin'),
    flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.zhaoliu])]),
    { allowCc: false, ...settings },
  );
  const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
  return { instanceId, a1: await taskOn(server, t('lisi'), instanceId) };
};

const detailOf = async (token: string, taskId: string) =>
  ok(
    (
      await server.request<{ actions: string[]; waitingForSigners?: boolean }>(
        'GET',
        `/jflow/taskInfo?taskId=${taskId}`,
        { token },
      )
    ).body,
  );
const actionsOf = async (token: string, taskId: string) => (await detailOf(token, taskId)).actions;

const addSigners = (token: string, body: Record<string, unknown>) =>
  server.request('POST', '/jflow/addSigners', { token, body }).then((r) => r.body);
const freeFlow = (token: string, body: Record<string, unknown>) =>
  server.request('POST', '/jflow/freeFlow', { token, body }).then((r) => r.body);

const open = async (token: string, instanceId: string) =>
  (await todo(server, token)).some((row) => row.id === instanceId);

describe(`add signers and free flow on ${dbKind}`, () => {
  it('adds a signer after oneself: the signer gets the to-do and a letter, then the flow goes on', async () => {
    const { instanceId, a1 } = await application();
    expect(await actionsOf(t('lisi'), a1)).toEqual(['agree', 'reject', 'addSigners']);
    const body = {
      id: a1,
      position: 'after',
      userIds: [IDS.wangwu],
      comment: 'wangwu too',
      requestId: 'add-after-0001',
    };
    ok(await addSigners(t('lisi'), body));
    // the same request key again: the first answer, nothing added twice
    ok(await addSigners(t('lisi'), body));
    expect((await todo(server, t('wangwu'))).filter((row) => row.id === instanceId)).toHaveLength(1);
    expect(await open(t('lisi'), instanceId)).toBe(false);
    const added = await taskOn(server, t('wangwu'), instanceId);
    const letters = await server.request<{ rows: { title: string }[] }>(
      'GET',
      '/letter/page?pageNum=1&limit=50',
      { token: t('wangwu') },
    );
    expect(letters.body.code).toBe('10000');
    // in the reader's language: wangwu chose none, so the tenant's default (Chinese), whatever the actor used
    expect(JSON.stringify(letters.body.data)).toContain('待办');
    ok(await approve(server, t('wangwu'), added));
    const dynamics = await info(server, t('zhangsan'), instanceId);
    const a1Entry = dynamics.entries.find((entry) => entry.taskName === 'node a1');
    expect(a1Entry?.approvalInfos.map((item) => [item.userName, item.taskState, item.comment])).toEqual([
      // the node names its member as the template does, the added person by their name in the tenant
      ['U1003', TaskState.Adopt, 'wangwu too'],
      ['王五', TaskState.Adopt, 'ok'],
    ]);
    expect(a1Entry?.notes).toEqual([
      expect.objectContaining({
        messageKey: 'engine.note.addedSigners',
        params: { context: 'after', signerNames: '王五' },
        userName: '李四',
      }),
    ]);
    ok(await approve(server, t('zhaoliu'), await taskOn(server, t('zhaoliu'), instanceId)));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Approved);
  });

  it('adds a signer before oneself: the own task waits with no actions and refuses, then comes back', async () => {
    const { instanceId, a1 } = await application();
    ok(await addSigners(t('lisi'), { id: a1, position: 'before', userIds: [IDS.wangwu] }));
    expect(await detailOf(t('lisi'), a1)).toMatchObject({ actions: [], waitingForSigners: true });
    const early = await approve(server, t('lisi'), a1);
    expect(early).toMatchObject({
      code: '50001',
      msg: 'Wait until the signers you added before you have approved.',
    });
    ok(await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), instanceId)));
    expect(await detailOf(t('lisi'), a1)).toMatchObject({
      actions: ['agree', 'reject', 'addSigners'],
      waitingForSigners: false,
    });
    ok(await approve(server, t('lisi'), a1));
    expect(await open(t('zhaoliu'), instanceId)).toBe(true);
  });

  it('adds a countersigner alongside: a reject by them rejects the application', async () => {
    const { instanceId, a1 } = await application();
    ok(await addSigners(t('lisi'), { id: a1, position: 'alongside', userIds: [IDS.wangwu] }));
    expect(await open(t('lisi'), instanceId)).toBe(true);
    const added = await taskOn(server, t('wangwu'), instanceId);
    ok(
      (
        await server.request('POST', '/jflow/approve', {
          token: t('wangwu'),
          body: { isPass: false, taskId: added, comment: 'no' },
        })
      ).body,
    );
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Rejected);
    expect(await open(t('lisi'), instanceId)).toBe(false);
  });

  it('with the switches off: no buttons, and the calls are refused with a message', async () => {
    const { a1 } = await application({ addSigners: false });
    expect(await actionsOf(t('lisi'), a1)).toEqual(['agree', 'reject']);
    expect(await addSigners(t('lisi'), { id: a1, position: 'after', userIds: [IDS.wangwu] })).toMatchObject({
      code: '50001',
      msg: 'This action is not allowed here.',
    });
    // free flow is off by default
    expect(await freeFlow(t('lisi'), { id: a1, targetUserId: IDS.wangwu })).toMatchObject({
      code: '50001',
      msg: 'This action is not allowed here.',
    });
  });

  it('free flow sends the application to a member as an extra step, then the designed path goes on', async () => {
    const { instanceId, a1 } = await application({ freeFlow: true });
    expect(await actionsOf(t('lisi'), a1)).toEqual(['agree', 'reject', 'addSigners', 'freeFlow']);
    ok(await freeFlow(t('lisi'), { id: a1, targetUserId: IDS.wangwu, comment: 'have a look' }));
    ok(await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), instanceId)));
    expect(await open(t('zhaoliu'), instanceId)).toBe(true);
    const notes = (await info(server, t('zhangsan'), instanceId)).entries.flatMap((entry) =>
      entry.notes.map((note) => note.messageKey),
    );
    expect(notes).toContain('engine.note.freeFlowSent');
  });

  it('refuses bad input with 400 naming the field, foreign people, and other people’s tasks', async () => {
    const { a1 } = await application({ freeFlow: true });
    expect(await addSigners(t('lisi'), { id: a1, position: 'middle', userIds: [IDS.wangwu] })).toMatchObject({
      code: '40001',
      data: { field: 'position' },
    });
    expect(await addSigners(t('lisi'), { id: a1, position: 'after', userIds: [] })).toMatchObject({
      code: '40001',
      data: { field: 'userIds' },
    });
    // a member of another tenant is unknown here
    expect(await addSigners(t('lisi'), { id: a1, position: 'after', userIds: ['U2001'] })).toMatchObject({
      code: '40001',
      data: { field: 'userIds' },
    });
    expect(await freeFlow(t('lisi'), { id: a1, targetUserId: 'U2001' })).toMatchObject({
      code: '40001',
      data: { field: 'targetUserId' },
    });
    expect(await addSigners(t('lisi'), { id: a1, position: 'after', userIds: [IDS.lisi] })).toMatchObject({
      code: '50001',
      msg: 'That node cannot be chosen.',
    });
    expect(
      await addSigners(t('zhaoliu'), { id: a1, position: 'after', userIds: [IDS.wangwu] }),
    ).toMatchObject({ code: '50001', msg: 'This task is not assigned to you.' });
  });
});
