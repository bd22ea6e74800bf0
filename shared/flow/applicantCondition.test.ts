import { describe, expect, it } from 'vitest';
import { approverDisplayMessage } from './approverText';
import { cleanConditionList, isCompleteCondition } from './cleanConditions';
import { formatConditionSummary, summarizeConditionList } from './conditionSummary';
import { evaluateCondition, pickBranch } from './evaluate';
import type { ApplicantFacts } from './evaluate';
import { allowedExamineModes, defaultExamineMode } from './examineMode';
import { collectPeopleRefs } from './peopleRefs';
import { fakeT } from './testing';
import type { ApplicantMatch, ConditionItem, FlowNode } from './types';
import { APPLICANT_FIELD, NodeType, SetType } from './types';
import { validateFlow } from './validateFlow';

const match = (lists: Partial<ApplicantMatch>): ApplicantMatch => ({
  users: [],
  organisations: [],
  roles: [],
  positions: [],
  ...lists,
});
const onApplicant = (lists: Partial<ApplicantMatch>, operator: 'eq' | 'ne' = 'eq'): ConditionItem => ({
  label: 'Applicant',
  field: APPLICANT_FIELD,
  operator,
  value: 'names',
  applicant: match(lists),
});
const amy: ApplicantFacts = {
  userId: 'u1',
  organisationIds: ['team', 'section', 'group'],
  roleIds: ['r1'],
  positionIds: ['p1'],
};

describe('conditions on the applicant', () => {
  it.each<[string, ConditionItem, ApplicantFacts | undefined, boolean]>([
    ['the person', onApplicant({ users: [{ id: 'u1', name: 'Amy' }] }), amy, true],
    ['another person', onApplicant({ users: [{ id: 'u2', name: 'Bo' }] }), amy, false],
    [
      'an organisation above (sub-organisations included)',
      onApplicant({ organisations: [{ id: 'section', name: 'S' }] }),
      amy,
      true,
    ],
    ['a role', onApplicant({ roles: [{ id: 'r1', name: 'R' }] }), amy, true],
    ['a position', onApplicant({ positions: [{ id: 'p2', name: 'P' }] }), amy, false],
    [
      'none of: holds when no list holds them',
      onApplicant({ roles: [{ id: 'r9', name: 'R9' }] }, 'ne'),
      amy,
      true,
    ],
    ['none of: fails when one does', onApplicant({ roles: [{ id: 'r1', name: 'R' }] }, 'ne'), amy, false],
    ['nobody known applies', onApplicant({ users: [{ id: 'u1', name: 'Amy' }] }), undefined, false],
    [
      'an ordering operator',
      { ...onApplicant({ users: [{ id: 'u1', name: 'Amy' }] }), operator: 'gt' },
      amy,
      false,
    ],
  ])('%s', (_name, item, facts, expected) => {
    expect(evaluateCondition(item, {}, facts)).toBe(expected);
  });

  it('reads the applicant only when a branch asks', () => {
    let asked = 0;
    const group: FlowNode = {
      id: 'g',
      pid: '',
      nodeName: 'g',
      type: NodeType.BranchGroup,
      childNode: null,
      conditionNodes: [
        {
          id: 'b1',
          pid: 'g',
          nodeName: 'b1',
          type: 3,
          childNode: null,
          conditionList: [[{ label: 'D', field: 'd', operator: 'eq', value: '1' }]],
        },
        {
          id: 'b2',
          pid: 'g',
          nodeName: 'b2',
          type: 3,
          childNode: null,
          conditionList: [[onApplicant({ roles: [{ id: 'r1', name: 'R' }] })]],
        },
      ],
    };
    const facts = () => {
      asked += 1;
      return amy;
    };
    expect(pickBranch(group, { d: '1' }, facts)?.id).toBe('b1');
    expect(asked).toBe(0);
    expect(pickBranch(group, { d: '2' }, facts)?.id).toBe('b2');
    expect(asked).toBe(1);
  });

  it('is complete once it names someone; summaries name whom it matches', () => {
    expect(isCompleteCondition(onApplicant({}))).toBe(false);
    expect(
      isCompleteCondition({
        ...onApplicant({}),
        label: '',
        applicant: match({ users: [{ id: 'u1', name: 'A' }] }),
      }),
    ).toBe(true);
    expect(cleanConditionList([[onApplicant({})]])).toEqual([]);
    const summary = summarizeConditionList([[onApplicant({ users: [{ id: 'u1', name: 'A' }] }, 'ne')]]);
    expect(formatConditionSummary(summary, fakeT)).toBe('summary.applicantNotIn(names=names)');
  });

  it('names its people for the tenant check, and is not an unknown form field on publish', () => {
    const branch: FlowNode = {
      id: 'b1',
      pid: 'g',
      nodeName: 'Sales',
      type: 3,
      childNode: null,
      conditionList: [
        [onApplicant({ users: [{ id: 'u9', name: 'Ghost' }], organisations: [{ id: 'o1', name: 'HQ' }] })],
      ],
    };
    expect(collectPeopleRefs(branch).map((ref) => [ref.kind, ref.id, ref.nodeName])).toEqual([
      ['user', 'u9', 'Sales'],
      ['organisation', 'o1', 'Sales'],
    ]);
    const root: FlowNode = {
      id: 's',
      pid: '',
      nodeName: 'start',
      type: 0,
      childNode: {
        id: 'g',
        pid: 's',
        nodeName: 'g',
        type: 4,
        attr: { branchType: 1 },
        childNode: null,
        conditionNodes: [
          branch,
          {
            id: 'b2',
            pid: 'g',
            nodeName: 'other',
            type: 3,
            attr: { branchType: 1, isDefault: true },
            childNode: null,
          },
        ],
      },
    };
    const problems = validateFlow(root, { fields: [{ key: 'days', label: 'Days', type: 'number' }] });
    expect(problems.map((problem) => problem.messageKey)).not.toContain('validation.unknownField');
  });
});

describe('supervisor approvers in the designer', () => {
  const node = (setType: FlowNode['setType'], directorLevel?: number): FlowNode => ({
    id: 'a',
    pid: '',
    nodeName: 'a',
    type: NodeType.Approver,
    childNode: null,
    setType,
    ...(directorLevel === undefined ? {} : { directorLevel }),
  });
  it.each<[string, FlowNode, string]>([
    ['direct supervisor', node(SetType.Supervisor), 'approver.directSupervisor'],
    ['level 3', node(SetType.Supervisor, 3), 'approver.supervisorAtLevel(level=3)'],
    ['to the top', node(SetType.SupervisorChain, 0), 'approver.supervisorsToTop'],
    ['up to level 4', node(SetType.SupervisorChain, 4), 'approver.supervisorsUpTo(level=4)'],
    ['level 2 from the top', node(SetType.TopLeader, 2), 'approver.topLeader(level=2)'],
  ])('the node text says %s', (_name, approver, text) => {
    const message = approverDisplayMessage(approver);
    expect(fakeT(message.key, message.params)).toBe(text);
  });
  it('offers or-sign (the default) and countersign, and needs nobody named', () => {
    expect(allowedExamineModes(SetType.SupervisorChain)).toEqual([3, 2]);
    expect(defaultExamineMode(SetType.Supervisor)).toBe(3);
    const root: FlowNode = {
      id: 's',
      pid: '',
      nodeName: 'start',
      type: 0,
      childNode: node(SetType.TopLeader),
    };
    expect(validateFlow(root).map((problem) => problem.messageKey)).not.toContain('validation.noAssignee');
  });
});
