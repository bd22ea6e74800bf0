import { describe, expect, it } from 'vitest';
import { act } from './act';
import { processInfo } from './processInfo';
import { approver, flow, openTasks, startFlow, step, testContext, user } from './testing/flowBuilders';
import type { Directory, EngineContext } from './types';

const FROM = 1_700_000_000_000;
const TO = FROM + 3_600_000;

/** u1 is away from FROM to TO, u2 acts for them; u2 is away too (u3 acts): delegation is one hop only. */
const withDelegation = (ctx: EngineContext): EngineContext => {
  const away: Record<string, string> = { u1: 'u2', u2: 'u3' };
  const directory: Directory = {
    ...ctx.directory,
    delegateOf: (userId, now) => (now >= FROM && now < TO && away[userId] ? user(away[userId]) : null),
  };
  return { ...ctx, directory };
};

describe('delegate setting (workflow spec §6)', () => {
  it('a task made in the window goes to the delegate, marked on behalf of the assignee, with a timeline note', () => {
    const ctx = withDelegation(testContext({ delegate: true }, FROM + 1000));
    const { instance, effects } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const [task] = openTasks(instance);
    expect(task?.assignee).toEqual(user('u2'));
    expect(task?.onBehalfOf).toEqual(user('u1'));
    expect(instance.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'delegated',
        messageKey: 'engine.note.delegated',
        userId: 'u2',
        params: { userName: 'U1', delegateName: 'U2' },
      }),
    );
    expect(effects).toContainEqual(
      expect.objectContaining({ kind: 'letter', to: 'u2', template: 'taskTodo' }),
    );
    expect(effects.some((e) => e.kind === 'letter' && e.to === 'u1')).toBe(false);
    const entry = processInfo(instance).entries.find((e) => e.nodeId === 'a1');
    expect(entry?.approvalInfos.map((i) => [i.userName, i.onBehalfOf])).toEqual([['U2', 'U1']]);
  });

  it('the delegate acts on the task; the original assignee may not', () => {
    const ctx = withDelegation(testContext({ delegate: true }, FROM + 1000));
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const taskId = openTasks(instance)[0]?.id ?? '';
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'notAssignee',
    });
    const done = step(instance, { kind: 'approve', taskId, userId: 'u2' }, ctx).instance;
    expect(done.state).toBe(1);
  });

  it('resolves one hop only: the delegate of a delegate is not followed', () => {
    const ctx = withDelegation(testContext({ delegate: true }, FROM + 1000));
    const { instance } = startFlow(flow([approver('a1', ['u1', 'u2'], { examineMode: 2 })]), ctx);
    const holders = openTasks(instance).map((t) => [t.assignee?.userId, t.onBehalfOf?.userId]);
    expect(holders).toEqual([
      ['u2', 'u1'],
      ['u3', 'u2'],
    ]);
  });

  it('outside the window, or with the switch off, the assignee keeps the task', () => {
    const late = withDelegation(testContext({ delegate: true }, TO));
    expect(openTasks(startFlow(flow([approver('a1', ['u1'])]), late).instance)[0]?.assignee).toEqual(
      user('u1'),
    );
    const off = withDelegation(testContext({}, FROM + 1000));
    const task = openTasks(startFlow(flow([approver('a1', ['u1'])]), off).instance)[0];
    expect(task?.assignee).toEqual(user('u1'));
    expect(task?.onBehalfOf).toBeUndefined();
  });

  it('a later node entered in the window is delegated when it opens', () => {
    const ctx = withDelegation(testContext({ delegate: true }, FROM - 10_000));
    const { instance } = startFlow(flow([approver('a0', ['u4']), approver('a1', ['u1'])]), ctx);
    expect(openTasks(instance)[0]?.assignee).toEqual(user('u4'));
    ctx.now = FROM + 5;
    const next = step(
      instance,
      { kind: 'approve', taskId: openTasks(instance)[0]?.id ?? '', userId: 'u4' },
      ctx,
    );
    expect(openTasks(next.instance)[0]).toMatchObject({ assignee: user('u2'), onBehalfOf: user('u1') });
  });
});
