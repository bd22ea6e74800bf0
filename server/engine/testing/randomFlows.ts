/**
 * fast-check arbitraries for random valid node trees and random action sequences (property tests only).
 */
import fc from 'fast-check';
import { customCcNodes, designateNodes } from '@shared/flow/applicantPicks';
import type { UserRef } from '../types';
import type { ExamineModeCode, FlowNode, TimeLimitAction } from '@shared/flow/types';
import {
  applicantIn,
  approver,
  cc,
  conditionGroup,
  flow,
  handler,
  opinionGroup,
  parallelGroup,
  user,
  when,
} from './flowBuilders';

export const POOL = ['u1', 'u2', 'u3', 'u4'];

type ApproverSpec = {
  t: 'approver';
  users: string[];
  setType: 1 | 2 | 3 | 4 | 5 | 9 | 10 | 11;
  /** Supervisor setTypes: the level (0: to the top for a chain). */
  level: number;
  mode: ExamineModeCode;
  claim: boolean;
  flags: boolean;
  /** A time limit of 1-3 hours with this expiry action, or none. */
  limit: { action: TimeLimitAction; hours: number } | null;
};
type NodeSpec =
  | ApproverSpec
  | { t: 'handler'; users: string[] }
  | { t: 'cc'; users: string[]; customCc: boolean }
  | { t: 'cond'; branches: NodeSpec[][]; hasDefault: boolean; onApplicant: boolean }
  | { t: 'par'; branches: NodeSpec[][] }
  | { t: 'opinion'; judge: ApproverSpec; agree: NodeSpec[]; disagree: NodeSpec[] };

const users = fc.subarray(POOL, { minLength: 0, maxLength: 3 });
const approverSpec: fc.Arbitrary<ApproverSpec> = fc.record({
  t: fc.constant('approver' as const),
  users,
  setType: fc.constantFrom(
    1 as const,
    1 as const,
    2 as const,
    3 as const,
    4 as const,
    5 as const,
    9 as const,
    10 as const,
    11 as const,
  ),
  level: fc.integer({ min: 0, max: 4 }),
  mode: fc.constantFrom<ExamineModeCode>(1, 2, 3),
  claim: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  flags: fc.boolean(),
  limit: fc.option(
    fc.record({
      action: fc.constantFrom<TimeLimitAction>('remind', 'approve', 'reject', 'transfer', 'escalate'),
      hours: fc.integer({ min: 1, max: 3 }),
    }),
  ),
});

