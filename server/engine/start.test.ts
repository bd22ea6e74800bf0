import { describe, expect, it } from 'vitest';
import { start } from './start';
import { approver, cc, flow, holders, startFlow, testContext, user } from './testing/flowBuilders';

describe('start', () => {
  it('completes the initiator entry and opens the first approver task', () => {
    const ctx = testContext();
    const { instance, effects, tasks } = startFlow(flow([approver('a1', ['u1'])]), ctx, { days: 2 });
    expect(instance.state).toBe(0);
    expect(instance.version).toBe(1);
    expect(instance.formData).toEqual({ days: 2 });
    const initiatorTask = instance.tasks[0];
    expect(initiatorTask).toMatchObject({ taskType: 0, taskState: 1, nodeId: 'start', endTime: ctx.now });
    expect(initiatorTask?.assignee?.userId).toBe('init');
    expect(holders(instance)).toEqual(['u1']);
    expect(instance.path).toEqual(['start', 'a1']);
    expect(tasks).toHaveLength(2);
    expect(effects).toEqual([
      {
        kind: 'letter',
        to: 'u1',
        template: 'taskTodo',
        params: { instanceId: instance.id, taskId: expect.any(String), nodeName: 'node a1' },
      },
    ]);
  });

  it('keeps its own copy of the tree (later edits of the design do not leak in)', () => {
    const tree = flow([approver('a1', ['u1'])]);
    const { instance } = startFlow(tree);
    tree.nodeName = 'changed';
    expect(instance.tree.nodeName).toBe('initiator');
  });

  it('a flow with no approver ends approved at once, with initiator letter and callback', () => {
    const { instance, effects } = startFlow(flow([cc('c1', ['u9'])]));
    expect(instance.state).toBe(1);
    expect(instance.endTime).not.toBeNull();
    expect(
      effects.map((effect) =>
        effect.kind === 'letter' ? `${effect.template}:${effect.to}` : `callback:${effect.event}`,
      ),
    ).toEqual(['cc:u9', 'approved:init', 'callback:approved']);
  });

  it('cc entries never block and stay unread until read', () => {
    const { instance } = startFlow(flow([cc('c1', ['u8', 'u9']), approver('a1', ['u1'])]));
    const ccTasks = instance.tasks.filter((task) => task.taskType === 2);
    expect(ccTasks.map((task) => [task.assignee?.userId, task.isRead, task.endTime])).toEqual([
      ['u8', false, null],
      ['u9', false, null],
    ]);
    expect(holders(instance)).toEqual(['u1']);
  });

  it('rejects a tree whose root is not a start node, or with repeated ids', () => {
    const ctx = testContext();
    const input = { ...ctx, initiator: user('init'), formData: {} };
    expect(start(approver('a1', ['u1']), input)).toMatchObject({
      error: 'invalidTree',
      messageKey: 'engine.error.invalidTree',
    });
    expect(start(flow([approver('a1', ['u1']), approver('a1', ['u2'])]), input)).toMatchObject({
      error: 'invalidTree',
    });
  });

  it('a dynamic approver right after the start needs an assignorList', () => {
    const tree = flow([approver('d1', [], { setType: 4, examineMode: 3 })]);
    const ctx = testContext();
    const input = { ...ctx, initiator: user('init'), formData: {} };
    expect(start(tree, input)).toMatchObject({ error: 'actorsRequired', params: { nodeIds: ['d1'] } });
    const result = start(tree, { ...input, assignorList: [user('x1'), user('x2')] });
    expect('instance' in result && holders(result.instance)).toEqual(['x1', 'x2']);
  });
});
