import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeT } from '../testing';
import { walkTree } from '../tree';
import type { FlowNode } from '../types';
import { importFlow } from './index';
import type { ImportResult, ReportLine } from './index';

const read = (name: string) => readFileSync(`${process.cwd()}/tests/fixtures/flows/${name}`, 'utf8');
function imported(input: unknown): Extract<ImportResult, { ok: true }> {
  const result = importFlow(input, { t: fakeT });
  if (!result.ok) throw new Error(`import failed: ${result.errorKey}`);
  return result;
}
const lines = (list: ReportLine[]) => list.map((line) => [line.subject, line.messageKey, line.params]);
const approvers = (tree: FlowNode) => {
  const found: FlowNode[] = [];
  walkTree(tree, (node) => {
    if (node.type === 1) found.push(node);
  });
  return found;
};

describe('the report of each real flow: nothing left out that supervisors and applicant conditions cover', () => {
  it('Workflow-Vue3 data.json: nothing left out; the supervisor’s sequence becomes or-sign', () => {
    const { report } = imported(read('workflow-vue3_data.json'));
    expect(lines(report.leftOut)).toEqual([]);
    // both approvers send to the administrator when nobody is found: named, for the flow setting to follow
    expect(report.approximated.map((line) => [line.path, line.messageKey, line.params])).toEqual([
      ['nodeConfig.childNode.examineMode', 'import.examineModeAdjusted', { from: 1, to: 3 }],
      ['nodeConfig.childNode.noHanderAction', 'import.emptyAssigneeToAdmin', undefined],
      [
        'nodeConfig.childNode.childNode.conditionNodes[0].childNode.noHanderAction',
        'import.emptyAssigneeToAdmin',
        undefined,
      ],
    ]);
  });

  it('wflow conditions: ten initiator conditions and a multi-level supervisor, nothing left out', () => {
    const { report, tree } = imported(read('wflow_oa_forms_2ef19aca_conditions.json'));
    expect(lines(report.leftOut)).toEqual([]);
    expect(approvers(tree).filter((node) => node.setType === 10)).toHaveLength(1);
    expect(approvers(tree).find((node) => node.setType === 10)?.directorLevel).toBe(0);
  });

  it('wflow nested conditions: leaders and the top leader are supervisors, nothing left out', () => {
    const { report, tree } = imported(read('wflow_oa_forms_54905d9b_conditions_nested.json'));
    expect(lines(report.leftOut)).toEqual([]);
    expect(approvers(tree).map((node) => node.setType)).toEqual([9, 4, 5, 9, 10, 9, 5]);
  });

  it('wflow all node types: only the form-field approver and the reject rule are left out', () => {
    const { report } = imported(read('wflow_oa_forms_11f62043_all_node_types.json'));
    expect(report.leftOut.map((line) => [line.messageKey, line.params])).toEqual([
      ['import.assigneesDropped', { kind: 'FORM_USER', names: '旅人' }],
      ['import.unsupportedAssignee', { kind: 'FORM_USER' }],
      ['import.ignoredSetting', { setting: 'refuse' }],
    ]);
  });

  it('flowlong route branch: both jumps are named in the report', () => {
    const { report } = imported(read('flowlong_routeBranch.json'));
    expect(report.leftOut.map((line) => [line.messageKey, line.params])).toEqual([
      ['import.routeLeftOut', { name: '路由至主管审批', target: 'k005' }],
      ['import.routeLeftOut', { name: '默认路由', target: 'default' }],
    ]);
  });
});

const vue3 = (approver: Record<string, unknown>) => ({
  data: { nodeConfig: { nodeName: 'start', type: 0, childNode: { nodeName: 'a', type: 1, ...approver } } },
});
const flowlong = (approver: Record<string, unknown>) => ({
  key: 'k',
  name: 'n',
  nodeConfig: {
    nodeName: 'start',
    nodeKey: 's',
    type: 0,
    childNode: { nodeName: 'a', type: 1, nodeAssigneeList: [], ...approver },
  },
});
const wflow = (props: Record<string, unknown>) => ({
  process: {
    id: 'root',
    type: 'ROOT',
    name: 'start',
    props: {},
    children: { id: 'a', type: 'APPROVAL', name: 'a', props },
  },
});
const first = (input: unknown) => imported(input).tree.childNode;

