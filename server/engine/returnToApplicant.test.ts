import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { act } from './act';
import { applicantTaskOf } from './actions/returnActions';
import { allowedActions, instanceActions, resubmitOptions } from './allowedActions';
import { isEngineFailure } from './errors';
import { processInfo } from './processInfo';
import { returnTargets } from './returnTargets';
import {
  approveAll,
  approver,
  flow,
  holders,
  parallelGroup,
  startFlow,
  step,
  taskOf,
  testContext,
} from './testing/flowBuilders';
import type { EngineEvent, EngineInstance } from './types';

const tree = () =>
  flow([
    approver('a1', ['u1']),
    approver('a2', ['u2'], { configure: { fallBack: true } }),
    approver('a3', ['u3']),
  ]);

/** Started, a1 approved, a2 (u2) returns it to the applicant. */
function returned(settings: Parameters<typeof testContext>[0] = {}) {
  const ctx = testContext({ return: true, ...settings });
  let instance = startFlow(tree(), ctx, { days: 2, reason: 'trip' }).instance;
  instance = approveAll(instance, ctx, 'u1');
  const a2 = taskOf(instance, 'u2').id;
  ctx.now += 1000;
  const result = step(
    instance,
    { kind: 'fallback', taskId: a2, userId: 'u2', targetNodeId: 'start', comment: 'fix the days' },
    ctx,
  );
  return { ctx, instance: result.instance, result, a2 };
}

const waitingOf = (instance: EngineInstance) => {
  const task = applicantTaskOf(instance);
  if (!task) throw new Error('not returned');
  return task;
};

