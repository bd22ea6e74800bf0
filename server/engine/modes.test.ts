import { describe, expect, it } from 'vitest';
import { act } from './act';
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
} from './testing/flowBuilders';

describe('examine modes', () => {
  it('sequence: one task at a time in list order; passes after the last', () => {
    const ctx = testContext();
    let instance = startFlow(flow([approver('a1', ['u1', 'u2', 'u3'], { examineMode: 1 })]), ctx).instance;
    expect(holders(instance)).toEqual(['u1']);
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u2']);
    instance = approveAll(instance, ctx, 'u2');
    expect(holders(instance)).toEqual(['u3']);
    expect(instance.state).toBe(0);
    instance = approveAll(instance, ctx, 'u3');
    expect(instance.state).toBe(1);
  });

  it('countersign: all open at once; passes only when all approve', () => {
    const ctx = testContext();
    let instance = startFlow(
      flow([approver('a1', ['u1', 'u2'], { examineMode: 2 }), approver('a2', ['u9'])]),
      ctx,
    ).instance;
    expect(holders(instance)).toEqual(['u1', 'u2']);
    instance = approveAll(instance, ctx, 'u2');
    expect(holders(instance)).toEqual(['u1']);
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u9']);
  });

  it('or-sign: the first approval passes; the other open tasks end as termination (4)', () => {
    const ctx = testContext();
    let instance = startFlow(
      flow([approver('a1', ['u1', 'u2'], { examineMode: 3 }), approver('a2', ['u9'])]),
      ctx,
    ).instance;
    instance = approveAll(instance, ctx, 'u2');
    const states = instance.tasks
      .filter((task) => task.nodeId === 'a1')
      .map((task) => [task.assignee?.userId, task.taskState]);
    expect(states).toEqual([
      ['u1', 4],
      ['u2', 1],
    ]);
    expect(holders(instance)).toEqual(['u9']);
  });

  it.each([1, 2, 3] as const)(
    'a reject in mode %i ends the instance as 2 and ends all open tasks',
    (examineMode) => {
      const ctx = testContext();
      const { instance } = startFlow(
        flow([approver('a1', ['u1', 'u2'], { examineMode }), approver('a2', ['u9'])]),
        ctx,
      );
      const result = step(
        instance,
        { kind: 'reject', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'no' },
        ctx,
      );
      expect(result.instance.state).toBe(2);
      expect(holders(result.instance)).toEqual([]);
      const a1 = result.instance.tasks.filter((task) => task.nodeId === 'a1');
      expect(a1.map((task) => task.taskState)).toEqual(examineMode === 1 ? [2] : [2, 4]);
      expect(a1[0]?.comment).toBe('no');
      expect(result.effects).toContainEqual(
        expect.objectContaining({
          kind: 'letter',
          to: 'init',
          template: 'rejected',
          // the refusal's reason reaches the applicant's notification
          params: expect.objectContaining({ comment: 'no' }) as unknown,
        }),
      );
      expect(result.effects).toContainEqual(
        expect.objectContaining({ kind: 'callback', event: 'rejected', instanceState: 2 }),
      );
    },
  );

  it("the last approver's comment reaches the applicant's letter; no comment, no comment", () => {
    const ctx = testContext();
    const ending = (comment: string) => {
      const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
      const result = step(
        instance,
        { kind: 'approve', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment },
        ctx,
      );
      expect(result.instance.state).toBe(1);
      return result.effects.find((effect) => effect.kind === 'letter' && effect.template === 'approved');
    };
    expect(ending('fine by me')).toMatchObject({ to: 'init', params: { comment: 'fine by me' } });
    const silent = ending('');
    expect(silent).toMatchObject({ to: 'init' });
    expect(silent?.kind === 'letter' ? silent.params : {}).not.toHaveProperty('comment');
  });
});

