import { InstanceState, TaskState } from '@shared/approval/states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approver,
  cc,
  conditionGroup,
  flow,
  parallelGroup,
  when,
} from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

describe(`approval actions on ${dbKind}`, () => {
  it('transfers, stages, falls back and gates by node flags', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([
        approver('a1', [IDS.lisi], { configure: { fallBack: false, staging: false, transmitted: false } }),
        approver('a2', [IDS.wangwu], { configure: { fallBack: true, staging: true, transmitted: true } }),
      ]),
      { return: true },
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const a1 = await taskOn(server, t('lisi'), instanceId);
    const stage = await server.request('POST', '/jflow/saveData', {
      token: t('lisi'),
      body: { id: a1, params: { reason: 'x' } },
    });
    expect(stage.body.msg).toBe('This action is not allowed here.');
    expect(
      (
        await server.request('POST', '/jflow/passOn', {
          token: t('lisi'),
          body: { id: a1, targetUserId: IDS.zhaoliu },
        })
      ).body.code,
    ).toBe('50001');
    ok(await approve(server, t('lisi'), a1));
    const a2 = await taskOn(server, t('wangwu'), instanceId);
    ok(
      (
        await server.request('POST', '/jflow/saveData', {
          token: t('wangwu'),
          body: { id: a2, params: { reason: 'draft' } },
        })
      ).body,
    );
    const targets = ok(
      (
        await server.request<{ id: string; nodeName: string }[]>('POST', '/jflow/canReturn', {
          token: t('wangwu'),
          body: { id: a2 },
        })
      ).body,
    );
    expect(targets.map((x) => x.id)).toEqual(['start', 'a1']);
    ok(
      (
        await server.request('POST', '/jflow/return', {
          token: t('wangwu'),
          body: { sourceTaskId: a2, id: 'a1', comment: 'redo' },
        })
      ).body,
    );
    const again = await taskOn(server, t('lisi'), instanceId);
    ok(await approve(server, t('lisi'), again));
    const a2b = await taskOn(server, t('wangwu'), instanceId);
    ok(
      (
        await server.request('POST', '/jflow/passOn', {
          token: t('wangwu'),
          body: { id: a2b, targetUserId: IDS.zhaoliu, comment: 'yours' },
        })
      ).body,
    );
    ok(await approve(server, t('zhaoliu'), await taskOn(server, t('zhaoliu'), instanceId)));
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect(dynamics.instanceState).toBe(InstanceState.Approved);
    const states = dynamics.entries.flatMap((e) => e.approvalInfos.map((a) => a.taskState));
    expect(states).toEqual(expect.arrayContaining([TaskState.Fallback, TaskState.Transfer]));
    expect(dynamics.entries.flatMap((e) => e.notes.map((n) => n.messageKey))).toEqual(
      expect.arrayContaining(['engine.note.fellBack', 'engine.note.transferred', 'engine.note.staged']),
    );
  });

  it('sends with each task the actions the server allows the caller, as the engine decides them', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([
        approver('a1', [IDS.lisi], { configure: { fallBack: true, staging: true, transmitted: true } }),
        approver('a2', [IDS.wangwu]),
      ]),
      // approver cc (on by default) is covered by approval.ccShareVoid.test.ts
      { return: false, transfer: true, allowCc: false },
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const detail = async (token: string, taskId: string) =>
      ok(
        (
          await server.request<{ actions: string[]; canRecall: boolean }>(
            'GET',
            `/jflow/taskInfo?taskId=${taskId}`,
            { token },
          )
        ).body,
      );
    const a1 = await taskOn(server, t('lisi'), instanceId);
    // a pending approver task: agree and reject, plus stage and transfer by node flag; fallback is off in the flow settings
    expect((await detail(t('lisi'), a1)).actions).toEqual([
      'agree',
      'reject',
      'stage',
      'transfer',
      'addSigners',
    ]);
    // the initiator on a running instance: nothing on someone else's task, but urge and recall on the instance
    expect(await detail(t('zhangsan'), a1)).toMatchObject({ actions: [], canRecall: true });
    const running = ok(
      (
        await server.request<{ canUrge: boolean; canRecall: boolean }>(
          'GET',
          `/jflow/nodeInfo?id=${instanceId}`,
          { token: t('zhangsan') },
        )
      ).body,
    );
    expect(running).toMatchObject({ canUrge: true, canRecall: true });
    ok(await approve(server, t('lisi'), a1));
    // a finished task offers nothing; the next approver gets agree and reject
    expect((await detail(t('lisi'), a1)).actions).toEqual([]);
    const a2 = await taskOn(server, t('wangwu'), instanceId);
    expect((await detail(t('wangwu'), a2)).actions).toEqual(['agree', 'reject', 'addSigners']);
    ok(
      (
        await server.request('POST', '/jflow/approve', {
          token: t('wangwu'),
          body: { isPass: false, taskId: a2, comment: 'no' },
        })
      ).body,
    );
    // an ended instance: nothing anywhere
    expect((await detail(t('wangwu'), a2)).actions).toEqual([]);
    const ended = ok(
      (
        await server.request<{ canUrge: boolean; canRecall: boolean }>(
          'GET',
          `/jflow/nodeInfo?id=${instanceId}`,
          { token: t('zhangsan') },
        )
      ).body,
    );
    expect(ended).toMatchObject({ canUrge: false, canRecall: false });
  });

  it('branches on conditions, runs parallel branches, and supports recall, urge and terminate', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([
        conditionGroup(
          'g',
          [['big', [[when('days', 'gt', '3')]], [approver('boss', [IDS.admin])]]],
          [approver('small', [IDS.lisi])],
        ),
        parallelGroup('p', [[approver('fin', [IDS.zhaoliu])], [approver('hr', [IDS.wangwu])]], true),
        cc('c', [IDS.zhangsan]),
      ]),
    );
    const big = await startApp(server, t('zhangsan'), processId, { days: 9 });
    expect((await todo(server, t('admin'))).some((r) => r.id === big)).toBe(true);
    expect((await todo(server, t('lisi'))).some((r) => r.id === big)).toBe(false);
    ok(await approve(server, t('admin'), await taskOn(server, t('admin'), big)));
    ok(await approve(server, t('zhaoliu'), await taskOn(server, t('zhaoliu'), big)));
    expect((await info(server, t('zhangsan'), big)).instanceState).toBe(InstanceState.UnderApproval);
    ok(await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), big)));
    expect((await info(server, t('zhangsan'), big)).instanceState).toBe(InstanceState.Approved);

    const recalled = await startApp(server, t('zhangsan'), processId, { days: 1 });
    ok((await server.request('POST', '/jflow/urge', { token: t('zhangsan'), body: { id: recalled } })).body);
    const tooSoon = await server.request('POST', '/jflow/urge', {
      token: t('zhangsan'),
      body: { id: recalled },
    });
    expect(tooSoon.body.msg).toContain('less than an hour ago');
    server.clock.advance(61 * 60_000);
    ok((await server.request('POST', '/jflow/urge', { token: t('zhangsan'), body: { id: recalled } })).body);
    expect(
      (await server.request('POST', '/jflow/recall', { token: t('lisi'), body: { id: recalled } })).body.msg,
    ).toBe('Only the applicant may do this.');
    ok(
      (await server.request('POST', '/jflow/recall', { token: t('zhangsan'), body: { id: recalled } })).body,
    );
    expect((await info(server, t('zhangsan'), recalled)).instanceState).toBe(InstanceState.Revoked);

    const terminated = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(
      (
        await server.request('POST', '/jflow/updateState', {
          token: t('admin2'),
          body: { id: terminated, instanceState: InstanceState.Terminated },
        })
      ).body.code,
    ).toBe('40401');
    ok(
      (
        await server.request('POST', '/jflow/updateState', {
          token: t('admin'),
          body: { id: terminated, instanceState: InstanceState.Terminated, comment: 'stop' },
        })
      ).body,
    );
    expect((await info(server, t('zhangsan'), terminated)).instanceState).toBe(InstanceState.Terminated);
    expect((await todo(server, t('lisi'))).some((r) => r.id === terminated)).toBe(false);
  });

  it('claims: candidates see the task, the first claim takes it, the others lose it', async () => {
    const counter = async (name: string) =>
      ok((await server.request<{ myTaskCount: number }>('GET', '/getInfo', { token: t(name) })).body)
        .myTaskCount;
    const wangwuBefore = await counter('wangwu');
    const instanceId = await startApp(server, t('zhangsan'), 'P-CARDFIX', {
      missTime: '2026-12-01 09:00:00',
      cardType: '1',
      reason: 'forgot',
    });
    const lisiTask = await taskOn(server, t('lisi'), instanceId);
    const wangwuTask = await taskOn(server, t('wangwu'), instanceId);
    expect(lisiTask).toBe(wangwuTask);
    const unclaimed = ok(
      (
        await server.request<{ needClaim: boolean; isClaimed: boolean }>(
          'GET',
          `/jflow/taskInfo?taskId=${lisiTask}`,
          { token: t('lisi') },
        )
      ).body,
    );
    expect(unclaimed).toMatchObject({ needClaim: true, isClaimed: false });
    // The header's counter counts a claimable task like the to-do list does, and drops it once another claims it.
    expect(await counter('wangwu')).toBe(wangwuBefore + 1);
    expect((await approve(server, t('lisi'), lisiTask)).msg).toBe('Sign in to (claim) the task first.');
    ok((await server.request('POST', '/jflow/claim', { token: t('lisi'), body: { taskId: lisiTask } })).body);
    expect(
      (await server.request('POST', '/jflow/claim', { token: t('wangwu'), body: { taskId: lisiTask } })).body
        .code,
    ).toBe('50001');
    expect((await todo(server, t('wangwu'))).some((r) => r.id === instanceId)).toBe(false);
    expect(await counter('wangwu')).toBe(wangwuBefore);
    ok(await approve(server, t('lisi'), lisiTask));
  });

  it('asks for next approvers on a dynamic node', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('dyn', [], { setType: 4, selectMode: 2 })]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    const check = ok(
      (
        await server.request<{ needActors: boolean; nodes: { id: string }[] }>(
          'POST',
          '/jflow/approvePreview',
          { token: t('lisi'), body: { taskId } },
        )
      ).body,
    );
    expect(check).toEqual({ needActors: true, nodes: [{ id: 'dyn', nodeName: 'node dyn', selectMode: 2 }] });
    expect((await approve(server, t('lisi'), taskId)).msg).toBe('Choose the next approvers first.');
    ok(await approve(server, t('lisi'), taskId, { assignorList: [{ id: IDS.zhaoliu, name: '赵六' }] }));
    expect((await todo(server, t('zhaoliu'))).some((r) => r.id === instanceId)).toBe(true);
  });

  it('keeps running instances on their version after a new publish', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const old = await startApp(server, t('zhangsan'), processId, { days: 1 });
    ok(
      (
        await server.request('POST', '/jflow/saveJson', {
          token: t('admin'),
          body: { id: processId, modelContent: JSON.stringify(flow([approver('a1', [IDS.wangwu])])) },
        })
      ).body,
    );
    expect(
      ok(
        (
          await server.request<{ version: number }>('GET', `/jflow/deploy?id=${processId}`, {
            token: t('admin'),
          })
        ).body,
      ).version,
    ).toBe(2);
    const fresh = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect((await todo(server, t('lisi'))).some((r) => r.id === old)).toBe(true);
    expect((await todo(server, t('wangwu'))).some((r) => r.id === fresh)).toBe(true);
  });
});
