import { describe, expect, it } from 'vitest';
import { act } from './act';
import { allowedActions } from './allowedActions';
import { processInfo } from './processInfo';
import {
  approveAll,
  approver,
  flow,
  handler,
  holders,
  startFlow,
  step,
  taskOf,
  testContext,
  user,
} from './testing/flowBuilders';
import type { EngineContext, EngineEvent, EngineInstance, SignPosition } from './types';

/** a1 (u1, or the given people and mode) then a2 (u2). */
const twoNodes = (settings = {}, people = ['u1'], examineMode: 1 | 2 | 3 = 1, configure = {}) => {
  const ctx = testContext(settings);
  const tree = flow([
    approver('a1', people, { examineMode, configure }),
    approver('a2', ['u2'], { configure: { fallBack: true } }),
  ]);
  return { ctx, instance: startFlow(tree, ctx).instance };
};

const add = (
  instance: EngineInstance,
  ctx: EngineContext,
  by: string,
  position: SignPosition,
  ...signers: string[]
) =>
  step(
    instance,
    {
      kind: 'addSigners',
      taskId: taskOf(instance, by).id,
      userId: by,
      position,
      signers: signers.map(user),
      comment: 'please',
    },
    ctx,
  );

const letters = (result: ReturnType<typeof step>) =>
  result.effects.flatMap((effect) => (effect.kind === 'letter' ? [`${effect.template}:${effect.to}`] : []));

describe('add signers after oneself', () => {
  it('approves the adder, gives the added people tasks with a to-do letter, and passes the node after them', () => {
    const { ctx, instance } = twoNodes();
    const done = add(instance, ctx, 'u1', 'after', 'u5', 'u6');
    const mine = done.instance.tasks.find((task) => task.assignee?.userId === 'u1');
    expect([mine?.taskState, mine?.comment]).toEqual([1, 'please']);
    expect(holders(done.instance)).toEqual(['u5', 'u6']);
    expect(letters(done)).toEqual(['taskTodo:u5', 'taskTodo:u6']);
    expect(taskOf(done.instance, 'u5').added).toEqual({
      userId: 'u1',
      taskId: mine?.id,
      position: 'after',
    });
    expect(done.instance.version).toBe(instance.version + 1);
    const note = done.instance.timeline.at(-1);
    expect(note).toMatchObject({
      kind: 'addedSigners',
      nodeId: 'a1',
      userId: 'u1',
      messageKey: 'engine.note.addedSigners',
      params: { context: 'after', signerNames: 'U5, U6' },
    });
    const first = approveAll(done.instance, ctx, 'u5');
    expect(holders(first)).toEqual(['u6']);
    expect(holders(approveAll(first, ctx, 'u6'))).toEqual(['u2']);
  });

  it('in sequence mode the queue goes on after the added people', () => {
    const { ctx, instance } = twoNodes({}, ['u1', 'u3'], 1);
    const done = add(instance, ctx, 'u1', 'after', 'u5').instance;
    expect(holders(done)).toEqual(['u5']);
    expect(holders(approveAll(done, ctx, 'u5'))).toEqual(['u3']);
  });

  it('in any mode closes the other original tasks but still waits for the added people', () => {
    const { ctx, instance } = twoNodes({}, ['u1', 'u3'], 3);
    const done = add(instance, ctx, 'u1', 'after', 'u5').instance;
    expect(holders(done)).toEqual(['u5']);
    expect(holders(approveAll(done, ctx, 'u5'))).toEqual(['u2']);
  });
});