describe('the source’s rule for an approver who finds nobody', () => {
  it.each<[string, unknown, unknown[][]]>([
    [
      'wflow passes (the default here): nothing to say',
      wflow({ assignedType: 'LEADER', nobody: { handler: 'TO_PASS' } }),
      [],
    ],
    [
      'wflow to the administrator',
      wflow({ assignedType: 'LEADER', nobody: { handler: 'TO_ADMIN' } }),
      [['import.emptyAssigneeToAdmin', undefined]],
    ],
    [
      'wflow refuses',
      wflow({ assignedType: 'LEADER', nobody: { handler: 'TO_REFUSE' } }),
      [['import.emptyAssigneeOther', { handler: 'TO_REFUSE' }]],
    ],
    ['Workflow-Vue3 passes', vue3({ settype: 2, noHanderAction: 1 }), []],
  ])('%s', (_name, input, expected) => {
    const { report } = imported(input);
    expect([...report.approximated, ...report.leftOut].map((line) => [line.messageKey, line.params])).toEqual(
      expected,
    );
  });
});

describe('supervisor kinds of each source', () => {
  it.each<[string, unknown, Partial<FlowNode>]>([
    [
      'Workflow-Vue3 supervisor at level 2',
      vue3({ settype: 2, directorLevel: 2 }),
      { setType: 9, directorLevel: 2 },
    ],
    [
      'Workflow-Vue3 multi-level to the top',
      vue3({ settype: 7, examineEndDirectorLevel: 1 }),
      { setType: 10, directorLevel: 0 },
    ],
    [
      'Workflow-Vue3 multi-level up to 3',
      vue3({ settype: 7, examineEndDirectorLevel: 3 }),
      { setType: 10, directorLevel: 3 },
    ],
    [
      'flowlong supervisor at level 3',
      flowlong({ setType: 2, examineLevel: 3 }),
      { setType: 9, directorLevel: 3 },
    ],
    [
      'flowlong multi-level to the top',
      flowlong({ setType: 6, directorMode: 0, directorLevel: 4 }),
      { setType: 10, directorLevel: 0 },
    ],
    [
      'flowlong multi-level up to 4',
      flowlong({ setType: 6, directorMode: 1, directorLevel: 4 }),
      { setType: 10, directorLevel: 4 },
    ],
    [
      'wflow leader at level 2',
      wflow({ assignedType: 'LEADER', leader: { level: 2 }, mode: 'OR' }),
      { setType: 9, directorLevel: 2, examineMode: 3 },
    ],
    [
      'wflow top leader up to 2',
      wflow({ assignedType: 'LEADER_TOP', leaderTop: { endCondition: 'LEAVE', endLevel: 2 }, mode: 'AND' }),
      { setType: 10, directorLevel: 2, examineMode: 2 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(first(input)).toMatchObject(expected);
    expect(imported(input).report.leftOut).toEqual([]);
  });

  it('an initiator condition naming nobody is still reported as left out', () => {
    const input = {
      process: {
        id: 'root',
        type: 'ROOT',
        name: 'start',
        props: {},
        children: {
          id: 'g',
          type: 'CONDITIONS',
          name: 'g',
          branchs: [
            {
              id: 'b1',
              type: 'CONDITION',
              name: 'b1',
              props: {
                groups: [{ groupType: 'AND', conditions: [{ id: 'root', title: 'Applicant', value: [] }] }],
              },
            },
            { id: 'b2', type: 'CONDITION', name: 'b2', props: { groups: [] } },
          ],
        },
      },
    };
    expect(imported(input).report.leftOut.map((line) => [line.messageKey, line.params])).toEqual([
      ['import.unsupportedCondition', { kind: 'initiator', label: 'Applicant' }],
    ]);
  });
});

describe('display text of imported nodes', () => {
  it('a supervisor node says which supervisor; an applicant branch names whom it matches', () => {
    const { tree } = imported(read('workflow-vue3_data.json'));
    expect(tree.childNode?.content).toBe(fakeT('approver.directSupervisor'));
    const branch = tree.childNode?.childNode?.conditionNodes?.[0];
    expect(branch?.content).toBe(fakeT('summary.applicantIn', { names: '天旭' }));
  });
});