describe('return to the applicant (flow setting return)', () => {
  it('offers the applicant first among the targets only while the return switch is on', () => {
    const ctx = testContext({ return: true });
    const instance = approveAll(startFlow(tree(), ctx).instance, ctx, 'u1');
    const a2 = taskOf(instance, 'u2').id;
    expect(returnTargets(instance, a2)).toEqual([
      { id: 'start', nodeName: 'initiator', isApplicant: true },
      { id: 'a1', nodeName: 'node a1' },
    ]);
    const off = approveAll(startFlow(tree(), testContext()).instance, testContext(), 'u1');
    expect(returnTargets(off, taskOf(off, 'u2').id)).toEqual([{ id: 'a1', nodeName: 'node a1' }]);
    const refused = act(
      off,
      { kind: 'fallback', taskId: taskOf(off, 'u2').id, userId: 'u2', targetNodeId: 'start' },
      testContext(),
    );
    expect(refused).toMatchObject({ error: 'notAllowed' });
  });

  it('closes open tasks as 7, opens a task for the applicant, writes them a letter and notes the return', () => {
    const { instance, result, a2 } = returned();
    expect(instance.state).toBe(0);
    expect(instance.tasks.find((task) => task.id === a2)).toMatchObject({
      taskState: 7,
      comment: 'fix the days',
    });
    expect(holders(instance)).toEqual([]);
    const waiting = waitingOf(instance);
    expect(waiting).toMatchObject({ nodeId: 'start', taskType: 0, taskState: 0, round: 2 });
    expect(waiting.assignee?.userId).toBe('init');
    expect(instance.returned).toEqual({ nodeId: 'a2', userId: 'u2' });
    expect(result.effects).toContainEqual(
      expect.objectContaining({ kind: 'letter', to: 'init', template: 'returned' }),
    );
    expect(instance.timeline.map((note) => note.kind)).toContain('returnedToApplicant');
    expect(allowedActions(instance, waiting.id, 'init')).toEqual(['resubmit']);
    expect(allowedActions(instance, waiting.id, 'u2')).toEqual([]);
    expect(processInfo(instance).nodeStatuses.start).toBe(1);
  });

  it('resubmitting from the start runs every approver again and traces the changed fields', () => {
    const { ctx, instance } = returned();
    expect(resubmitOptions(instance)).toEqual(['start']);
    const waiting = waitingOf(instance);
    const params = { days: 5, reason: 'trip' };
    const next = step(
      instance,
      { kind: 'resubmit', taskId: waiting.id, userId: 'init', params },
      ctx,
    ).instance;
    expect(holders(next)).toEqual(['u1']);
    expect(next.returned).toBeUndefined();
    expect(next.formData).toMatchObject({ days: 5 });
    const changed = next.timeline.find((note) => note.kind === 'fieldsChanged');
    expect(changed?.changes).toEqual([{ key: 'days', before: 2, after: 5 }]);
    expect(next.timeline.find((note) => note.kind === 'resubmitted')?.params).toMatchObject({
      context: 'start',
    });
    expect(approveAll(next, ctx, 'u1', 'u2', 'u3').state).toBe(1);
  });

  it('goes straight back to the returning node when the flow says so, and lets the applicant pick with choose', () => {
    const back = returned({ returnRestart: 'returner' });
    expect(resubmitOptions(back.instance)).toEqual(['returner']);
    const waiting = waitingOf(back.instance);
    const refused = act(
      back.instance,
      { kind: 'resubmit', taskId: waiting.id, userId: 'init', restart: 'start' },
      back.ctx,
    );
    expect(refused).toMatchObject({ error: 'badTarget' });
    const next = step(back.instance, { kind: 'resubmit', taskId: waiting.id, userId: 'init' }, back.ctx);
    expect(holders(next.instance)).toEqual(['u2']);
    const choose = returned({ returnRestart: 'choose' });
    expect(resubmitOptions(choose.instance)).toEqual(['start', 'returner']);
    const picked = step(
      choose.instance,
      { kind: 'resubmit', taskId: waitingOf(choose.instance).id, userId: 'init', restart: 'start' },
      choose.ctx,
    );
    expect(holders(picked.instance)).toEqual(['u1']);
  });

  it('offers only the start when the returning node lies in a parallel branch', () => {
    const ctx = testContext({ return: true, returnRestart: 'returner' });
    const branchy = flow([parallelGroup('p', [[approver('a', ['u1'])], [approver('b', ['u2'])]])]);
    const instance = startFlow(branchy, ctx).instance;
    const sent = step(
      instance,
      { kind: 'fallback', taskId: taskOf(instance, 'u1').id, userId: 'u1', targetNodeId: 'start' },
      ctx,
    ).instance;
    expect(holders(sent)).toEqual([]);
    expect(resubmitOptions(sent)).toEqual(['start']);
    const again = step(sent, { kind: 'resubmit', taskId: waitingOf(sent).id, userId: 'init' }, ctx).instance;
    expect(holders(again).sort()).toEqual(['u1', 'u2']);
  });

  it('refuses urging while returned, lets the applicant recall it, and ends the waiting task with the instance', () => {
    const { ctx, instance } = returned();
    expect(instanceActions(instance, 'init')).toMatchObject({ canUrge: false, canRecall: true });
    expect(act(instance, { kind: 'urge', userId: 'init' }, ctx)).toMatchObject({ error: 'awaitingResubmit' });
    const recalled = step(instance, { kind: 'recall', userId: 'init' }, ctx).instance;
    expect(recalled.state).toBe(3);
    expect(recalled.returned).toBeUndefined();
    expect(recalled.tasks.find((task) => task.taskType === 0 && task.round === 2)?.taskState).toBe(5);
    const terminated = step(instance, { kind: 'terminate', userId: 'admin' }, ctx).instance;
    expect(terminated.tasks.every((task) => task.taskState !== 0)).toBe(true);
  });

  it("stops the returning approver's clock, gives the applicant none, and starts a new one on resubmission", () => {
    const HOUR = 60 * 60 * 1000;
    const limit = { amount: 2, unit: 'hours' as const, remindBeforeHours: 1, action: 'approve' as const };
    const ctx = testContext({ return: true, timeLimit: true });
    const timed = flow([approver('a1', ['u1'], { configure: { timeLimit: limit } })]);
    const instance = startFlow(timed, ctx).instance;
    const a1 = taskOf(instance, 'u1');
    const sent = step(
      instance,
      { kind: 'fallback', taskId: a1.id, userId: 'u1', targetNodeId: 'start' },
      ctx,
    );
    expect(waitingOf(sent.instance).dueAt).toBeUndefined();
    ctx.now += 3 * HOUR;
    expect(act(sent.instance, { kind: 'expire', taskId: a1.id, timer: 'expiry' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
    });
    const again = step(
      sent.instance,
      { kind: 'resubmit', taskId: waitingOf(sent.instance).id, userId: 'init' },
      ctx,
    ).instance;
    expect(taskOf(again, 'u1').dueAt).toBe(ctx.now + 2 * HOUR);
  });

  it('only the applicant resubmits, once', () => {
    const { ctx, instance } = returned();
    const waiting = waitingOf(instance);
    expect(act(instance, { kind: 'resubmit', taskId: waiting.id, userId: 'u2' }, ctx)).toMatchObject({
      error: 'notInitiator',
    });
    const next = step(instance, { kind: 'resubmit', taskId: waiting.id, userId: 'init' }, ctx).instance;
    expect(act(next, { kind: 'resubmit', taskId: waiting.id, userId: 'init' }, ctx)).toMatchObject({
      error: 'alreadyHandled',
      by: 'init',
    });
  });
});

/** Actions that race on a returned application; each is applied to whatever the previous one left. */
const racers = (instance: EngineInstance, a2: string): Record<string, EngineEvent> => {
  const waiting = waitingOf(instance).id;
  return {
    resubmit: { kind: 'resubmit', taskId: waiting, userId: 'init' },
    resubmitAgain: { kind: 'resubmit', taskId: waiting, userId: 'init', params: { days: 7 } },
    recall: { kind: 'recall', userId: 'init' },
    terminate: { kind: 'terminate', userId: 'admin' },
    approveOld: { kind: 'approve', taskId: a2, userId: 'u2' },
    returnAgain: { kind: 'fallback', taskId: a2, userId: 'u2', targetNodeId: 'start' },
  };
};

describe('concurrent actions on a returned application (property)', () => {
  it('two resubmissions: exactly one wins; after a recall or termination none; stale approver actions never win', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          ['resubmit', 'resubmitAgain', 'recall', 'terminate', 'approveOld', 'returnAgain'],
          {
            minLength: 2,
          },
        ),
        fc.constantFrom('start', 'returner', 'choose'),
        (order, returnRestart) => {
          const { ctx, instance, a2 } = returned({ returnRestart });
          const events = racers(instance, a2);
          let current = instance;
          const winners: string[] = [];
          for (const name of order) {
            const result = act(current, events[name] as EngineEvent, ctx);
            if (isEngineFailure(result)) continue;
            winners.push(name);
            current = result.instance;
          }
          const resubmits = winners.filter((name) => name.startsWith('resubmit'));
          const endings = winners.filter((name) => name === 'recall' || name === 'terminate');
          const firstEnding = order.findIndex((name) => name === 'recall' || name === 'terminate');
          const firstResubmit = order.findIndex((name) => name.startsWith('resubmit'));
          const resubmitFirst = firstResubmit >= 0 && (firstEnding < 0 || firstResubmit < firstEnding);
          // the waiting task is resubmitted at most once, and only when no ending came before
          expect(resubmits).toHaveLength(resubmitFirst ? 1 : 0);
          expect(endings).toHaveLength(firstEnding >= 0 ? 1 : 0);
          // the approver's task was closed by the return: acting on it never wins
          expect(winners).not.toContain('approveOld');
          expect(winners).not.toContain('returnAgain');
          expect(applicantTaskOf(current) === undefined).toBe(resubmits.length + endings.length > 0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
