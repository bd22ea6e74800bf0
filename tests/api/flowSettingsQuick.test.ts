/**
 * Quick approval and approval opinion (workflow spec §6, both on by default): the to-do list approves several
 * tasks at once, each in its own transaction with its own outcome; the opinion box is the server's rule, told
 * to the browser through the task detail and enforced on the decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow, handler } from '../../server/engine/testing/flowBuilders';
import { startServer, dbKind, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, simpleForm, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

interface Result {
  taskId: string;
  isApproved: boolean;
  code: string;
  reason: string;
}

const quick = async (token: string, taskIds: string[], extra: Record<string, unknown> = {}) =>
  ok(
    (
      await server.request<{ results: Result[] }>('POST', '/jflow/quickApprove', {
        token,
        body: { taskIds, ...extra },
      })
    ).body,
  ).results;

const rowOf = async (token: string, instanceId: string) =>
  (await todo(server, token)).find((row) => row.id === instanceId) as
    { taskId: string; canQuickApprove: boolean } | undefined;

/** A form with a note the applicant may not fill in but the approver must. */
const noteForm = simpleForm([
  {
    type: 'input',
    key: 'note',
    model: 'note',
    label: 'Approver note',
    options: {},
    rules: [{ required: true, message: 'write the note' }],
  },
] as unknown as Parameters<typeof simpleForm>[0]);

const noteFlow = () => {
  const tree = flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]);
  tree.privileges = [{ key: 'note', disabled: true, hidden: false }];
  return tree;
};

const taskInfo = async (token: string, taskId: string) =>
  ok(
    (
      await server.request<{ actions: string[]; opinion: { isShown: boolean; requiredFor: string[] } }>(
        'GET',
        `/jflow/taskInfo?taskId=${taskId}`,
        { token },
      )
    ).body,
  );

