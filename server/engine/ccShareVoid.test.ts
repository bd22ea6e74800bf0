import { describe, expect, it } from 'vitest';
import { act } from './act';
import { allowedActions, instanceActions } from './allowedActions';
import { processInfo } from './processInfo';
import {
  approveAll,
  approver,
  flow,
  startFlow,
  step,
  taskOf,
  testContext,
  user,
} from './testing/flowBuilders';
import type { EngineContext, EngineInstance } from './types';

const twoSteps = flow([approver('a1', ['u1']), approver('a2', ['u2'])]);
const ccTasks = (instance: EngineInstance) => instance.tasks.filter((task) => task.taskType === 2);
const approved = (ctx: EngineContext) =>
  approveAll(approveAll(startFlow(twoSteps, ctx).instance, ctx, 'u1'), ctx, 'u2');

describe('allow cc: an approver adds cc people (spec §6)', () => {
  it('the cc action gives each person a cc task and a letter, notes who cc’d whom, and keeps the task open', () => {
    const ctx = testContext();
    const { instance } = startFlow(twoSteps, ctx);
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).toContain('cc');
    const result = step(
      instance,
      { kind: 'cc', taskId, userId: 'u1', ccList: [user('u7'), user('u8'), user('u7')] },
      ctx,
    );
    expect(result.instance.version).toBe(instance.version + 1);
    expect(ccTasks(result.instance).map((t) => [t.assignee?.userId, t.nodeId, t.isRead])).toEqual([
      ['u7', 'a1', false],
      ['u8', 'a1', false],
    ]);
    expect(taskOf(result.instance, 'u1').taskState).toBe(0);
    expect(
      result.effects.filter((e) => e.kind === 'letter').map((e) => e.kind === 'letter' && [e.to, e.template]),
    ).toEqual([
      ['u7', 'cc'],
      ['u8', 'cc'],
    ]);
    expect(result.instance.timeline.at(-1)).toMatchObject({
      kind: 'ccAdded',
      nodeId: 'a1',
      userId: 'u1',
      params: { userNames: 'U7, U8' },
    });
    const entry = processInfo(result.instance).entries.find((e) => e.nodeId === 'a1' && e.taskType === 1);
    expect(entry?.notes.map((n) => n.kind)).toEqual(['ccAdded']);
  });

  it('agree and reject carry a cc list', () => {
    const ctx = testContext();
    const { instance } = startFlow(twoSteps, ctx);
    const taskId = taskOf(instance, 'u1').id;
    const agreed = step(
      instance,
      { kind: 'approve', taskId, userId: 'u1', ccList: [user('u7')] },
      ctx,
    ).instance;
    expect(ccTasks(agreed).map((t) => t.assignee?.userId)).toEqual(['u7']);
    expect(agreed.tasks.find((t) => t.id === taskId)?.taskState).toBe(1);
    const rejected = step(
      instance,
      { kind: 'reject', taskId, userId: 'u1', comment: 'no', ccList: [user('u9')] },
      ctx,
    ).instance;
    expect([rejected.state, ccTasks(rejected).map((t) => t.assignee?.userId)]).toEqual([2, ['u9']]);
  });

  it('with allowCc off the button is absent and cc (alone or with agree) is refused; nobody or only oneself is refused', () => {
    const off = testContext({ allowCc: false });
    const { instance } = startFlow(twoSteps, off);
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).not.toContain('cc');
    const refusal = { error: 'notAllowed', messageKey: 'engine.error.notAllowed', params: { action: 'cc' } };
    expect(act(instance, { kind: 'cc', taskId, userId: 'u1', ccList: [user('u7')] }, off)).toEqual(refusal);
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1', ccList: [user('u7')] }, off)).toEqual(
      refusal,
    );
    const on = testContext({ allowCc: true });
    expect(act(instance, { kind: 'cc', taskId, userId: 'u1', ccList: [] }, on)).toMatchObject({
      error: 'noPeople',
    });
    expect(act(instance, { kind: 'cc', taskId, userId: 'u1', ccList: [user('u1')] }, on)).toMatchObject({
      error: 'noPeople',
    });
    expect(act(instance, { kind: 'cc', taskId, userId: 'u2', ccList: [user('u7')] }, on)).toMatchObject({
      error: 'notAssignee',
    });
  });
});

