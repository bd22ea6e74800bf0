import { describe, expect, it } from 'vitest';
import { act } from './act';
import { allowedActions, canQuickApprove, taskOpinionRule } from './allowedActions';
import { processInfo } from './processInfo';
import { approver, flow, handler, startFlow, step, taskOf, testContext } from './testing/flowBuilders';
import type { FlowSettings } from '@shared/flow/types';

const started = (settings: Partial<FlowSettings> = {}) => {
  const ctx = testContext(settings);
  return { ctx, instance: startFlow(flow([approver('a1', ['u1']), approver('a2', ['u2'])]), ctx).instance };
};

const commentsOf = (instance: ReturnType<typeof started>['instance']) =>
  processInfo(instance).entries.flatMap((entry) => entry.approvalInfos.map((info) => info.comment));

describe('approval opinion (workflow spec §6, on by default)', () => {
  it('on: the box shows, a refusal needs an opinion and the opinion is kept', () => {
    const { ctx, instance } = started();
    expect(taskOpinionRule(instance)).toEqual({ isShown: true, requiredFor: ['reject'] });
    const taskId = taskOf(instance, 'u1').id;
    for (const comment of [undefined, '', '   ']) {
      expect(act(instance, { kind: 'reject', taskId, userId: 'u1', comment }, ctx)).toMatchObject({
        error: 'opinionRequired',
        messageKey: 'engine.error.opinionRequired',
      });
    }
    const rejected = step(instance, { kind: 'reject', taskId, userId: 'u1', comment: 'over budget' }, ctx);
    expect([rejected.instance.state, commentsOf(rejected.instance)]).toEqual([2, ['', 'over budget']]);
    // agreeing needs none
    const agreed = step(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx);
    expect(taskOf(agreed.instance, 'u2').nodeId).toBe('a2');
  });

  it('off: no box, nothing required, and an opinion sent is ignored', () => {
    const { ctx, instance } = started({ approvalOpinion: false });
    expect(taskOpinionRule(instance)).toEqual({ isShown: false, requiredFor: [] });
    const agreed = step(
      instance,
      { kind: 'approve', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'fine by me' },
      ctx,
    ).instance;
    const rejected = step(agreed, { kind: 'reject', taskId: taskOf(agreed, 'u2').id, userId: 'u2' }, ctx);
    expect(rejected.instance.state).toBe(2);
    expect(rejected.instance.tasks.map((task) => task.comment)).toEqual(['', '', '']);
    expect(commentsOf(rejected.instance)).toEqual(['', '', '']);
  });
});

describe('quick approval (workflow spec §6, on by default)', () => {
  it('on: offered to the holder of an open task, and approves like Agree', () => {
    const { ctx, instance } = started();
    const taskId = taskOf(instance, 'u1').id;
    expect([canQuickApprove(instance, taskId, 'u1'), canQuickApprove(instance, taskId, 'u2')]).toEqual([
      true,
      false,
    ]);
    const after = step(instance, { kind: 'approve', taskId, userId: 'u1', isQuick: true }, ctx).instance;
    expect(taskOf(after, 'u2').nodeId).toBe('a2');
    expect(canQuickApprove(after, taskId, 'u1')).toBe(false);
  });

  it('off: not offered, and a quick approval is refused with the reason', () => {
    const { ctx, instance } = started({ quickApproval: false });
    const taskId = taskOf(instance, 'u1').id;
    expect(canQuickApprove(instance, taskId, 'u1')).toBe(false);
    expect(allowedActions(instance, taskId, 'u1')).toContain('agree');
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1', isQuick: true }, ctx)).toMatchObject({
      error: 'quickApprovalOff',
    });
  });

  it('refuses a task that needs a signature, and one handled meanwhile', () => {
    const { ctx, instance } = started({ handwrittenSignature: true });
    const taskId = taskOf(instance, 'u1').id;
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1', isQuick: true }, ctx)).toMatchObject({
      error: 'signatureRequired',
    });
    const handled = step(instance, { kind: 'approve', taskId, userId: 'u1', signed: true }, ctx).instance;
    expect(act(handled, { kind: 'approve', taskId, userId: 'u1', isQuick: true }, ctx)).toMatchObject({
      error: 'alreadyHandled',
      by: 'u1',
    });
  });

  it('marks a handler task handled', () => {
    const ctx = testContext();
    const instance = startFlow(flow([handler('h1', ['u1'])]), ctx).instance;
    const taskId = taskOf(instance, 'u1').id;
    expect(allowedActions(instance, taskId, 'u1')).not.toContain('reject');
    expect(step(instance, { kind: 'approve', taskId, userId: 'u1', isQuick: true }, ctx).instance.state).toBe(
      1,
    );
  });
});
