import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SetType } from '@shared/flow/types';
import type { FlowNode, SetTypeCode } from '@shared/flow/types';
import { supervisorLevels, supervisorSteps } from './supervisors';
import { approver, user } from './testing/flowBuilders';
import { chainOf, orgTree } from './testing/randomOrgs';
import type { OrganisationLevel } from './types';

/** Five levels: team (led by the applicant's lead t1), section, department (no leader), division, company. */
const FIVE: OrganisationLevel[] = [
  { organizeId: 'team', leaders: [user('t1')] },
  { organizeId: 'section', leaders: [user('s1'), user('s2')] },
  { organizeId: 'department', leaders: [] },
  { organizeId: 'division', leaders: [user('d1')] },
  { organizeId: 'company', leaders: [user('ceo')] },
];
const node = (setType: SetTypeCode, directorLevel?: number): FlowNode =>
  approver('a', [], { setType, ...(directorLevel === undefined ? {} : { directorLevel }) });
const ids = (steps: { userId: string }[][]) => steps.map((level) => level.map((person) => person.userId));

describe('supervisor steps on a five-level organisation tree', () => {
  it('direct supervisor: the leader of the applicant’s organisation', () => {
    expect(ids(supervisorSteps(node(SetType.Supervisor), FIVE, 'amy'))).toEqual([['t1']]);
  });
  it('an applicant who leads their organisation goes to the next one up', () => {
    expect(ids(supervisorSteps(node(SetType.Supervisor), FIVE, 't1'))).toEqual([['s1', 's2']]);
  });
  it('level N: the Nth organisation up; a level without a leader finds nobody', () => {
    expect(ids(supervisorSteps(node(SetType.Supervisor, 2), FIVE, 'amy'))).toEqual([['s1', 's2']]);
    expect(ids(supervisorSteps(node(SetType.Supervisor, 3), FIVE, 'amy'))).toEqual([]);
  });
  it('up to level N: one step per level, levels without a leader left out', () => {
    expect(ids(supervisorSteps(node(SetType.SupervisorChain, 4), FIVE, 'amy'))).toEqual([
      ['t1'],
      ['s1', 's2'],
      ['d1'],
    ]);
  });
  it('to the top: every level up to the company', () => {
    expect(ids(supervisorSteps(node(SetType.SupervisorChain), FIVE, 'amy'))).toEqual([
      ['t1'],
      ['s1', 's2'],
      ['d1'],
      ['ceo'],
    ]);
    expect(ids(supervisorSteps(node(SetType.SupervisorChain, 0), FIVE.slice(1), 's1'))).toEqual([
      ['d1'],
      ['ceo'],
    ]);
  });
  it('level N from the top: the company is level 1, the division level 2', () => {
    expect(ids(supervisorSteps(node(SetType.TopLeader), FIVE, 'amy'))).toEqual([['ceo']]);
    expect(ids(supervisorSteps(node(SetType.TopLeader, 2), FIVE, 'amy'))).toEqual([['d1']]);
    expect(ids(supervisorSteps(node(SetType.TopLeader, 3), FIVE, 'amy'))).toEqual([]);
    expect(ids(supervisorSteps(node(SetType.TopLeader, 9), FIVE, 'amy'))).toEqual([]);
  });
  it('nobody without an organisation, and no steps for other assignee types', () => {
    expect(supervisorSteps(node(SetType.SupervisorChain), [], 'amy')).toEqual([]);
    expect(supervisorSteps(node(SetType.Role), FIVE, 'amy')).toEqual([]);
  });
});

describe('supervisor steps over random organisation trees', () => {
  it('never ask the applicant, never ask a person twice, never return an empty step', () => {
    fc.assert(
      fc.property(
        orgTree,
        fc.constantFrom<SetTypeCode>(SetType.Supervisor, SetType.SupervisorChain, SetType.TopLeader),
        fc.integer({ min: 0, max: 8 }),
        (tree, setType, level) => {
          const steps = supervisorSteps(node(setType, level), chainOf(tree), 'init');
          const people = steps.flat().map((person) => person.userId);
          expect(people).not.toContain('init');
          expect(new Set(people).size).toBe(people.length);
          for (const step of steps) expect(step.length).toBeGreaterThan(0);
          if (setType !== SetType.SupervisorChain) expect(steps.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
  it('the levels start above every organisation the applicant leads, and climb one organisation each', () => {
    fc.assert(
      fc.property(orgTree, (tree) => {
        const chain = chainOf(tree);
        const levels = supervisorLevels(chain, 'init');
        const skipped = chain.length - levels.length;
        for (const level of chain.slice(0, skipped))
          expect(level.leaders.map((leader) => leader.userId)).toContain('init');
        levels.forEach((level, index) =>
          expect(level).toEqual(
            (chain[skipped + index]?.leaders ?? []).filter((leader) => leader.userId !== 'init'),
          ),
        );
        const direct = supervisorSteps(node(SetType.Supervisor), chain, 'init');
        const toTop = supervisorSteps(node(SetType.SupervisorChain), chain, 'init');
        // the direct supervisor is the first step of the chain to the top when level 1 has a leader
        if ((levels[0] ?? []).length > 0) expect(toTop[0]).toEqual(direct[0]);
        else expect(direct).toEqual([]);
      }),
    );
  });
});
