import { describe, expect, it } from 'vitest';
import { act } from './act';
import { preview } from './preview';
import { returnTargets } from './returnTargets';
import {
  approveAll,
  approver,
  cc,
  flow,
  holders,
  parallelGroup,
  startFlow,
  step,
  taskOf,
  testContext,
} from './testing/flowBuilders';

const all = { fallBack: true, staging: true, transmitted: true };

describe('task state gating', () => {
  it('an action on a task that is no longer open returns alreadyHandled with the handler, and changes nothing', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1']), approver('a2', ['u2'])]), ctx);
    const taskId = taskOf(instance, 'u1').id;
    const after = step(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx).instance;
    const again = act(after, { kind: 'approve', taskId, userId: 'u1' }, ctx);
    expect(again).toEqual({ error: 'alreadyHandled', messageKey: 'engine.error.alreadyHandled', by: 'u1' });
    expect(act(after, { kind: 'reject', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
      by: 'u1',
    });
  });

  it('unknown task, wrong user and the input instance is never changed', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const snapshot = structuredClone(instance);
    expect(act(instance, { kind: 'approve', taskId: 'nope', userId: 'u1' }, ctx)).toMatchObject({
      error: 'taskNotFound',
    });
    expect(
      act(instance, { kind: 'approve', taskId: taskOf(instance, 'u1').id, userId: 'u2' }, ctx),
    ).toMatchObject({ error: 'notAssignee' });
    step(instance, { kind: 'approve', taskId: taskOf(instance, 'u1').id, userId: 'u1' }, ctx);
    expect(instance).toEqual(snapshot);
  });

  it.each([
    ['transfer', { kind: 'transfer', targetUserId: 'u5' }],
    ['fallback', { kind: 'fallback', targetNodeId: 'a1' }],
    ['stage', { kind: 'stage', params: { x: 1 } }],
  ] as const)('%s is not allowed when the node flag is off', (action, event) => {
    const ctx = testContext({ return: true });
    let instance = startFlow(flow([approver('a1', ['u1']), approver('a2', ['u2'])]), ctx).instance;
    instance = approveAll(instance, ctx, 'u1');
    const result = act(instance, { ...event, taskId: taskOf(instance, 'u2').id, userId: 'u2' }, ctx);
    expect(result).toEqual({
      error: 'notAllowed',
      messageKey: 'engine.error.notAllowed',
      params: { action },
    });
  });

  it.each([
    ['transfer', { transfer: false }, { kind: 'transfer', targetUserId: 'u5' }],
    ['fallback', { return: false }, { kind: 'fallback', targetNodeId: 'a1' }],
  ] as const)('%s is not allowed when the flow setting is off', (action, settings, event) => {
    const ctx = testContext({ return: true, ...settings });
    let instance = startFlow(
      flow([approver('a1', ['u1']), approver('a2', ['u2'], { configure: all })]),
      ctx,
    ).instance;
    instance = approveAll(instance, ctx, 'u1');
    expect(act(instance, { ...event, taskId: taskOf(instance, 'u2').id, userId: 'u2' }, ctx)).toMatchObject({
      error: 'notAllowed',
      params: { action },
    });
  });
});

