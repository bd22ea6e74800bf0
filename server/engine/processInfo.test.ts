import { describe, expect, it } from 'vitest';
import { processInfo, splitDuration } from './processInfo';
import {
  approver,
  cc,
  conditionGroup,
  flow,
  startFlow,
  step,
  taskOf,
  testContext,
  when,
} from './testing/flowBuilders';

describe('processInfo', () => {
  it('one entry per node activation with approvers and comments, then an end entry with total time', () => {
    const ctx = testContext();
    const t0 = ctx.now;
    let instance = startFlow(
      flow([cc('c', ['u8']), approver('a1', ['u1', 'u2'], { examineMode: 2 })]),
      ctx,
    ).instance;
    instance = step(
      instance,
      { kind: 'approve', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'ok' },
      { ...ctx, now: t0 + 2000 },
    ).instance;

    const during = processInfo(instance);
    expect(
      during.entries.map((entry) => [entry.taskType, entry.taskName, entry.taskState, entry.endTime]),
    ).toEqual([
      [0, 'initiator', 1, t0],
      [2, 'node c', 1, null],
      [1, 'node a1', 0, null],
    ]);
    expect(during.nodeStatuses).toEqual({ start: 2, c: 2, a1: 1 });

    instance = step(
      instance,
      { kind: 'approve', taskId: taskOf(instance, 'u2').id, userId: 'u2', comment: 'fine' },
      { ...ctx, now: t0 + 90_061_000 },
    ).instance;
    const after = processInfo(instance);
    const a1 = after.entries[2];
    expect(a1).toMatchObject({
      taskState: 1,
      startTime: t0,
      endTime: t0 + 90_061_000,
      durationSeconds: 90_061,
    });
    expect(a1?.approvalInfos.map((info) => [info.userName, info.comment, info.isQuick])).toEqual([
      ['U1', 'ok', true],
      ['U2', 'fine', false],
    ]);
    const end = after.entries.at(-1);
    expect(end).toMatchObject({
      taskType: -1,
      taskNameKey: 'engine.timeline.end',
      taskState: 1,
      durationSeconds: 90_061,
    });
    expect(splitDuration(end?.durationSeconds ?? 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(after.nodeStatuses).toEqual({ start: 2, c: 2, a1: 2 });
  });

  it('an empty approver shows an entry carrying its note; untaken branches show -1, unreached nodes 0', () => {
    const ctx = testContext();
    const tree = flow([
      approver('empty', []),
      conditionGroup(
        'g',
        [['yes', [[when('k', 'eq', '1')]], [approver('a', ['u1'])]]],
        [approver('b', ['u2'])],
      ),
      approver('z', ['u3']),
    ]);
    const { instance } = startFlow(tree, ctx, { k: '1' });
    const info = processInfo(instance);
    const emptyEntry = info.entries.find((entry) => entry.nodeId === 'empty');
    expect(emptyEntry).toMatchObject({ taskType: 1, taskState: 1, approvalInfos: [] });
    expect(emptyEntry?.notes.map((note) => note.messageKey)).toEqual(['engine.note.emptyAssigneePassed']);
    expect(info.nodeStatuses).toMatchObject({ empty: 2, g: 2, yes: 2, a: 1, 'g-other': -1, b: -1, z: 0 });
  });

  it('a rejected instance ends with a refuse end entry; a recall with withdraw (5)', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const rejected = step(
      instance,
      { kind: 'reject', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'no' },
      ctx,
    ).instance;
    expect(processInfo(rejected).entries.map((entry) => [entry.taskType, entry.taskState])).toEqual([
      [0, 1],
      [1, 2],
      [-1, 2],
    ]);
    const recalled = step(instance, { kind: 'recall', userId: 'init' }, ctx).instance;
    const info = processInfo(recalled);
    expect(info.entries.map((entry) => entry.taskState)).toEqual([1, 5, 5]);
    expect(info.notes.map((note) => note.kind)).toEqual(['recalled']);
  });
});
