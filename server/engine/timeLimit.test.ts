import { describe, expect, it } from 'vitest';
import type { NodeTimeLimit } from '@shared/flow/types';
import { act } from './act';
import { deadlineOf, reminderOf, shownTaskState } from './deadline';
import { processInfo } from './processInfo';
import { approver, flow, startFlow, step, taskOf, testContext } from './testing/flowBuilders';
import type { Directory } from './types';

const HOUR = 60 * 60 * 1000;
const limited = (limit: Partial<NodeTimeLimit>) => ({
  configure: {
    timeLimit: {
      amount: 2,
      unit: 'hours' as const,
      remindBeforeHours: 1,
      action: 'remind' as const,
      ...limit,
    },
  },
});

const setUp = (limit: Partial<NodeTimeLimit> = {}, settings = { timeLimit: true }) => {
  const ctx = testContext(settings);
  const { instance } = startFlow(flow([approver('a1', ['u1'], limited(limit)), approver('a2', ['u2'])]), ctx);
  return { ctx, instance, taskId: taskOf(instance, 'u1').id };
};

describe('deadlines', () => {
  it('counts hours, and working days skipping Saturday and Sunday (UTC)', () => {
    const friday = Date.UTC(2026, 10, 27, 9);
    expect(deadlineOf(friday, { amount: 5, unit: 'hours', remindBeforeHours: 0, action: 'remind' })).toBe(
      friday + 5 * HOUR,
    );
    expect(
      deadlineOf(friday, { amount: 1, unit: 'workingDays', remindBeforeHours: 0, action: 'remind' }),
    ).toBe(Date.UTC(2026, 10, 30, 9));
    expect(
      deadlineOf(friday, { amount: 3, unit: 'workingDays', remindBeforeHours: 0, action: 'remind' }),
    ).toBe(Date.UTC(2026, 11, 2, 9));
  });

  it('puts the reminder N hours before the deadline, none when it would precede the start', () => {
    const limit: NodeTimeLimit = { amount: 2, unit: 'hours', remindBeforeHours: 1, action: 'remind' };
    expect(reminderOf(0, limit)).toBe(HOUR);
    expect(reminderOf(0, { ...limit, remindBeforeHours: 3 })).toBeNull();
    expect(reminderOf(0, { ...limit, remindBeforeHours: 0 })).toBeNull();
  });

  it('a task at a limited node carries its deadline only while the flow setting is on', () => {
    expect(setUp().instance.tasks.find((t) => t.nodeId === 'a1')).toMatchObject({
      dueAt: 1_700_000_000_000 + 2 * HOUR,
      remindAt: 1_700_000_000_000 + HOUR,
    });
    expect(
      setUp({}, { timeLimit: false }).instance.tasks.find((t) => t.nodeId === 'a1')?.dueAt,
    ).toBeUndefined();
  });
});

