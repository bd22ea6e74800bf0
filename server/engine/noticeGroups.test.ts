import { describe, expect, it } from 'vitest';
import { SetType } from '@shared/flow/types';
import type { ApproverGroup } from '@shared/flow/types';
import { hasCcRecipient } from '@shared/flow/nodeTypes/checks';
import { cc, flow, startFlow, testContext } from './testing/flowBuilders';
import { withOrgTree } from './testing/randomOrgs';
import type { OrgTree } from './testing/randomOrgs';
import type { EngineInstance } from './types';

/** company (ceo) > division (d1) > section (s1, s2) > team (t1); the applicant works in the team. */
const FOUR: OrgTree = {
  parents: [-1, 0, 1, 2],
  leaders: [['ceo'], ['d1'], ['s1', 's2'], ['t1']],
  applicantOrg: 3,
  roleIds: [],
};

const noticeWith = (...approverGroups: ApproverGroup[]) => ({ ...cc('notice', []), approverGroups });
const supervisorGroup = (approverType: number, levelMode?: number): ApproverGroup => ({
  approverType,
  levelMode,
  approverIds: [],
  approverNames: [],
});

const ccHolders = (instance: EngineInstance) =>
  instance.tasks.flatMap((task) => (task.nodeId === 'notice' && task.assignee ? [task.assignee.userId] : []));

function notified(...groups: ApproverGroup[]): string[] {
  const ctx = testContext();
  ctx.directory = withOrgTree(ctx.directory, FOUR);
  return ccHolders(startFlow(flow([noticeWith(...groups)]), ctx).instance);
}

describe('notice node groups: levelMode is the supervisor level', () => {
  it('a supervisor group notifies the supervisor at levelMode (absent: the direct one)', () => {
    expect(notified(supervisorGroup(SetType.Supervisor))).toEqual(['t1']);
    expect(notified(supervisorGroup(SetType.Supervisor, 2))).toEqual(['s1', 's2']);
    expect(notified(supervisorGroup(SetType.Supervisor, 4))).toEqual(['ceo']);
  });

  it('a chain group notifies every level up to levelMode; a top group counts levelMode from the top', () => {
    expect(notified(supervisorGroup(SetType.SupervisorChain, 3))).toEqual(['t1', 's1', 's2', 'd1']);
    expect(notified(supervisorGroup(SetType.TopLeader, 2))).toEqual(['d1']);
  });

  it('named groups keep their people; a person in two groups is notified once', () => {
    const named: ApproverGroup = {
      approverType: SetType.Members,
      approverIds: ['u9', 's1'],
      approverNames: ['U9', 'S1'],
    };
    expect(notified(named, supervisorGroup(SetType.Supervisor, 2))).toEqual(['u9', 's1', 's2']);
  });

  it('a notice node with only a supervisor group has a recipient for the publishing check', () => {
    expect(hasCcRecipient(noticeWith(supervisorGroup(SetType.Supervisor, 1)))).toBe(true);
    expect(
      hasCcRecipient(noticeWith({ approverType: SetType.Members, approverIds: [], approverNames: [] })),
    ).toBe(false);
  });
});