describe('add signers before oneself', () => {
  it('holds the adder’s task until every added person approved, then hands it back with a letter', () => {
    const { ctx, instance } = twoNodes();
    const held = add(instance, ctx, 'u1', 'before', 'u5', 'u6').instance;
    const mine = taskOf(held, 'u1');
    expect(mine.taskState).toBe(0);
    expect(allowedActions(held, mine.id, 'u1')).toEqual([]);
    for (const event of [
      { kind: 'approve', taskId: mine.id, userId: 'u1' },
      { kind: 'reject', taskId: mine.id, userId: 'u1' },
      { kind: 'addSigners', taskId: mine.id, userId: 'u1', position: 'after', signers: [user('u7')] },
    ] as EngineEvent[])
      expect(act(held, event, ctx)).toMatchObject({
        error: 'waitingForSigners',
        messageKey: 'engine.error.waitingForSigners',
      });
    const oneDone = approveAll(held, ctx, 'u5');
    expect(allowedActions(oneDone, mine.id, 'u1')).toEqual([]);
    const released = step(oneDone, { kind: 'approve', taskId: taskOf(oneDone, 'u6').id, userId: 'u6' }, ctx);
    expect(letters(released)).toEqual(['taskTodo:u1']);
    expect(allowedActions(released.instance, mine.id, 'u1')).toEqual(['agree', 'reject', 'cc', 'addSigners']);
    expect(holders(approveAll(released.instance, ctx, 'u1'))).toEqual(['u2']);
  });

  it('an urge reaches the signers, not the holder of the waiting task', () => {
    const { ctx, instance } = twoNodes({ urge: true });
    const held = add(instance, ctx, 'u1', 'before', 'u5').instance;
    expect(letters(step(held, { kind: 'urge', userId: 'init' }, ctx))).toEqual(['urge:u5']);
  });

  it('a transferred added task keeps the hold', () => {
    const { ctx, instance } = twoNodes({}, ['u1'], 1, { transmitted: true });
    const held = add(instance, ctx, 'u1', 'before', 'u5').instance;
    const moved = step(
      held,
      { kind: 'transfer', taskId: taskOf(held, 'u5').id, userId: 'u5', targetUserId: 'u6' },
      ctx,
    ).instance;
    expect(allowedActions(moved, taskOf(moved, 'u1').id, 'u1')).toEqual([]);
    const released = approveAll(moved, ctx, 'u6');
    expect(allowedActions(released, taskOf(released, 'u1').id, 'u1')).toContain('agree');
  });
});

describe('add signers alongside (countersign)', () => {
  it('the node waits for the added people as well as for the adder', () => {
    const { ctx, instance } = twoNodes();
    const both = add(instance, ctx, 'u1', 'alongside', 'u5').instance;
    expect(holders(both)).toEqual(['u1', 'u5']);
    expect(holders(approveAll(both, ctx, 'u1'))).toEqual(['u5']);
    expect(holders(approveAll(both, ctx, 'u5', 'u1'))).toEqual(['u2']);
  });

  it('in any mode another original approval closes the original tasks, the added signer still decides', () => {
    const { ctx, instance } = twoNodes({}, ['u1', 'u3'], 3);
    const both = add(instance, ctx, 'u1', 'alongside', 'u5').instance;
    const other = approveAll(both, ctx, 'u3');
    expect(holders(other)).toEqual(['u5']);
    expect(other.tasks.find((task) => task.assignee?.userId === 'u1')?.taskState).toBe(4);
    expect(holders(approveAll(other, ctx, 'u5'))).toEqual(['u2']);
  });
});

describe('added signers and the other actions', () => {
  it('a reject by an added signer is the node’s reject: the instance ends rejected, nothing stays open', () => {
    const { ctx, instance } = twoNodes();
    const held = add(instance, ctx, 'u1', 'before', 'u5').instance;
    const rejected = step(
      held,
      { kind: 'reject', taskId: taskOf(held, 'u5').id, userId: 'u5', comment: 'no' },
      ctx,
    );
    expect(rejected.instance.state).toBe(2);
    expect(holders(rejected.instance)).toEqual([]);
    expect(rejected.instance.tasks.find((task) => task.assignee?.userId === 'u1')?.taskState).toBe(4);
  });

  it('a fallback from the next node re-runs the node without the added people', () => {
    const { ctx, instance } = twoNodes({ return: true });
    const after = add(instance, ctx, 'u1', 'after', 'u5').instance;
    const atSecond = approveAll(after, ctx, 'u5');
    const back = step(
      atSecond,
      { kind: 'fallback', taskId: taskOf(atSecond, 'u2').id, userId: 'u2', targetNodeId: 'a1' },
      ctx,
    ).instance;
    expect(holders(back)).toEqual(['u1']);
    expect(taskOf(back, 'u1').added).toBeUndefined();
  });

  it.each([
    ['recall', { kind: 'recall', userId: 'init' }, 3, 5],
    ['terminate', { kind: 'terminate', userId: 'admin' }, 5, 4],
  ] as const)('%s closes the added tasks and the held one', (_name, event, state, taskState) => {
    const { ctx, instance } = twoNodes();
    const held = add(instance, ctx, 'u1', 'before', 'u5', 'u6').instance;
    const ended = step(held, event, ctx).instance;
    expect(ended.state).toBe(state);
    expect(holders(ended)).toEqual([]);
    const states = ended.tasks.filter((task) => task.nodeId === 'a1').map((task) => task.taskState);
    expect(states).toEqual([taskState, taskState, taskState]);
  });

  it('process dynamics list the added people in the node’s entry with the note of who added them', () => {
    const { ctx, instance } = twoNodes();
    const done = add(instance, ctx, 'u1', 'after', 'u5').instance;
    const entry = processInfo(done).entries.find((item) => item.nodeId === 'a1');
    expect(entry?.approvalInfos.map((info) => [info.userName, info.taskState])).toEqual([
      ['U1', 1],
      ['U5', 0],
    ]);
    expect(entry?.notes.map((note) => note.kind)).toEqual(['addedSigners']);
  });
});

