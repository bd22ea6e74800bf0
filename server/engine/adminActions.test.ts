import { describe, expect, it } from 'vitest';
import { act } from './act';
import { approver, flow, startFlow, step, taskOf, testContext } from './testing/flowBuilders';

describe('reassign (administration of instances)', () => {
  it('ends the stuck task as 6 by the administrator and gives the target a new task with a timeline note', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1']), approver('a2', ['u2'])]), ctx);
    const result = step(
      instance,
      {
        kind: 'reassign',
        taskId: taskOf(instance, 'u1').id,
        userId: 'admin',
        targetUserId: 'u5',
        comment: 'away',
      },
      ctx,
    );
    expect(result.instance.version).toBe(instance.version + 1);
    const a1 = result.instance.tasks.filter((task) => task.nodeId === 'a1');
    expect(a1.map((task) => [task.assignee?.userId, task.taskState, task.handledBy])).toEqual([
      ['u1', 6, 'admin'],
      ['u5', 0, null],
    ]);
    expect(result.effects).toEqual([
      expect.objectContaining({ kind: 'letter', to: 'u5', template: 'taskTodo' }),
    ]);
    expect(result.instance.timeline.at(-1)).toMatchObject({
      kind: 'reassigned',
      nodeId: 'a1',
      userId: 'admin',
      messageKey: 'engine.note.reassigned',
      params: { fromUserName: 'U1', targetUserName: 'U5', comment: 'away' },
    });
    // the new holder goes on along the designed path
    const next = step(
      result.instance,
      { kind: 'approve', taskId: taskOf(result.instance, 'u5').id, userId: 'u5' },
      ctx,
    );
    expect(taskOf(next.instance, 'u2').taskState).toBe(0);
  });

  it('refuses a handled task (already handled), a target already holding the node, and an ended instance', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1', 'u2'], { examineMode: 2 })]), ctx);
    const u1 = taskOf(instance, 'u1').id;
    expect(
      act(instance, { kind: 'reassign', taskId: u1, userId: 'admin', targetUserId: 'u2' }, ctx),
    ).toMatchObject({
      error: 'badTarget',
    });
    const moved = step(
      instance,
      { kind: 'reassign', taskId: u1, userId: 'admin', targetUserId: 'u3' },
      ctx,
    ).instance;
    expect(
      act(moved, { kind: 'reassign', taskId: u1, userId: 'admin', targetUserId: 'u4' }, ctx),
    ).toMatchObject({
      error: 'alreadyHandled',
      by: 'admin',
    });
    const ended = step(moved, { kind: 'terminate', userId: 'admin' }, ctx).instance;
    const u3 = taskOf(moved, 'u3').id;
    expect(
      act(ended, { kind: 'reassign', taskId: u3, userId: 'admin', targetUserId: 'u4' }, ctx),
    ).toMatchObject({
      error: 'alreadyHandled',
    });
    expect(
      act(moved, { kind: 'reassign', taskId: 'nope', userId: 'admin', targetUserId: 'u4' }, ctx),
    ).toMatchObject({
      error: 'taskNotFound',
    });
  });
});