describe('transfer, stage, fallback', () => {
  it('transfer ends the old task as 6 and gives the target a new task at the same node', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'], { configure: all })]), ctx);
    const result = step(
      instance,
      {
        kind: 'transfer',
        taskId: taskOf(instance, 'u1').id,
        userId: 'u1',
        targetUserId: 'u5',
        comment: 'yours',
      },
      ctx,
    );
    const a1 = result.instance.tasks.filter((task) => task.nodeId === 'a1');
    expect(a1.map((task) => [task.assignee?.userId, task.taskState])).toEqual([
      ['u1', 6],
      ['u5', 0],
    ]);
    expect(result.tasks).toHaveLength(2);
    expect(result.effects).toEqual([
      expect.objectContaining({ kind: 'letter', to: 'u5', template: 'taskTodo' }),
    ]);
    expect(
      act(
        result.instance,
        { kind: 'transfer', taskId: taskOf(result.instance, 'u5').id, userId: 'u5', targetUserId: 'u5' },
        ctx,
      ),
    ).toMatchObject({ error: 'badTarget' });
    expect(approveAll(result.instance, ctx, 'u5').state).toBe(1);
  });

  it('stage saves form data only', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'], { configure: all })]), ctx, { a: 1 });
    const result = step(
      instance,
      { kind: 'stage', taskId: taskOf(instance, 'u1').id, userId: 'u1', params: { b: 2 } },
      ctx,
    );
    expect(result.instance.formData).toEqual({ a: 1, b: 2 });
    expect(holders(result.instance)).toEqual(['u1']);
    expect(result.instance.version).toBe(instance.version + 1);
    expect(result.effects).toEqual([]);
  });

  it('returnTargets lists earlier approver nodes on the path taken; fallback ends open tasks as 7 and re-opens the target', () => {
    const ctx = testContext({ return: true });
    const tree = flow([
      approver('a1', ['u1']),
      cc('c', ['u8']),
      approver('a2', ['u2']),
      approver('a3', ['u3', 'u4'], { examineMode: 2, configure: all }),
    ]);
    let instance = startFlow(tree, ctx).instance;
    instance = approveAll(instance, ctx, 'u1', 'u2');
    const taskId = taskOf(instance, 'u3').id;
    expect(returnTargets(instance, taskId)).toEqual([
      { id: 'start', nodeName: 'initiator', isApplicant: true },
      { id: 'a1', nodeName: 'node a1' },
      { id: 'a2', nodeName: 'node a2' },
    ]);
    expect(returnTargets(instance).map((target) => target.id)).toEqual(['start', 'a1', 'a2']);
    expect(act(instance, { kind: 'fallback', taskId, userId: 'u3', targetNodeId: 'c' }, ctx)).toMatchObject({
      error: 'badTarget',
    });
    const result = step(
      instance,
      { kind: 'fallback', taskId, userId: 'u3', targetNodeId: 'a1', comment: 'redo' },
      ctx,
    );
    const a3 = result.instance.tasks.filter((task) => task.nodeId === 'a3');
    expect(a3.map((task) => task.taskState)).toEqual([7, 7]);
    expect(holders(result.instance)).toEqual(['u1']);
    expect(result.instance.path).toEqual(['start', 'a1']);
    // u1 approved a1 before the fallback; that approval no longer de-duplicates the re-run.
    const done = approveAll(result.instance, ctx, 'u1', 'u2', 'u3', 'u4');
    expect(done.state).toBe(1);
  });

  it('fallback inside one parallel branch leaves the other branch running', () => {
    const ctx = testContext({ return: true });
    const tree = flow([
      parallelGroup('p', [
        [approver('a', ['u1']), approver('b', ['u2'], { configure: all })],
        [approver('c', ['u3'])],
      ]),
      approver('z', ['u9']),
    ]);
    let instance = startFlow(tree, ctx).instance;
    instance = approveAll(instance, ctx, 'u1');
    const taskId = taskOf(instance, 'u2').id;
    expect(returnTargets(instance, taskId).map((target) => target.id)).toEqual(['start', 'a']);
    instance = step(instance, { kind: 'fallback', taskId, userId: 'u2', targetNodeId: 'a' }, ctx).instance;
    expect(holders(instance).sort()).toEqual(['u1', 'u3']);
    instance = approveAll(instance, ctx, 'u1', 'u2', 'u3');
    expect(holders(instance)).toEqual(['u9']);
  });
});

