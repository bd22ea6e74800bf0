/**
 * Return to the applicant and resubmission, and every data change traced (workflow spec §6 "return"; issue 28),
 * through the real server.
 */
import { InstanceState, TaskState } from '@shared/approval/states';
import type { FlowNode } from '@shared/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, ok, publish, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

interface Change {
  key: string;
  label: string;
  before: string;
  after: string;
  isMasked: boolean;
}
interface Note {
  kind: string;
  messageKey: string;
  userName: string;
  params: Record<string, string | number>;
  changes?: Change[];
}
interface Dynamics {
  instanceState: number;
  canUrge: boolean;
  canRecall: boolean;
  entries: { taskType: number; taskName: string; approvalInfos: { taskState: number }[]; notes: Note[] }[];
  applicantForm?: { variable: string; privileges: { key: string; hidden: boolean }[] };
}
interface TaskDetail {
  actions: string[];
  taskType: number;
  nodeInfo: string;
  variable: string;
  returned?: { userName: string; nodeName: string; restartOptions: string[] };
}

const dynamics = async (token: string, instanceId: string) =>
  ok((await server.request<Dynamics>('GET', `/jflow/nodeInfo?id=${instanceId}`, { token })).body);
const detail = async (token: string, taskId: string) =>
  ok((await server.request<TaskDetail>('GET', `/jflow/taskInfo?taskId=${taskId}`, { token })).body);
const notesOf = (info: Dynamics) => info.entries.flatMap((entry) => entry.notes);
const post = (token: string, path: string, body: Record<string, unknown>) =>
  server.request('POST', path, { token, body }).then((r) => r.body);

/** Start (secret hidden from the applicant) → a1 lisi → a2 wangwu (may fall back) → a3 lisi. */
const leaveFlow = (): FlowNode => {
  const tree = flow([
    approver('a1', [IDS.lisi], { privileges: [{ key: 'reason', disabled: true, hidden: false }] }),
    approver('a2', [IDS.wangwu], { configure: { fallBack: true } }),
  ]);
  tree.privileges = [{ key: 'secret', disabled: false, hidden: true }];
  return tree;
};

/** Started with days 2, approved by lisi, returned to the applicant by wangwu. */
const returnedApp = async (settings: Record<string, unknown>) => {
  const processId = await publish(server, t('admin'), leaveFlow(), { return: true, ...settings });
  const instanceId = await startApp(server, t('zhangsan'), processId, { days: 2, reason: 'trip' });
  ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
  const a2 = await taskOn(server, t('wangwu'), instanceId);
  const targets = ok(
    (
      await server.request<{ id: string; isApplicant?: boolean }[]>('POST', '/jflow/canReturn', {
        token: t('wangwu'),
        body: { id: a2 },
      })
    ).body,
  );
  expect(targets[0]).toMatchObject({ id: 'start', isApplicant: true });
  ok(
    await post(t('wangwu'), '/jflow/return', {
      sourceTaskId: a2,
      id: 'start',
      comment: 'two days is not enough',
      requestId: `ret-${instanceId}`,
    }),
  );
  const waiting = await taskOn(server, t('zhangsan'), instanceId);
  return { instanceId, waiting, a2 };
};