describe('share (spec §6)', () => {
  it('a participant shares read-only: cc entries marked shared, a letter and an instance note; repeats skip people who have one', () => {
    const ctx = testContext({ share: true });
    const { instance } = startFlow(twoSteps, ctx);
    expect(instanceActions(instance, 'init').canShare).toBe(true);
    expect(instanceActions(instance, 'u1').canShare).toBe(true);
    expect(instanceActions(instance, 'u9').canShare).toBe(false);
    const result = step(instance, { kind: 'share', userId: 'u1', targets: [user('u5'), user('init')] }, ctx);
    const shared = ccTasks(result.instance);
    expect(shared.map((t) => [t.assignee?.userId, t.shared, t.nodeId])).toEqual([
      ['u5', true, instance.tree.id],
    ]);
    expect(result.effects).toContainEqual(
      expect.objectContaining({ kind: 'letter', to: 'u5', template: 'shared' }),
    );
    expect(processInfo(result.instance).notes.at(-1)).toMatchObject({
      kind: 'shared',
      params: { userNames: 'U5' },
    });
    expect(allowedActions(result.instance, shared[0]?.id ?? '', 'u5')).toEqual([]);
    expect(act(result.instance, { kind: 'share', userId: 'init', targets: [user('u5')] }, ctx)).toMatchObject(
      {
        error: 'noPeople',
      },
    );
    expect(act(instance, { kind: 'share', userId: 'u9', targets: [user('u5')] }, ctx)).toMatchObject({
      error: 'notParticipant',
    });
  });

  it('works on a finished instance and is refused with the switch off (default)', () => {
    const ctx = testContext({ share: true });
    const done = approved(ctx);
    expect(step(done, { kind: 'share', userId: 'init', targets: [user('u5')] }, ctx).instance.state).toBe(1);
    const off = testContext({ share: false });
    expect(instanceActions(startFlow(twoSteps, testContext()).instance, 'init').canShare).toBe(false);
    expect(act(done, { kind: 'share', userId: 'init', targets: [user('u5')] }, off)).toEqual({
      error: 'notAllowed',
      messageKey: 'engine.error.notAllowed',
      params: { action: 'share' },
    });
  });
});

describe('void (spec §6, instance state 6)', () => {
  it('the initiator voids an approved instance: state 6, a note with the reason, a voided data push', () => {
    const ctx = testContext({ void: true });
    const done = approved(ctx);
    expect(instanceActions(done, 'init').canVoid).toBe(true);
    expect(instanceActions(done, 'u1').canVoid).toBe(false);
    expect(instanceActions(done, 'u1', true).canVoid).toBe(true);
    const result = step(done, { kind: 'void', userId: 'init', comment: 'wrong amount' }, ctx);
    expect([result.instance.state, result.instance.endTime]).toEqual([6, done.endTime]);
    expect(result.instance.timeline.at(-1)).toMatchObject({
      kind: 'voided',
      params: { comment: 'wrong amount' },
    });
    expect(result.effects).toEqual([
      expect.objectContaining({ kind: 'callback', event: 'voided', instanceState: 6 }),
    ]);
    expect(instanceActions(result.instance, 'init').canVoid).toBe(false);
    expect(act(result.instance, { kind: 'void', userId: 'init' }, ctx)).toMatchObject({
      error: 'notApproved',
    });
  });

  it('an administrator may void (the initiator gets a letter); others may not; only approved instances', () => {
    const ctx = testContext({ void: true });
    const done = approved(ctx);
    const byAdmin = step(done, { kind: 'void', userId: 'admin', isAdmin: true }, ctx);
    expect(byAdmin.effects).toContainEqual(
      expect.objectContaining({ kind: 'letter', to: 'init', template: 'voided' }),
    );
    expect(act(done, { kind: 'void', userId: 'u1' }, ctx)).toMatchObject({ error: 'notInitiator' });
    const running = startFlow(twoSteps, ctx).instance;
    expect(instanceActions(running, 'init').canVoid).toBe(false);
    expect(act(running, { kind: 'void', userId: 'init' }, ctx)).toMatchObject({ error: 'notApproved' });
    const rejected = step(
      running,
      { kind: 'reject', taskId: taskOf(running, 'u1').id, userId: 'u1', comment: 'no' },
      ctx,
    ).instance;
    expect(act(rejected, { kind: 'void', userId: 'init' }, ctx)).toMatchObject({ error: 'notApproved' });
  });

  it('is refused with the switch off (default)', () => {
    const ctx = testContext();
    const done = approved(ctx);
    expect(instanceActions(done, 'init', true).canVoid).toBe(false);
    expect(act(done, { kind: 'void', userId: 'init' }, ctx)).toEqual({
      error: 'notAllowed',
      messageKey: 'engine.error.notAllowed',
      params: { action: 'void' },
    });
  });
});
