import { describe, expect, it } from 'vitest';
import { act } from './act';
import { allowedActions, instanceActions } from './allowedActions';
import {
  approveAll,
  approver,
  cc,
  flow,
  handler,
  startFlow,
  step,
  taskOf,
  testContext,
  user,
} from './testing/flowBuilders';
import { isEngineFailure } from './errors';
import type { TaskAction } from '@shared/approval/states';
import type { EngineEvent, EngineInstance } from './types';

const all = { fallBack: true, staging: true, transmitted: true };

/**
 * An instance whose open task for u2 sits at a2 (after u1 approved a1), with a2 configured by `configure`; cc
 * by the approver is off unless `settings` switch it on (its own tests are in ccShareVoid.test.ts).
 */
const atSecond = (configure: Record<string, boolean> = {}, settings = {}) => {
  const ctx = testContext({ allowCc: false, ...settings });
  const start = startFlow(
    flow([approver('a1', ['u1']), approver('a2', ['u2'], { configure })]),
    ctx,
  ).instance;
  return { ctx, instance: approveAll(start, ctx, 'u1') };
};
const actionsOf = (instance: EngineInstance, userId: string, taskId = taskOf(instance, userId).id) =>
  allowedActions(instance, taskId, userId);

describe('allowed actions (the approval modal buttons)', () => {
  it('offers Agree and Reject to the holder of a pending approver task', () => {
    const { instance } = atSecond();
    expect(actionsOf(instance, 'u2')).toEqual(['agree', 'reject', 'addSigners']);
  });

  it('adds Fallback, Stage, Transfer, Add signers and Free flow by node flag and flow setting', () => {
    expect(actionsOf(atSecond(all, { return: true, transfer: true, freeFlow: true }).instance, 'u2')).toEqual(
      ['agree', 'reject', 'fallback', 'stage', 'transfer', 'addSigners', 'freeFlow'],
    );
    expect(actionsOf(atSecond({ staging: true }).instance, 'u2')).toEqual([
      'agree',
      'reject',
      'stage',
      'addSigners',
    ]);
    // the flags alone do not switch an action on when the flow settings switch it off
    expect(
      actionsOf(atSecond(all, { return: false, transfer: false, addSigners: false }).instance, 'u2'),
    ).toEqual(['agree', 'reject', 'stage']);
  });

  it('offers only Sign-in to the candidates of an unclaimed claimable task, then the holder gets the rest', () => {
    const ctx = testContext({ return: true, allowCc: false });
    const tree = flow([
      approver('a1', ['u1', 'u2'], { examineMode: 2, configure: { needClaim: true, fallBack: true } }),
    ]);
    const instance = startFlow(tree, ctx).instance;
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).toEqual(['claim']);
    expect(allowedActions(instance, taskId, 'u2')).toEqual(['claim']);
    expect(allowedActions(instance, taskId, 'u9')).toEqual([]);
    const claimed = step(instance, { kind: 'claim', taskId, userId: 'u1' }, ctx).instance;
    expect(allowedActions(claimed, taskId, 'u1')).toEqual(['agree', 'reject', 'fallback', 'addSigners']);
    expect(allowedActions(claimed, taskId, 'u2')).toEqual([]);
  });

  it('offers no Reject at a handler node, as the engine refuses it', () => {
    const ctx = testContext({ allowCc: false });
    const instance = startFlow(flow([handler('h1', ['u1'])]), ctx).instance;
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).toEqual(['agree']);
    expect(isEngineFailure(act(instance, { kind: 'reject', taskId, userId: 'u1' }, ctx))).toBe(true);
  });

  it.each([
    [
      'a handled task',
      (i: EngineInstance, ctx: ReturnType<typeof testContext>) => ({
        instance: approveAll(i, ctx, 'u2'),
        userId: 'u2',
      }),
    ],
    ["someone else's task", (i: EngineInstance) => ({ instance: i, userId: 'u1' })],
    [
      'an ended instance',
      (i: EngineInstance, ctx: ReturnType<typeof testContext>) => ({
        instance: step(i, { kind: 'recall', userId: 'init' }, ctx).instance,
        userId: 'u2',
      }),
    ],
  ])('offers nothing on %s', (_name, make) => {
    const { ctx, instance } = atSecond(all, { return: true });
    const taskId = taskOf(instance, 'u2').id;
    const after = make(instance, ctx);
    expect(allowedActions(after.instance, taskId, after.userId)).toEqual([]);
  });

  it('offers nothing on the start entry and on a cc entry', () => {
    const ctx = testContext();
    const instance = startFlow(flow([cc('c1', ['u3']), approver('a1', ['u1'])]), ctx).instance;
    const startTask = instance.tasks.find((task) => task.nodeId === 'start');
    const ccTask = instance.tasks.find((task) => task.nodeId === 'c1');
    expect(allowedActions(instance, startTask?.id ?? '', 'init')).toEqual([]);
    expect(allowedActions(instance, ccTask?.id ?? '', 'u3')).toEqual([]);
  });

  it("every offered action passes the engine's guards", () => {
    const { ctx, instance } = atSecond(all, { return: true, transfer: true, allowCc: true, freeFlow: true });
    const taskId = taskOf(instance, 'u2').id;
    const events: Record<Exclude<TaskAction, 'claim' | 'resubmit'>, EngineEvent> = {
      cc: { kind: 'cc', taskId, userId: 'u2', ccList: [{ userId: 'u6', userName: 'U6' }] },
      addSigners: { kind: 'addSigners', taskId, userId: 'u2', position: 'before', signers: [user('u5')] },
      freeFlow: { kind: 'freeFlow', taskId, userId: 'u2', target: user('u5') },
      agree: { kind: 'approve', taskId, userId: 'u2' },
      reject: { kind: 'reject', taskId, userId: 'u2' },
      fallback: { kind: 'fallback', taskId, userId: 'u2', targetNodeId: 'a1' },
      stage: { kind: 'stage', taskId, userId: 'u2', params: {} },
      transfer: { kind: 'transfer', taskId, userId: 'u2', targetUserId: 'u5' },
    };
    expect(allowedActions(instance, taskId, 'u2')).toContain('cc');
    for (const action of allowedActions(instance, taskId, 'u2')) {
      if (action === 'claim' || action === 'resubmit') continue;
      expect(isEngineFailure(act(instance, events[action], ctx))).toBe(false);
    }
  });

  it('lets the initiator urge and recall a running instance, nobody else, and nothing once it ended', () => {
    const { ctx, instance } = atSecond();
    expect(instanceActions(instance, 'init')).toMatchObject({ canUrge: true, canRecall: true });
    expect(instanceActions(instance, 'u2')).toMatchObject({ canUrge: false, canRecall: false });
    const ended = approveAll(instance, ctx, 'u2');
    expect(instanceActions(ended, 'init')).toMatchObject({ canUrge: false, canRecall: false });
    const noWithdraw = startFlow(flow([approver('a1', ['u1'])], {}), testContext({ urge: false })).instance;
    expect(instanceActions(noWithdraw, 'init')).toMatchObject({ canUrge: false, canRecall: false });
  });
});