describe('assignees by setType', () => {
  it.each([
    ['3 role holders', { setType: 3 as const, nodeRoleList: [{ id: 'r1', name: 'R1' }] }, ['r1a', 'r1b']],
    ['5 the initiator', { setType: 5 as const, examineMode: 1 as const }, ['init']],
    [
      '6 organisation members',
      { setType: 6 as const, nodeOrganizeList: [{ id: 'o1', name: 'O1' }] },
      ['o1a', 'o1b'],
    ],
    ['7 position holders', { setType: 7 as const, nodePositionList: [{ id: 'p1', name: 'P1' }] }, ['p1a']],
    ['8 position holders', { setType: 8 as const, nodePositionList: [{ id: 'p1', name: 'P1' }] }, ['p1a']],
  ])('setType %s', (_name, extra, expected) => {
    const { instance } = startFlow(flow([approver('a1', [], { examineMode: 3, ...extra })]));
    expect(holders(instance)).toEqual(expected);
  });

  it('4 dynamic: the previous approver picks; without a pick the approval is refused with actorsRequired', () => {
    const ctx = testContext();
    const tree = flow([approver('a1', ['u1']), approver('d1', [], { setType: 4, examineMode: 2 })]);
    const { instance } = startFlow(tree, ctx);
    const taskId = taskOf(instance, 'u1').id;
    expect(act(instance, { kind: 'approve', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'actorsRequired',
      params: { nodeIds: ['d1'] },
    });
    const picked = step(
      instance,
      {
        kind: 'approve',
        taskId,
        userId: 'u1',
        assignorList: [
          { userId: 'x1', userName: 'X1' },
          { userId: 'x2', userName: 'X2' },
        ],
      },
      ctx,
    );
    expect(holders(picked.instance)).toEqual(['x1', 'x2']);
    expect(picked.instance.chosenActors.d1?.map((u) => u.userId)).toEqual(['x1', 'x2']);
  });
});

describe('empty assignee, de-duplication, claim, handler', () => {
  it('an empty approver passes automatically with a timeline note', () => {
    const { instance } = startFlow(flow([approver('a1', []), approver('a2', ['u2'])]));
    expect(holders(instance)).toEqual(['u2']);
    expect(instance.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'emptyAssigneePassed',
        nodeId: 'a1',
        messageKey: 'engine.note.emptyAssigneePassed',
      }),
    );
  });

  it('with emptyAssignee toAdmin the node goes to the tenant admin', () => {
    const ctx = testContext({ emptyAssignee: 'toAdmin' });
    const { instance } = startFlow(flow([approver('a1', [])]), ctx);
    expect(holders(instance)).toEqual(['admin']);
    expect(instance.timeline.map((note) => note.kind)).toEqual(['emptyAssigneeToAdmin']);
  });

  it('an approver who already approved is passed automatically (on by default), with a note', () => {
    const ctx = testContext();
    let instance = startFlow(
      flow([approver('a1', ['u1']), approver('a2', ['u1', 'u2'], { examineMode: 2 })]),
      ctx,
    ).instance;
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u2']);
    const auto = instance.tasks.find((task) => task.nodeId === 'a2' && task.assignee?.userId === 'u1');
    expect(auto).toMatchObject({ taskState: 1, auto: 'duplicate' });
    expect(instance.timeline.map((note) => note.kind)).toEqual(['duplicatePassed']);
  });

  it('de-duplication off: the same approver is asked again', () => {
    const ctx = testContext({ autoDeduplicate: false });
    let instance = startFlow(flow([approver('a1', ['u1']), approver('a2', ['u1'])]), ctx).instance;
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u1']);
  });

  it('or-sign with a duplicate approver passes the node at once', () => {
    const ctx = testContext();
    let instance = startFlow(
      flow([
        approver('a1', ['u1']),
        approver('a2', ['u2', 'u1'], { examineMode: 3 }),
        approver('a3', ['u3']),
      ]),
      ctx,
    ).instance;
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u3']);
  });

  it('needClaim: one unclaimed task; the first claim takes it, others cannot', () => {
    const ctx = testContext();
    const tree = flow([approver('a1', ['u1', 'u2'], { examineMode: 2, configure: { needClaim: true } })]);
    const started = startFlow(tree, ctx);
    const [task] = started.instance.tasks.filter((t) => t.taskType === 1);
    expect(task?.assignee).toBeNull();
    expect(task?.candidates.map((u) => u.userId)).toEqual(['u1', 'u2']);
    expect(
      started.effects.filter((e) => e.kind === 'letter').map((e) => e.kind === 'letter' && e.template),
    ).toEqual(['taskClaim', 'taskClaim']);
    const taskId = task?.id ?? '';
    expect(act(started.instance, { kind: 'approve', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'notClaimed',
    });
    expect(act(started.instance, { kind: 'claim', taskId, userId: 'u7' }, ctx)).toMatchObject({
      error: 'notCandidate',
    });
    const claimed = step(started.instance, { kind: 'claim', taskId, userId: 'u2' }, ctx).instance;
    expect(claimed.version).toBe(2);
    expect(act(claimed, { kind: 'claim', taskId, userId: 'u1' }, ctx)).toEqual({
      error: 'alreadyClaimed',
      messageKey: 'engine.error.alreadyClaimed',
      by: 'u2',
    });
    expect(act(claimed, { kind: 'approve', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'notAssignee',
    });
    expect(step(claimed, { kind: 'approve', taskId, userId: 'u2' }, ctx).instance.state).toBe(1);
  });

  it('claim on a task of a node without needClaim is not allowed', () => {
    const ctx = testContext();
    const { instance } = startFlow(flow([approver('a1', ['u1'])]), ctx);
    expect(
      act(instance, { kind: 'claim', taskId: taskOf(instance, 'u1').id, userId: 'u1' }, ctx),
    ).toMatchObject({ error: 'notAllowed', params: { action: 'claim' } });
  });

  it('handler (type 6): approve marks it handled; reject is not allowed; never de-duplicated', () => {
    const ctx = testContext();
    let instance = startFlow(flow([approver('a1', ['u1']), handler('h1', ['u1'])]), ctx).instance;
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u1']);
    const taskId = taskOf(instance, 'u1').id;
    expect(act(instance, { kind: 'reject', taskId, userId: 'u1' }, ctx)).toMatchObject({
      error: 'notAllowed',
      params: { action: 'reject' },
    });
    instance = approveAll(instance, ctx, 'u1');
    expect(instance.state).toBe(1);
  });
});
