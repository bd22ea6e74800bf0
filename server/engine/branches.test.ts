import { describe, expect, it } from 'vitest';
import {
  approveAll,
  approver,
  cc,
  conditionGroup,
  flow,
  holders,
  opinionGroup,
  parallelGroup,
  startFlow,
  step,
  taskOf,
  testContext,
  when,
} from './testing/flowBuilders';

describe('condition groups', () => {
  const tree = () =>
    flow([
      conditionGroup(
        'g',
        [
          ['long', [[when('days', 'gt', '10')]], [approver('boss', ['ceo'])]],
          ['mid', [[when('days', 'gt', '3')]], [approver('lead', ['tl'])]],
        ],
        [],
      ),
      approver('hr', ['hr1']),
    ]);

  it.each([
    [{ days: 15 }, ['ceo']],
    [{ days: 5 }, ['tl']],
    [{ days: 1 }, ['hr1']],
  ])('form %o goes to %o first', (formData, expected) => {
    expect(holders(startFlow(tree(), testContext(), formData).instance)).toEqual(expected);
  });

  it('after the branch, continues to the group childNode', () => {
    const ctx = testContext();
    let instance = startFlow(tree(), ctx, { days: 5 }).instance;
    instance = approveAll(instance, ctx, 'tl');
    expect(holders(instance)).toEqual(['hr1']);
    expect(instance.path).toEqual(['start', 'g', 'mid', 'lead', 'hr']);
  });

  it('form data changed by the approver is used for later groups', () => {
    const ctx = testContext();
    const later = flow([
      approver('a1', ['u1']),
      conditionGroup('g', [['big', [[when('amount', 'ge', '1000')]], [approver('cfo', ['cfo'])]]], []),
    ]);
    let instance = startFlow(later, ctx, { amount: 10 }).instance;
    instance = step(
      instance,
      { kind: 'approve', taskId: taskOf(instance, 'u1').id, userId: 'u1', params: { amount: 5000 } },
      ctx,
    ).instance;
    expect(holders(instance)).toEqual(['cfo']);
  });

  it('no matching branch and no default skips the group', () => {
    const noDefault = flow([
      conditionGroup('g', [['x', [[when('k', 'eq', 'x')]], [approver('a', ['u1'])]]]),
      approver('b', ['u2']),
    ]);
    expect(holders(startFlow(noDefault, testContext(), { k: 'y' }).instance)).toEqual(['u2']);
  });
});

describe('parallel groups', () => {
  it.each([false, true])('all branches run; the continuation waits for all (merge node: %s)', (withMerge) => {
    const ctx = testContext();
    const tree = flow([
      parallelGroup(
        'p',
        [[approver('a', ['u1'])], [approver('b', ['u2']), approver('c', ['u3'])]],
        withMerge,
      ),
      approver('after', ['u9']),
    ]);
    let instance = startFlow(tree, ctx).instance;
    expect(holders(instance)).toEqual(['u1', 'u2']);
    expect(instance.joins).toEqual([{ groupId: 'p', waiting: ['p-p1', 'p-p2'] }]);
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u2']);
    instance = approveAll(instance, ctx, 'u2');
    expect(holders(instance)).toEqual(['u3']);
    instance = approveAll(instance, ctx, 'u3');
    expect(holders(instance)).toEqual(['u9']);
    expect(instance.joins).toEqual([]);
  });

  it('a branch with only cc completes at once; an empty parallel group passes', () => {
    const ctx = testContext();
    const tree = flow([
      parallelGroup('p', [[cc('c', ['u8'])], [approver('a', ['u1'])]]),
      parallelGroup('q', []),
      approver('z', ['u2']),
    ]);
    let instance = startFlow(tree, ctx).instance;
    expect(holders(instance)).toEqual(['u1']);
    expect(instance.joins).toEqual([{ groupId: 'p', waiting: ['p-p2'] }]);
    instance = approveAll(instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u2']);
  });

  it('a reject in one branch ends the instance and every open task', () => {
    const ctx = testContext();
    const { instance } = startFlow(
      flow([parallelGroup('p', [[approver('a', ['u1'])], [approver('b', ['u2'])]])]),
      ctx,
    );
    const after = step(
      instance,
      { kind: 'reject', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'no' },
      ctx,
    ).instance;
    expect(after.state).toBe(2);
    expect(after.tasks.filter((task) => task.taskType === 1).map((task) => task.taskState)).toEqual([2, 4]);
    expect(after.joins).toEqual([]);
  });

  it('nested: a parallel group inside a condition branch', () => {
    const ctx = testContext();
    const tree = flow([
      conditionGroup(
        'g',
        [
          [
            'yes',
            [[when('k', 'eq', '1')]],
            [parallelGroup('p', [[approver('a', ['u1'])], [approver('b', ['u2'])]])],
          ],
        ],
        [],
      ),
      approver('end', ['u3']),
    ]);
    let instance = startFlow(tree, ctx, { k: '1' }).instance;
    instance = approveAll(instance, ctx, 'u2', 'u1');
    expect(holders(instance)).toEqual(['u3']);
  });
});

describe('opinion branches', () => {
  const tree = () =>
    flow([
      approver('judge', ['u1']),
      opinionGroup('o', [approver('yes', ['u2'])], [approver('no', ['u3'])]),
      approver('last', ['u4']),
    ]);

  it('an approval takes the agree branch', () => {
    const ctx = testContext();
    const instance = approveAll(startFlow(tree(), ctx).instance, ctx, 'u1');
    expect(holders(instance)).toEqual(['u2']);
  });

  it('a reject takes the disagree branch and does not end the instance', () => {
    const ctx = testContext();
    const { instance } = startFlow(tree(), ctx);
    const after = step(
      instance,
      { kind: 'reject', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'not like this' },
      ctx,
    ).instance;
    expect(after.state).toBe(0);
    expect(holders(after)).toEqual(['u3']);
    expect(after.nodeRuns.judge?.decision).toBe('disagree');
    const done = approveAll(after, ctx, 'u3', 'u4');
    expect(done.state).toBe(1);
  });

  it('a countersign reject in an opinion context ends the other open tasks as 4', () => {
    const ctx = testContext();
    const countersign = flow([
      approver('judge', ['u1', 'u5'], { examineMode: 2 }),
      opinionGroup('o', [], [approver('no', ['u3'])]),
    ]);
    const { instance } = startFlow(countersign, ctx);
    const after = step(
      instance,
      { kind: 'reject', taskId: taskOf(instance, 'u5').id, userId: 'u5', comment: 'no' },
      ctx,
    ).instance;
    expect(after.tasks.filter((task) => task.nodeId === 'judge').map((task) => task.taskState)).toEqual([
      4, 2,
    ]);
    expect(holders(after)).toEqual(['u3']);
  });

  it('a reject inside the disagree branch ends the instance normally', () => {
    const ctx = testContext();
    const { instance } = startFlow(tree(), ctx);
    const after = step(
      instance,
      { kind: 'reject', taskId: taskOf(instance, 'u1').id, userId: 'u1', comment: 'no' },
      ctx,
    ).instance;
    const ended = step(
      after,
      { kind: 'reject', taskId: taskOf(after, 'u3').id, userId: 'u3', comment: 'no' },
      ctx,
    ).instance;
    expect(ended.state).toBe(2);
  });
});