describe('recall, terminate, urge, cc read', () => {
  it('recall by the initiator: state 3, open tasks end as 5', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1', 'u2'], { examineMode: 2 })]), ctx);
    expect(act(instance, { kind: 'recall', userId: 'u1' }, ctx)).toMatchObject({ error: 'notInitiator' });
    const result = step(instance, { kind: 'recall', userId: 'init' }, ctx);
    expect(result.instance.state).toBe(3);
    expect(result.instance.tasks.filter((task) => task.taskType === 1).map((task) => task.taskState)).toEqual(
      [5, 5],
    );
    expect(result.effects).toContainEqual(expect.objectContaining({ kind: 'callback', event: 'revoked' }));
    expect(act(result.instance, { kind: 'recall', userId: 'init' }, ctx)).toMatchObject({
      error: 'notUnderApproval',
    });
  });

  it('recall needs the start node withdraw flag and the revoke setting', () => {
    const ctx = testContext();
    const noWithdraw = startFlow(flow([approver('a1', ['u1'])], {}), ctx).instance;
    expect(act(noWithdraw, { kind: 'recall', userId: 'init' }, ctx)).toMatchObject({
      error: 'notAllowed',
      params: { action: 'recall' },
    });
    const noRevoke = testContext({ revoke: false });
    const instance = startFlow(flow([approver('a1', ['u1'])]), noRevoke).instance;
    expect(act(instance, { kind: 'recall', userId: 'init' }, noRevoke)).toMatchObject({
      error: 'notAllowed',
    });
  });

  it('terminate: state 5, open tasks end as 4, initiator letter', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const result = step(instance, { kind: 'terminate', userId: 'admin' }, ctx);
    expect(result.instance.state).toBe(5);
    expect(result.instance.tasks[1]?.taskState).toBe(4);
    expect(result.effects).toContainEqual(
      expect.objectContaining({ kind: 'letter', to: 'init', template: 'terminated' }),
    );
  });

  it('urge: letters to open-task holders, at most once per hour', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1', 'u2'], { examineMode: 2 })]), ctx);
    const urged = step(instance, { kind: 'urge', userId: 'init' }, ctx);
    expect(urged.effects.map((effect) => effect.kind === 'letter' && effect.to)).toEqual(['u1', 'u2']);
    const soon = { ...ctx, now: ctx.now + 59 * 60 * 1000 };
    expect(act(urged.instance, { kind: 'urge', userId: 'init' }, soon)).toMatchObject({
      error: 'urgeTooSoon',
      params: { retryAt: ctx.now + 3600000 },
    });
    const later = { ...ctx, now: ctx.now + 60 * 60 * 1000 };
    expect(step(urged.instance, { kind: 'urge', userId: 'init' }, later).instance.lastUrgeAt).toBe(later.now);
  });

  it('markCcRead gives the cc entry its end time; only the recipient can', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([cc('c', ['u8']), approver('a1', ['u1'])]), ctx);
    const ccTask = instance.tasks.find((task) => task.taskType === 2);
    const taskId = ccTask?.id ?? '';
    expect(act(instance, { kind: 'markCcRead', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'notAssignee',
    });
    const read = step(
      instance,
      { kind: 'markCcRead', taskId, userId: 'u8' },
      { ...ctx, now: ctx.now + 5000 },
    ).instance;
    expect(read.tasks.find((task) => task.id === taskId)).toMatchObject({
      isRead: true,
      endTime: ctx.now + 5000,
    });
    expect(act(read, { kind: 'markCcRead', taskId, userId: 'u8' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
    });
    expect(act(read, { kind: 'markCcRead', taskId: taskOf(read, 'u1').id, userId: 'u1' }, ctx)).toMatchObject(
      { error: 'notCc' },
    );
  });
});

describe('preview (pre-approve check)', () => {
  const tree = () =>
    flow([
      approver('a1', ['u1', 'u2'], { examineMode: 2 }),
      approver('d', [], { setType: 4, selectMode: 1 }),
    ]);

  it('needActors only for the approval that passes the node into a dynamic approver', () => {
    const ctx = testContext();
    let instance = startFlow(tree(), ctx).instance;
    expect(preview(instance, { taskId: taskOf(instance, 'u1').id })).toEqual({
      needActors: false,
      nodes: [],
    });
    instance = approveAll(instance, ctx, 'u1');
    expect(preview(instance, { taskId: taskOf(instance, 'u2').id }, ctx)).toEqual({
      needActors: true,
      nodes: [{ id: 'd', nodeName: 'node d', selectMode: 1, setType: 4 }],
    });
  });

  it('returns the typed failure for a handled task', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1']), approver('a2', ['u2'])]), ctx);
    const taskId = taskOf(instance, 'u1').id;
    const after = approveAll(instance, ctx, 'u1');
    expect(preview(after, { taskId })).toMatchObject({ error: 'alreadyHandled' });
  });
});