const { chain, node } = fc.letrec<{ chain: NodeSpec[]; node: NodeSpec }>((tie) => ({
  chain: fc.array(tie('node'), { minLength: 0, maxLength: 3 }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: approverSpec, weight: 5 },
    { arbitrary: fc.record({ t: fc.constant('handler' as const), users }), weight: 1 },
    { arbitrary: fc.record({ t: fc.constant('cc' as const), users, customCc: fc.boolean() }), weight: 1 },
    {
      arbitrary: fc.record({
        t: fc.constant('cond' as const),
        branches: fc.array(tie('chain'), { minLength: 1, maxLength: 3 }),
        hasDefault: fc.boolean(),
        onApplicant: fc.boolean(),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        t: fc.constant('par' as const),
        branches: fc.array(tie('chain'), { minLength: 0, maxLength: 3 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        t: fc.constant('opinion' as const),
        judge: approverSpec,
        agree: tie('chain'),
        disagree: tie('chain'),
      }),
      weight: 1,
    },
  ),
}));

function build(specs: NodeSpec[], next: () => string): FlowNode[] {
  return specs.flatMap((spec) => materialise(spec, next));
}

function materialise(spec: NodeSpec, next: () => string): FlowNode[] {
  switch (spec.t) {
    case 'approver':
      return [
        approver(next(), spec.users, {
          setType: spec.setType,
          ...(spec.setType >= 9 ? { directorLevel: spec.level } : {}),
          examineMode: spec.setType === 5 ? 1 : spec.mode,
          selectMode: spec.flags ? 2 : 1,
          nodeRoleList: [{ id: 'r1', name: 'R1' }],
          configure: {
            needClaim: spec.claim,
            fallBack: spec.flags,
            staging: spec.flags,
            transmitted: spec.flags,
            ...(spec.limit
              ? {
                  timeLimit: {
                    amount: spec.limit.hours,
                    unit: 'hours' as const,
                    remindBeforeHours: 1,
                    action: spec.limit.action,
                    transferTo: { id: 'u4', name: 'U4' },
                  },
                }
              : {}),
          },
        }),
      ];
    case 'handler':
      return [handler(next(), spec.users)];
    case 'cc':
      return [{ ...cc(next(), spec.users), customCc: spec.customCc }];
    case 'cond': {
      const id = next();
      const branches = spec.branches.map(
        (branch, value): [string, ReturnType<typeof when>[][], FlowNode[]] => [
          next(),
          // on the applicant: the first branch also matches applicants of organisation o1 (and below) or role r1
          spec.onApplicant && value === 0
            ? [[when('k', 'eq', String(value))], [applicantIn(['o1'], ['r1'])]]
            : [[when('k', 'eq', String(value))]],
          build(branch, next),
        ],
      );
      return [conditionGroup(id, branches, spec.hasDefault ? [] : undefined)];
    }
    case 'par':
      return [
        parallelGroup(
          next(),
          spec.branches.map((branch) => build(branch, next)),
        ),
      ];
    case 'opinion':
      return [
        ...materialise(spec.judge, next),
        opinionGroup(next(), build(spec.agree, next), build(spec.disagree, next)),
      ];
  }
}

/** A random valid flow tree (ids n1, n2, ... unique). */
void chain;
const topChain = fc.array(node, { minLength: 2, maxLength: 6 });

export const flowTree: fc.Arbitrary<FlowNode> = topChain.map((specs) => {
  let counter = 0;
  const next = () => `n${++counter}`;
  return flow(build(specs, next));
});

export type ActionKind =
  | 'approve'
  | 'reject'
  | 'claim'
  | 'transfer'
  | 'fallback'
  | 'stage'
  | 'recall'
  | 'terminate'
  | 'urge'
  | 'markCcRead'
  | 'cc'
  | 'share'
  | 'void'
  | 'addSigners'
  | 'freeFlow'
  | 'reassign'
  | 'expire'
  | 'resubmit';

export interface ActionPick {
  kind: ActionKind;
  task: number;
  user: number;
  target: number;
  /** When false, the actor is a random pool user instead of the task holder. */
  isHolder: boolean;
  advanceMs: number;
}

export const actionPick: fc.Arbitrary<ActionPick> = fc.record({
  kind: fc.oneof(
    ...(
      [
        ['approve', 16],
        ['claim', 6],
        ['reject', 2],
        ['transfer', 4],
        ['fallback', 8],
        ['stage', 2],
        ['recall', 1],
        ['terminate', 1],
        ['urge', 2],
        ['markCcRead', 2],
        ['cc', 2],
        ['share', 1],
        ['void', 2],
        ['addSigners', 4],
        ['freeFlow', 2],
        ['reassign', 2],
        ['expire', 4],
        ['resubmit', 4],
      ] as const
    ).map(([kind, weight]) => ({ arbitrary: fc.constant<ActionKind>(kind), weight })),
  ),
  task: fc.nat(20),
  user: fc.nat(20),
  target: fc.nat(20),
  isHolder: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
  advanceMs: fc.integer({ min: 0, max: 2 * 60 * 60 * 1000 }),
});

export const formValue = fc.record({ k: fc.constantFrom('0', '1', '2', '9') });

/**
 * The applicant's picks for a tree (designate approver, custom cc): one person per initiator-selects node, two
 * per cc node that allows adding people.
 */
export function applicantPicksOf(tree: FlowNode): Record<string, UserRef[]> {
  const picks: Record<string, UserRef[]> = {};
  for (const node of designateNodes(tree)) picks[node.id] = [user('u1')];
  for (const node of customCcNodes(tree)) picks[node.id] = [user('u3'), user('u4')];
  return picks;
}