describe(`quick approval on ${dbKind}`, () => {
  it('approves what it can and says why it refused the others: a required field, a signature, handled meanwhile', async () => {
    const plain = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]),
    );
    const signed = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]), {
      handwrittenSignature: true,
    });
    const noted = await publish(server, t('admin'), noteFlow(), {}, noteForm);
    const first = await startApp(server, t('zhangsan'), plain, { days: 1 });
    const handled = await startApp(server, t('zhangsan'), plain, { days: 2 });
    const needsSignature = await startApp(server, t('zhangsan'), signed, { days: 3 });
    const needsNote = await startApp(server, t('zhangsan'), noted, { days: 4 });
    const ids = {
      first: await taskOn(server, t('lisi'), first),
      handled: await taskOn(server, t('lisi'), handled),
      signature: await taskOn(server, t('lisi'), needsSignature),
      note: await taskOn(server, t('lisi'), needsNote),
    };
    expect((await rowOf(t('lisi'), first))?.canQuickApprove).toBe(true);
    // handled in the task modal before the batch reaches it
    ok(await approve(server, t('lisi'), ids.handled));

    const results = await quick(t('lisi'), [ids.first, ids.signature, ids.handled, ids.note], {
      comment: 'all fine',
      requestId: 'quick-batch-0001',
    });
    expect(results).toEqual([
      { taskId: ids.first, isApproved: true, code: '', reason: '' },
      {
        taskId: ids.signature,
        isApproved: false,
        code: 'signatureRequired',
        reason: 'Sign by hand before agreeing.',
      },
      {
        taskId: ids.handled,
        isApproved: false,
        code: 'alreadyHandled',
        reason: 'This task has already been handled by 李四.',
      },
      {
        taskId: ids.note,
        isApproved: false,
        code: 'formIncomplete',
        reason: 'Open the task and fill in the form: Invalid Approver note: write the note',
      },
    ]);
    // the approved one moved on with the opinion; the refused ones are still open and unchanged
    const moved = await info(server, t('zhangsan'), first);
    expect(
      moved.entries.flatMap((e) => e.approvalInfos).map((a) => [a.userName, a.comment, a.taskState]),
    ).toEqual([
      ['张三', '', 1],
      [IDS.lisi, 'all fine', 1],
      [IDS.wangwu, '', 0],
    ]);
    const open = (await todo(server, t('lisi'))).map((row) => row.taskId);
    expect(open).toEqual(expect.arrayContaining([ids.signature, ids.note]));
    expect(open).not.toContain(ids.first);

    // the same batch again approves nothing twice
    const again = await quick(t('lisi'), [ids.first], { requestId: 'quick-batch-0001' });
    expect(again).toEqual([{ taskId: ids.first, isApproved: true, code: '', reason: '' }]);
    expect((await info(server, t('zhangsan'), first)).entries.flatMap((e) => e.approvalInfos)).toHaveLength(
      3,
    );
  });

  it('refuses on a flow with the switch off, and the list does not offer it', async () => {
    const off = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]), {
      quickApproval: false,
    });
    const instanceId = await startApp(server, t('zhangsan'), off, { days: 1 });
    const row = await rowOf(t('lisi'), instanceId);
    expect(row?.canQuickApprove).toBe(false);
    const taskId = row?.taskId ?? '';
    expect(await quick(t('lisi'), [taskId])).toEqual([
      {
        taskId,
        isApproved: false,
        code: 'quickApprovalOff',
        reason: 'Quick approval is switched off for this flow. Open the task to approve it.',
      },
    ]);
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(0);
  });

  it('a task of someone else or of another tenant is refused, not approved; bad input is named', async () => {
    const plain = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), plain, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    const [stranger] = await quick(t('wangwu'), [taskId, taskId]);
    expect(stranger).toMatchObject({ isApproved: false, code: 'notAssignee' });
    const [unknown] = await quick(t('lisi'), ['no-such-task']);
    expect(unknown).toMatchObject({ isApproved: false, code: 'notFound' });
    const empty = await server.request('POST', '/jflow/quickApprove', {
      token: t('lisi'),
      body: { taskIds: [] },
    });
    expect([empty.body.code, empty.body.msg]).toEqual(['40001', expect.stringContaining('taskIds')]);
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(0);
  });

  it('marks a handler task handled', async () => {
    const handling = await publish(server, t('admin'), flow([handler('h1', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), handling, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    expect((await taskInfo(t('lisi'), taskId)).actions).toEqual(['agree', 'cc']);
    expect(await quick(t('lisi'), [taskId])).toEqual([{ taskId, isApproved: true, code: '', reason: '' }]);
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(1);
  });
});

describe(`approval opinion on ${dbKind}`, () => {
  it('on (default): the box shows, a refusal without an opinion is refused, with one it is kept', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    expect((await taskInfo(t('lisi'), taskId)).opinion).toEqual({ isShown: true, requiredFor: ['reject'] });
    const blank = await server.request('POST', '/jflow/approve', {
      token: t('lisi'),
      body: { isPass: false, taskId, comment: '  ' },
    });
    expect([blank.body.code, blank.body.msg]).toEqual(['50001', 'Write an approval opinion first.']);
    ok(await approve(server, t('lisi'), taskId, { isPass: false, comment: 'over budget' }));
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect([
      dynamics.instanceState,
      dynamics.entries.flatMap((e) => e.approvalInfos).map((a) => a.comment),
    ]).toEqual([2, ['', 'over budget']]);
  });

  it('off: no box, nothing required, and an opinion sent is not stored or shown', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]),
      { approvalOpinion: false },
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    expect((await taskInfo(t('lisi'), taskId)).opinion).toEqual({ isShown: false, requiredFor: [] });
    ok(await approve(server, t('lisi'), taskId, { comment: 'a secret remark' }));
    const next = await taskOn(server, t('wangwu'), instanceId);
    ok(await approve(server, t('wangwu'), next, { isPass: false, comment: '' }));
    const dynamics = await info(server, t('zhangsan'), instanceId);
    expect([
      dynamics.instanceState,
      dynamics.entries.flatMap((e) => e.approvalInfos).map((a) => a.comment),
    ]).toEqual([2, ['', '', '']]);
  });
});
