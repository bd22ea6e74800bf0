/** Handwritten signature (workflow spec §6 "handwritten signature"): agreeing needs a signature when it is on. */
import { describe, expect, it } from 'vitest';
import { act } from './act';
import { agreeNeedsSignature, allowedActions } from './allowedActions';
import { preview } from './preview';
import { processInfo } from './processInfo';
import { approver, flow, startFlow, step, taskOf, testContext } from './testing/flowBuilders';

describe('handwritten signature', () => {
  it('with the switch on, agreeing without a signature is refused and changes nothing', () => {
    const ctx = testContext({ handwrittenSignature: true });
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const snapshot = structuredClone(instance);
    const taskId = taskOf(instance, 'u1').id;
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx)).toEqual({
      error: 'signatureRequired',
      messageKey: 'engine.error.signatureRequired',
    });
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1', signed: false }, ctx)).toMatchObject({
      error: 'signatureRequired',
    });
    expect(instance).toEqual(snapshot);
  });

  it('with the switch on, a signed approval passes, marks the task signed and shows it in the timeline', () => {
    const ctx = testContext({ handwrittenSignature: true });
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const taskId = taskOf(instance, 'u1').id;
    const after = step(instance, { kind: 'approve', taskId, userId: 'u1', signed: true }, ctx).instance;
    expect(after.state).toBe(1);
    expect(after.version).toBe(instance.version + 1);
    expect(after.tasks.find((task) => task.id === taskId)?.signed).toBe(true);
    const infos = processInfo(after).entries.flatMap((entry) => entry.approvalInfos);
    expect(infos.find((info) => info.taskId === taskId)?.isSigned).toBe(true);
  });

  it('the signature is checked after the holder: a stranger still gets notAssignee', () => {
    const ctx = testContext({ handwrittenSignature: true });
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const taskId = taskOf(instance, 'u1').id;
    expect(act(instance, { kind: 'approve', taskId, userId: 'u2' }, ctx)).toMatchObject({
      error: 'notAssignee',
    });
  });

  it('the pre-approve check passes before the signature is drawn (the pad comes after it)', () => {
    const ctx = testContext({ handwrittenSignature: true });
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    expect(preview(instance, { taskId: taskOf(instance, 'u1').id }, ctx)).toEqual({
      needActors: false,
      nodes: [],
    });
  });

  it('rejecting needs no signature', () => {
    const ctx = testContext({ handwrittenSignature: true });
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const after = step(
      instance,
      { kind: 'reject', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'no' },
      ctx,
    );
    expect(after.instance.state).toBe(2);
  });

  it('with the switch off (default), agreeing needs no signature and the task is not marked signed', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    expect(agreeNeedsSignature(instance)).toBe(false);
    const taskId = taskOf(instance, 'u1').id;
    const after = step(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx).instance;
    expect(after.tasks.find((task) => task.id === taskId)?.signed).toBeUndefined();
    // a signature sent anyway is ignored: the task is not marked signed
    const sentAnyway = step(instance, { kind: 'approve', taskId, userId: 'u1', signed: true }, ctx).instance;
    expect(sentAnyway.tasks.find((task) => task.id === taskId)?.signed).toBeUndefined();
  });

  it('the instance settings decide whether the pad is asked for; agree stays an allowed action', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    const signing = { ...instance, settings: { ...instance.settings, handwrittenSignature: true } };
    expect(agreeNeedsSignature(signing)).toBe(true);
    expect(allowedActions(signing, taskOf(signing, 'u1').id, 'u1')).toContain('agree');
  });
});
