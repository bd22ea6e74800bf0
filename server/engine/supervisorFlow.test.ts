import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ExamineMode, SetType } from '@shared/flow/types';
import type { ExamineModeCode } from '@shared/flow/types';
import { supervisorSteps } from './supervisors';
import {
  applicantIn,
  approveAll,
  approver,
  conditionGroup,
  flow,
  holders,
  openTasks,
  startFlow,
  testContext,
  when,
} from './testing/flowBuilders';
import { chainOf, orgTree, withOrgTree } from './testing/randomOrgs';
import type { OrgTree } from './testing/randomOrgs';
import type { EngineInstance } from './types';

/** company (ceo) > division (d1) > department (nobody) > section (s1, s2) > team (t1); amy works in the team. */
const FIVE: OrgTree = {
  parents: [-1, 0, 1, 2, 3],
  leaders: [['ceo'], ['d1'], [], ['s1', 's2'], ['t1']],
  applicantOrg: 4,
  roleIds: [],
};
const contextFor = (tree: OrgTree, settings = {}) => {
  const ctx = testContext(settings);
  ctx.directory = withOrgTree(ctx.directory, tree);
  return ctx;
};
const chainNode = (directorLevel: number, examineMode: ExamineModeCode = ExamineMode.Any) =>
  approver('sup', [], { setType: SetType.SupervisorChain, directorLevel, examineMode });

describe('supervisor nodes in a running flow', () => {
  it('up to the top: each level is a step; or-sign lets one leader of a level pass it', () => {
    const ctx = contextFor(FIVE);
    let instance: EngineInstance = startFlow(flow([chainNode(0)]), ctx).instance;
    expect(holders(instance)).toEqual(['t1']);
    instance = approveAll(instance, ctx, 't1');
    expect(holders(instance)).toEqual(['s1', 's2']);
    instance = approveAll(instance, ctx, 's2');
    expect(holders(instance)).toEqual(['d1']);
    instance = approveAll(instance, ctx, 'd1', 'ceo');
    expect(instance.state).toBe(1);
  });

  it('countersign within a level: both leaders of the section approve before the next level', () => {
    const ctx = contextFor(FIVE);
    let instance = startFlow(flow([chainNode(2, ExamineMode.All)]), ctx).instance;
    instance = approveAll(instance, ctx, 't1', 's1');
    expect(holders(instance)).toEqual(['s2']);
    instance = approveAll(instance, ctx, 's2');
    expect(instance.state).toBe(1);
  });

  it('nobody found: the empty-assignee rule applies and the timeline says no supervisor was found', () => {
    const lonely: OrgTree = { parents: [-1], leaders: [[]], applicantOrg: 0, roleIds: [] };
    const node = approver('sup', [], { setType: SetType.Supervisor });
    const passed = startFlow(flow([node]), contextFor(lonely)).instance;
    expect(passed.state).toBe(1);
    expect(passed.timeline.map((note) => note.messageKey)).toContain('engine.note.noSupervisorPassed');
    const toAdmin = startFlow(flow([node]), contextFor(lonely, { emptyAssignee: 'toAdmin' })).instance;
    expect(holders(toAdmin)).toEqual(['admin']);
    expect(toAdmin.timeline.find((note) => note.kind === 'noSupervisorToAdmin')?.params).toEqual({
      userName: 'ADMIN',
    });
  });

  it('an applicant condition picks the branch by the applicant’s organisation (sub-organisations included)', () => {
    const tree = flow([
      conditionGroup(
        'g',
        [['b1', [[applicantIn(['o1'])]], [approver('a1', ['u1'])]]],
        [approver('a2', ['u2'])],
      ),
    ]);
    // amy is in the team (o4), below the division (o1)
    expect(holders(startFlow(tree, contextFor(FIVE)).instance)).toEqual(['u1']);
    const elsewhere: OrgTree = { ...FIVE, applicantOrg: 0 };
    expect(holders(startFlow(tree, contextFor(elsewhere)).instance)).toEqual(['u2']);
  });

  it('an applicant condition and a form condition in one group must both hold', () => {
    const tree = flow([
      conditionGroup(
        'g',
        [['b1', [[applicantIn([], ['r1']), when('days', 'gt', '3')]], [approver('a1', ['u1'])]]],
        [approver('a2', ['u2'])],
      ),
    ]);
    const withRole = contextFor({ ...FIVE, roleIds: ['r1'] });
    expect(holders(startFlow(tree, withRole, { days: 5 }).instance)).toEqual(['u1']);
    expect(holders(startFlow(tree, withRole, { days: 2 }).instance)).toEqual(['u2']);
    expect(holders(startFlow(tree, contextFor(FIVE), { days: 5 }).instance)).toEqual(['u2']);
  });

  it('over random trees: or-sign chains open the levels in order, one step at a time', () => {
    fc.assert(
      fc.property(orgTree, fc.integer({ min: 0, max: 5 }), (tree, level) => {
        const ctx = contextFor(tree);
        const node = chainNode(level);
        const steps = supervisorSteps(node, chainOf(tree), 'init');
        let instance = startFlow(flow([node]), ctx).instance;
        const seen: string[][] = [];
        while (instance.state === 0) {
          const open = holders(instance) as string[];
          seen.push(open);
          instance = approveAll(instance, ctx, open[0] ?? '');
        }
        expect(seen).toEqual(steps.map((step) => step.map((person) => person.userId)));
        expect(openTasks(instance)).toEqual([]);
        if (steps.length === 0)
          expect(instance.timeline.some((note) => note.kind === 'noSupervisorPassed')).toBe(true);
      }),
    );
  });
});