describe('expire', () => {
  it('is refused before it is due, when the setting is off, and a second time (already handled)', () => {
    const { ctx, instance, taskId } = setUp();
    expect(act(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx)).toMatchObject({
      error: 'notDue',
    });
    expect(act(instance, { kind: 'expire', taskId, timer: 'reminder' }, ctx)).toMatchObject({
      error: 'notDue',
    });
    ctx.now += 2 * HOUR;
    const off = act(
      instance,
      { kind: 'expire', taskId, timer: 'expiry' },
      { ...ctx, settings: { timeLimit: false } },
    );
    expect(off).toMatchObject({ error: 'notAllowed', params: { action: 'expire' } });
    const once = step(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx);
    expect(once.instance.version).toBe(instance.version + 1);
    expect(act(once.instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
    });
    expect(act(once.instance, { kind: 'expire', taskId, timer: 'reminder' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
    });
  });

  it('reminder: a letter to the holder and a timeline note, once', () => {
    const { ctx, instance, taskId } = setUp();
    ctx.now += HOUR;
    const reminded = step(instance, { kind: 'expire', taskId, timer: 'reminder' }, ctx);
    expect(reminded.effects).toEqual([
      expect.objectContaining({ kind: 'letter', to: 'u1', template: 'overtime' }),
    ]);
    expect(reminded.instance.timeline.at(-1)?.kind).toBe('timeReminder');
    expect(act(reminded.instance, { kind: 'expire', taskId, timer: 'reminder' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
    });
  });

  it('remind: the task stays open, shows overtime (3) in lists and the timeline, and the holder may still act', () => {
    const { ctx, instance, taskId } = setUp({ action: 'remind' });
    ctx.now += 2 * HOUR;
    const result = step(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx);
    const task = result.instance.tasks.find((t) => t.id === taskId);
    expect(task).toMatchObject({ taskState: 0, overdueAt: ctx.now });
    expect(shownTaskState(task ?? { taskState: 0 })).toBe(3);
    expect(result.effects).toEqual([expect.objectContaining({ to: 'u1', template: 'overtime' })]);
    const entry = processInfo(result.instance).entries.find((e) => e.nodeId === 'a1');
    expect(entry?.taskState).toBe(3);
    const approved = step(result.instance, { kind: 'approve', taskId, userId: 'u1' }, ctx).instance;
    expect(approved.tasks.find((t) => t.id === taskId)?.taskState).toBe(1);
    expect(taskOf(approved, 'u2')).toBeDefined();
  });

  it('approve: the task closes as adopt on nobody’s behalf with a note, and the flow moves on', () => {
    const { ctx, instance, taskId } = setUp({ action: 'approve' });
    ctx.now += 2 * HOUR;
    const result = step(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx).instance;
    expect(result.tasks.find((t) => t.id === taskId)).toMatchObject({
      taskState: 1,
      handledBy: null,
      auto: 'timeLimit',
    });
    expect(result.timeline.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['overdue', 'overdueApproved']),
    );
    expect(taskOf(result, 'u2')).toBeDefined();
  });

  it('reject: the instance ends rejected', () => {
    const { ctx, instance, taskId } = setUp({ action: 'reject' });
    ctx.now += 2 * HOUR;
    const result = step(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx).instance;
    expect(result.state).toBe(2);
    expect(result.tasks.find((t) => t.id === taskId)?.taskState).toBe(2);
    expect(result.timeline.at(-1)?.kind).toBe('overdueRejected');
  });

  it('transfer: the named person gets the task (the old one ends as 6) with a fresh limit', () => {
    const { ctx, instance, taskId } = setUp({ action: 'transfer', transferTo: { id: 'u9', name: 'U9' } });
    ctx.now += 2 * HOUR;
    const result = step(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx);
    expect(result.instance.tasks.find((t) => t.id === taskId)?.taskState).toBe(6);
    const next = taskOf(result.instance, 'u9');
    expect(next.dueAt).toBe(ctx.now + 2 * HOUR);
    expect(result.instance.timeline.at(-1)).toMatchObject({
      kind: 'overdueTransferred',
      params: { targetUserName: 'U9' },
    });
  });

  it('escalate: to the department leader, else to the tenant administrator, said in the timeline', () => {
    const { ctx, instance, taskId } = setUp({ action: 'escalate' });
    ctx.now += 2 * HOUR;
    const toAdmin = step(instance, { kind: 'expire', taskId, timer: 'expiry' }, ctx).instance;
    expect(taskOf(toAdmin, 'admin')).toBeDefined();
    expect(toAdmin.timeline.at(-1)).toMatchObject({
      kind: 'escalatedToAdmin',
      params: { targetUserName: 'ADMIN' },
    });
    const directory: Directory = {
      ...ctx.directory,
      leaderOf: (userId) => (userId === 'u1' ? { userId: 'boss', userName: 'Boss' } : null),
    };
    const toLeader = step(
      instance,
      { kind: 'expire', taskId, timer: 'expiry' },
      { ...ctx, directory },
    ).instance;
    expect(taskOf(toLeader, 'boss')).toBeDefined();
    expect(toLeader.timeline.at(-1)).toMatchObject({ kind: 'escalated', params: { targetUserName: 'Boss' } });
  });

  it('a task closed before its deadline is already handled when the timer fires', () => {
    const { ctx, instance, taskId } = setUp({ action: 'approve' });
    const approved = step(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx).instance;
    ctx.now += 2 * HOUR;
    expect(act(approved, { kind: 'expire', taskId, timer: 'expiry' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
    });
  });
});
