import { describe, expect, it } from 'vitest';
import { act } from './act';
import { processInfo } from './processInfo';
import { start } from './start';
import {
  approveAll,
  approver,
  cc,
  expectSuccess,
  flow,
  holders,
  testContext,
  user,
} from './testing/flowBuilders';
import type { FlowNode } from '@shared/flow/types';
import type { StartInput } from './types';

const chooser = (id: string, selectMode: 1 | 2 = 2) =>
  approver(id, [], { setType: 2, selectMode, examineMode: 3 });
const openCc = (id: string, userIds: string[]): FlowNode => ({ ...cc(id, userIds), customCc: true });

const begin = (tree: FlowNode, extra: Partial<StartInput> = {}, settings = {}) => {
  const ctx = testContext(settings);
  return { ctx, result: start(tree, { ...ctx, initiator: user('init'), formData: {}, ...extra }) };
};

describe('designate approver (spec §6): the applicant picks the approvers of initiator-selects nodes', () => {
  it('the picked people get the tasks when the node is reached, also after an earlier node', () => {
    const tree = flow([approver('a1', ['u1']), chooser('d1')]);
    const { ctx, result } = begin(
      tree,
      { picks: { d1: [user('u7'), user('u8'), user('u7')] } },
      { designateApprover: true },
    );
    const started = expectSuccess(result);
    expect(holders(started.instance)).toEqual(['u1']);
    expect(started.instance.applicantPicks).toEqual({ d1: [user('u7'), user('u8')] });
    const after = approveAll(started.instance, ctx, 'u1');
    expect(holders(after)).toEqual(['u7', 'u8']);
    expect(approveAll(after, ctx, 'u8').state).toBe(1);
  });

  it('keeps the picks when a fallback runs the node again', () => {
    const tree = flow([chooser('d1'), approver('a2', ['u2'], { configure: { fallBack: true } })]);
    const { ctx, result } = begin(
      tree,
      { picks: { d1: [user('u7')] } },
      { designateApprover: true, return: true },
    );
    const atA2 = approveAll(expectSuccess(result).instance, ctx, 'u7');
    const back = act(
      atA2,
      { kind: 'fallback', taskId: atA2.tasks.at(-1)?.id ?? '', userId: 'u2', targetNodeId: 'd1' },
      ctx,
    );
    expect(holders(expectSuccess(back).instance)).toEqual(['u7']);
  });

  it('missing picks are refused naming the nodes; one-pick nodes refuse two people', () => {
    const tree = flow([chooser('d1', 1), chooser('d2')]);
    expect(begin(tree, { picks: { d1: [user('u7')] } }, { designateApprover: true }).result).toMatchObject({
      error: 'picksRequired',
      params: { nodeIds: ['d2'], nodeNames: 'node d2' },
    });
    expect(
      begin(tree, { picks: { d1: [user('u7'), user('u8')], d2: [user('u9')] } }, { designateApprover: true })
        .result,
    ).toMatchObject({ error: 'tooManyPicks', params: { nodeName: 'node d1' } });
  });

  it('switch off: a flow with such a node is refused at submit', () => {
    expect(begin(flow([chooser('d1')]), { picks: { d1: [user('u7')] } }).result).toMatchObject({
      error: 'designateApproverOff',
      messageKey: 'engine.error.designateApproverOff',
    });
  });

  it('picks for a node that does not ask for them are refused', () => {
    expect(
      begin(flow([approver('a1', ['u1'])]), { picks: { a1: [user('u7')] } }, { designateApprover: true })
        .result,
    ).toMatchObject({ error: 'badTarget' });
  });
});

describe('allow cc, applicant half (spec §6): people added on a cc node with customCc', () => {
  it('get cc entries with the node people when the cc node is reached', () => {
    const tree = flow([approver('a1', ['u1']), openCc('c1', ['u9'])]);
    const { ctx, result } = begin(tree, { picks: { c1: [user('u5'), user('u9')] } });
    const started = expectSuccess(result);
    expect(started.instance.tasks.filter((task) => task.taskType === 2)).toEqual([]);
    const ended = approveAll(started.instance, ctx, 'u1');
    const ccTo = ended.tasks.filter((task) => task.taskType === 2).map((task) => task.assignee?.userId);
    expect(ccTo).toEqual(['u9', 'u5']);
  });

  it('switch off refuses added cc people; a cc node without customCc refuses them too', () => {
    const tree = flow([openCc('c1', ['u9'])]);
    expect(begin(tree, { picks: { c1: [user('u5')] } }, { allowCc: false }).result).toMatchObject({
      error: 'applicantCcOff',
    });
    expect(begin(flow([cc('c1', ['u9'])]), { picks: { c1: [user('u5')] } }).result).toMatchObject({
      error: 'badTarget',
    });
  });
});

describe('submit for others (spec §6)', () => {
  it('the member is the initiator; the timeline says who submitted for whom', () => {
    const ctx = testContext({ submitForOthers: true });
    const result = start(flow([approver('a1', ['u1'])]), {
      ...ctx,
      initiator: user('m1'),
      submittedBy: user('init'),
      formData: {},
    });
    const { instance } = expectSuccess(result);
    expect(instance.initiator.userId).toBe('m1');
    expect(instance.submittedBy).toEqual(user('init'));
    expect(instance.tasks[0]?.assignee?.userId).toBe('m1');
    const note = instance.timeline.find((entry) => entry.kind === 'submittedFor');
    expect(note).toMatchObject({
      nodeId: 'start',
      userId: 'init',
      params: { userName: 'INIT', initiatorName: 'M1' },
    });
    expect(processInfo(instance).entries[0]?.notes.map((entry) => entry.kind)).toEqual(['submittedFor']);
    expect(expectSuccess(act(instance, { kind: 'recall', userId: 'm1' }, ctx)).instance.state).toBe(3);
  });

  it('switch off: refused; submitting for oneself is an ordinary start', () => {
    const input = { ...testContext(), initiator: user('m1'), formData: {} };
    expect(start(flow([approver('a1', ['u1'])]), { ...input, submittedBy: user('init') })).toMatchObject({
      error: 'submitForOthersOff',
    });
    const own = expectSuccess(start(flow([approver('a1', ['u1'])]), { ...input, submittedBy: user('m1') }));
    expect(own.instance.submittedBy).toBeUndefined();
    expect(own.instance.timeline).toEqual([]);
  });
});