describe(`return to the applicant and resubmission on ${dbKind}`, () => {
  it('returns to the applicant, who fixes the form and resubmits from the start; the timeline shows both', async () => {
    const { instanceId, waiting, a2 } = await returnedApp({});
    const seen = await detail(t('zhangsan'), waiting);
    expect(seen).toMatchObject({
      actions: ['resubmit'],
      taskType: 0,
      returned: { userName: '王五', nodeName: 'node a2', restartOptions: ['start'] },
    });
    expect(JSON.parse(seen.variable)).toMatchObject({ days: 2, reason: 'trip' });
    expect(JSON.parse(seen.nodeInfo).type).toBe(0);
    // the approver's task ended as fallback; acting on it again is refused
    expect((await approve(server, t('wangwu'), a2)).code).not.toBe('10000');
    ok(
      await post(t('zhangsan'), '/jflow/resubmit', {
        taskId: waiting,
        params: { days: 4 },
        comment: 'fixed',
      }),
    );
    expect((await todo(server, t('zhangsan'))).some((row) => row.id === instanceId)).toBe(false);
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
    ok(await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), instanceId)));
    const info = await dynamics(t('zhangsan'), instanceId);
    expect(info.instanceState).toBe(InstanceState.Approved);
    const notes = notesOf(info);
    expect(notes.find((n) => n.kind === 'returnedToApplicant')).toMatchObject({
      userName: '王五',
      params: { applicantName: '张三' },
    });
    expect(notes.find((n) => n.kind === 'resubmitted')).toMatchObject({
      userName: '张三',
      params: { context: 'start' },
    });
    const applicantChange = notes.find((n) => n.kind === 'fieldsChanged' && n.userName === '张三');
    expect(applicantChange?.changes).toEqual([
      { key: 'days', label: 'Days', before: '2', after: '4', isMasked: false },
    ]);
    const states = info.entries.flatMap((entry) => entry.approvalInfos.map((a) => a.taskState));
    expect(states).toContain(TaskState.Fallback);
  });

  it('goes straight back to the returning approver when the flow says so; with choose the applicant picks', async () => {
    const back = await returnedApp({ returnRestart: 'returner' });
    expect((await detail(t('zhangsan'), back.waiting)).returned?.restartOptions).toEqual(['returner']);
    const refused = await post(t('zhangsan'), '/jflow/resubmit', { taskId: back.waiting, restart: 'start' });
    expect(refused).toMatchObject({ subCode: 'badTarget', msg: 'That node cannot be chosen.' });
    ok(await post(t('zhangsan'), '/jflow/resubmit', { taskId: back.waiting, params: { days: 3 } }));
    await taskOn(server, t('wangwu'), back.instanceId);
    expect((await todo(server, t('lisi'))).some((row) => row.id === back.instanceId)).toBe(false);

    const choose = await returnedApp({ returnRestart: 'choose' });
    expect((await detail(t('zhangsan'), choose.waiting)).returned?.restartOptions).toEqual([
      'start',
      'returner',
    ]);
    ok(await post(t('zhangsan'), '/jflow/resubmit', { taskId: choose.waiting, restart: 'start' }));
    await taskOn(server, t('lisi'), choose.instanceId);
    // a second resubmission of the same task is refused, nothing changes
    const again = await post(t('zhangsan'), '/jflow/resubmit', { taskId: choose.waiting, restart: 'start' });
    expect(again).toMatchObject({ subCode: 'alreadyHandled' });
  });

  it('while returned: urging is refused with a clear message, recall withdraws it, nobody else may resubmit', async () => {
    const { instanceId, waiting } = await returnedApp({});
    const info = await dynamics(t('zhangsan'), instanceId);
    expect(info).toMatchObject({ canUrge: false, canRecall: true });
    const urged = await post(t('zhangsan'), '/jflow/urge', { id: instanceId });
    expect(urged).toMatchObject({
      code: '50001',
      msg: 'The application is back with you: resubmit it first.',
    });
    const foreign = await post(t('lisi'), '/jflow/resubmit', { taskId: waiting });
    expect(foreign.code).not.toBe('10000');
    ok(await post(t('zhangsan'), '/jflow/recall', { id: instanceId }));
    expect((await dynamics(t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Revoked);
    expect((await todo(server, t('zhangsan'))).some((row) => row.id === instanceId)).toBe(false);
    const late = await post(t('zhangsan'), '/jflow/resubmit', { taskId: waiting });
    expect(late.code).not.toBe('10000');
  });
});

describe(`every data change traced on ${dbKind}`, () => {
  it('lists each changed field with label, old and new value, masked for a reader who may not see it', async () => {
    const processId = await publish(server, t('admin'), leaveFlow(), { return: true });
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 2, reason: 'trip' });
    const a1 = await taskOn(server, t('lisi'), instanceId);
    // reason is read-only at a1: sent anyway, it is ignored, never stored and never traced
    ok(
      await approve(server, t('lisi'), a1, {
        params: { days: 5, reason: 'hacked', secret: 'internal note' },
      }),
    );
    const byApprover = notesOf(await dynamics(t('lisi'), instanceId)).find((n) => n.kind === 'fieldsChanged');
    expect(byApprover?.changes).toEqual([
      { key: 'days', label: 'Days', before: '2', after: '5', isMasked: false },
      { key: 'secret', label: 'Secret', before: '', after: 'internal note', isMasked: false },
    ]);
    const forApplicant = await dynamics(t('zhangsan'), instanceId);
    const applicantNote = notesOf(forApplicant).find((n) => n.kind === 'fieldsChanged');
    expect(applicantNote).toMatchObject({ userName: '李四', messageKey: 'engine.note.fieldsChanged' });
    expect(applicantNote?.changes).toEqual([
      { key: 'days', label: 'Days', before: '2', after: '5', isMasked: false },
      { key: 'secret', label: 'Secret', before: '', after: '', isMasked: true },
    ]);
    expect(JSON.stringify(forApplicant)).not.toContain('internal note');
    // the applicant's view: the submitted form as they see it now, without the field hidden from them
    const variable = JSON.parse(forApplicant.applicantForm?.variable ?? '{}') as Record<string, unknown>;
    expect(variable).toMatchObject({ days: 5, reason: 'trip' });
    expect(variable).not.toHaveProperty('secret');
    expect((await dynamics(t('lisi'), instanceId)).applicantForm).toBeUndefined();
    // a2 sees the stored data: the read-only field kept its value
    const a2 = await taskOn(server, t('wangwu'), instanceId);
    expect(JSON.parse((await detail(t('wangwu'), a2)).variable)).toMatchObject({ days: 5, reason: 'trip' });
  });

  it('an unchanged save leaves no trace, and the applicant cannot change a field hidden at the start', async () => {
    const { instanceId, waiting } = await returnedApp({});
    ok(
      await post(t('zhangsan'), '/jflow/resubmit', {
        taskId: waiting,
        params: { days: 2, reason: 'trip', secret: 'from the applicant' },
      }),
    );
    const a1 = await taskOn(server, t('lisi'), instanceId);
    expect(JSON.parse((await detail(t('lisi'), a1)).variable)).not.toHaveProperty('secret');
    const changes = notesOf(await dynamics(t('lisi'), instanceId)).filter((n) => n.kind === 'fieldsChanged');
    expect(changes).toEqual([]);
  });
});