describe('add signers refusals', () => {
  it('is refused when the setting is off, and not offered', () => {
    const { ctx, instance } = twoNodes({ addSigners: false });
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).not.toContain('addSigners');
    const result = act(
      instance,
      { kind: 'addSigners', taskId, userId: 'u1', position: 'after', signers: [user('u5')] },
      ctx,
    );
    expect(result).toEqual({
      error: 'notAllowed',
      messageKey: 'engine.error.notAllowed',
      params: { action: 'addSigners' },
    });
  });

  it('is refused at a handler node', () => {
    const ctx = testContext();
    const instance = startFlow(flow([handler('h1', ['u1'])]), ctx).instance;
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).toEqual(['agree', 'cc']);
    expect(
      act(
        instance,
        { kind: 'addSigners', taskId, userId: 'u1', position: 'before', signers: [user('u5')] },
        ctx,
      ),
    ).toMatchObject({ error: 'notAllowed' });
  });

  it.each([
    ['nobody', []],
    ['oneself', ['u1']],
    ['the same person twice', ['u5', 'u5']],
    ['someone already holding a task at the node', ['u3']],
    ['more than twenty people', Array.from({ length: 21 }, (_, n) => `x${n}`)],
  ])('is refused for %s', (_name, people) => {
    const { ctx, instance } = twoNodes({}, ['u1', 'u3'], 2);
    const taskId = taskOf(instance, 'u1').id;
    const event: EngineEvent = {
      kind: 'addSigners',
      taskId,
      userId: 'u1',
      position: 'alongside',
      signers: people.map(user),
    };
    expect(act(instance, event, ctx)).toMatchObject({ error: 'badTarget' });
  });

  it('only the task holder may add signers', () => {
    const { ctx, instance } = twoNodes();
    const taskId = taskOf(instance, 'u1').id;
    expect(
      act(
        instance,
        { kind: 'addSigners', taskId, userId: 'u9', position: 'after', signers: [user('u5')] },
        ctx,
      ),
    ).toMatchObject({ error: 'notAssignee' });
  });
});

describe('free flow', () => {
  const send = (instance: EngineInstance, ctx: EngineContext, by: string, to: string) =>
    step(instance, { kind: 'freeFlow', taskId: taskOf(instance, by).id, userId: by, target: user(to) }, ctx);

  it('is off by default: not offered and refused', () => {
    const { ctx, instance } = twoNodes();
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).not.toContain('freeFlow');
    expect(act(instance, { kind: 'freeFlow', taskId, userId: 'u1', target: user('u7') }, ctx)).toEqual({
      error: 'notAllowed',
      messageKey: 'engine.error.notAllowed',
      params: { action: 'freeFlow' },
    });
  });

  it('sends the instance to a member as an extra step, then continues on the designed path', () => {
    const { ctx, instance } = twoNodes({ freeFlow: true });
    const sent = send(instance, ctx, 'u1', 'u7');
    expect(holders(sent.instance)).toEqual(['u7']);
    expect(letters(sent)).toEqual(['taskTodo:u7']);
    expect(taskOf(sent.instance, 'u7').added?.position).toBe('free');
    expect(sent.instance.timeline.at(-1)).toMatchObject({
      kind: 'freeFlowSent',
      userId: 'u1',
      params: { targetUserName: 'U7' },
    });
    expect(allowedActions(sent.instance, taskOf(sent.instance, 'u7').id, 'u7')).toContain('freeFlow');
    const onward = send(sent.instance, ctx, 'u7', 'u8').instance;
    expect(holders(approveAll(onward, ctx, 'u8'))).toEqual(['u2']);
  });

  it('a reject by the free-flow member rejects the instance', () => {
    const { ctx, instance } = twoNodes({ freeFlow: true });
    const sent = send(instance, ctx, 'u1', 'u7').instance;
    const rejected = step(
      sent,
      { kind: 'reject', taskId: taskOf(sent, 'u7').id, userId: 'u7', comment: 'no' },
      ctx,
    ).instance;
    expect([rejected.state, holders(rejected)]).toEqual([2, []]);
  });

  it('is refused to oneself', () => {
    const { ctx, instance } = twoNodes({ freeFlow: true });
    const taskId = taskOf(instance, 'u1').id;
    expect(act(instance, { kind: 'freeFlow', taskId, userId: 'u1', target: user('u1') }, ctx)).toMatchObject({
      error: 'badTarget',
    });
  });
});
