import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeT, sequentialIds } from '../testing';
import { collectIds, countNodes, walkTree } from '../tree';
import type { FlowNode } from '../types';
import { NodeType } from '../types';
import { validateFlow } from '../validateFlow';
import { importFieldCatalogue, importFlow } from './index';
import type { ImportResult } from './index';

const FIXTURES = `${process.cwd()}/tests/fixtures/flows/`;
const read = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');

function imported(name: string): Extract<ImportResult, { ok: true }> {
  const result = importFlow(read(name), { t: fakeT });
  if (!result.ok) throw new Error(`import failed: ${result.errorKey}`);
  return result;
}

function countType(tree: FlowNode, type: number): number {
  return countNodes(tree, (node) => node.type === type);
}

function groups(tree: FlowNode, branchType: number): FlowNode[] {
  const found: FlowNode[] = [];
  walkTree(tree, (node) => {
    if (node.type === NodeType.BranchGroup && node.attr?.branchType === branchType) found.push(node);
  });
  return found;
}

function pidsConsistent(tree: FlowNode): boolean {
  let isOk = true;
  walkTree(tree, (node, link) => {
    if (link && node.pid !== link.parent.id) isOk = false;
  });
  return isOk;
}

const warningKeys = (result: { warnings: { messageKey: string }[] }) =>
  new Set(result.warnings.map((warning) => warning.messageKey));

describe('import of Workflow-Vue3 data.json', () => {
  const result = imported('workflow-vue3_data.json');

  it('maps the tree: start, approvers, one condition group with two branches, a cc after it', () => {
    expect(result.source).toBe('workflowVue3');
    expect(result.name).toBe('合同审批');
    expect(countNodes(result.tree)).toBe(7);
    expect(result.tree.type).toBe(NodeType.Start);
    expect(countType(result.tree, NodeType.Approver)).toBe(2);
    expect(countType(result.tree, NodeType.Cc)).toBe(1);
    const [group] = groups(result.tree, 1);
    expect(
      group?.conditionNodes?.map((branch) => [
        branch.nodeName,
        branch.priorityLevel,
        branch.attr?.isDefault === true,
      ]),
    ).toEqual([
      ['条件1', 1, false],
      ['条件2', 2, true],
    ]);
    expect(group?.childNode?.nodeName).toBe('抄送人');
    expect(group?.conditionNodes?.[0]?.childNode?.nodeUserList).toEqual([
      { id: '2515744', name: '哈哈哈哈' },
    ]);
    expect(pidsConsistent(result.tree)).toBe(true);
  });

  it('maps the supervisor approver and the initiator condition, leaving nothing out', () => {
    expect(result.tree.childNode).toMatchObject({ setType: 9, directorLevel: 1, examineMode: 3 });
    const branch = result.tree.childNode?.childNode?.conditionNodes?.[0];
    expect(branch?.conditionList?.[0]?.[0]).toMatchObject({
      field: '@applicant',
      operator: 'eq',
      value: '天旭',
      applicant: { users: [{ id: '85', name: '天旭' }], organisations: [], roles: [], positions: [] },
    });
    expect(result.report.leftOut).toEqual([]);
  });

  it('gives generated ids (9 digits + timestamp by default) unique in the tree', () => {
    expect(collectIds(result.tree).size).toBe(7);
    expect(result.tree.id).toMatch(/^\d{22}$/);
  });
});

describe('import of the Workflow-Vue3 condition-field catalogue', () => {
  it('reads the fields usable in conditions, with drop-down options', () => {
    const result = importFieldCatalogue(read('workflow-vue3_conditions.json'));
    expect(result.ok && result.fields).toEqual([
      { key: 'planProcurementTotalMoney', label: '预计采购总费用', type: 'number' },
      {
        key: 'procurementType',
        label: '采购类型',
        type: 'select',
        options: [{ value: '1', label: '新开园区集中采购' }],
      },
      { key: 'parkArea', label: '园区面积', type: 'number' },
    ]);
  });

  it('is recognised by importFlow as not a flow', () => {
    expect(importFlow(read('workflow-vue3_conditions.json'), { t: fakeT })).toEqual({
      ok: false,
      errorKey: 'import.fieldCatalogue',
    });
  });
});

describe('import of wflow all_node_types', () => {
  const result = imported('wflow_oa_forms_11f62043_all_node_types.json');

  it('maps every node type, turning EMPTY after CONCURRENTS into merge nodes', () => {
    expect(result.source).toBe('wflow');
    expect(countNodes(result.tree)).toBe(30);
    expect(countType(result.tree, NodeType.Approver)).toBe(6);
    expect(countType(result.tree, NodeType.Cc)).toBe(6);
    expect(groups(result.tree, 3).map((group) => group.conditionNodes?.length)).toEqual([2, 3, 2]);
    expect(countType(result.tree, NodeType.Merge)).toBe(3);
    for (const group of groups(result.tree, 3)) expect(group.childNode?.type).toBe(NodeType.Merge);
    expect(result.tree.id).toBe('root');
    expect(pidsConsistent(result.tree)).toBe(true);
  });

  it('keeps field conditions (a range becomes two items) and adds an explicit default branch', () => {
    const [conditions] = groups(result.tree, 1);
    const branches = conditions?.conditionNodes ?? [];
    expect(branches.map((branch) => branch.attr?.isDefault === true)).toEqual([false, false, true]);
    expect(branches[0]?.conditionList).toEqual([
      [
        { field: 'field1979731656828', label: '评分', operator: 'gt', value: '4' },
        { field: 'field5879721194074', label: '金额输入框', operator: 'ge', value: '0' },
        { field: 'field5879721194074', label: '金额输入框', operator: 'le', value: '10' },
      ],
    ]);
    expect(branches[1]?.conditionList).toEqual([
      [{ field: 'field1241016352145', label: '姓名', operator: 'eq', value: '李四' }],
    ]);
    expect(warningKeys(result)).toContain('import.defaultBranchAdded');
  });

  it('maps form permissions and assignee kinds, warning about FORM_USER', () => {
    expect(result.tree.privileges?.[0]).toEqual({ key: 'field7521800775095', disabled: true, hidden: false });
    expect(warningKeys(result)).toContain('import.unsupportedAssignee');
    let hr: FlowNode | undefined;
    walkTree(result.tree, (node) => {
      if (node.nodeName === '人事HR审批') hr = node;
    });
    expect(hr).toMatchObject({
      setType: 1,
      examineMode: 3,
      nodeUserList: [{ name: '王翠花' }, { name: '李秋香' }],
    });
  });
});

describe('import of wflow nested conditions', () => {
  it('imports 5 nested condition groups, each with a default branch flagged last', () => {
    const result = imported('wflow_oa_forms_2ef19aca_conditions.json');
    const conditionGroups = groups(result.tree, 1);
    expect(conditionGroups).toHaveLength(5);
    expect(countType(result.tree, NodeType.ConditionBranch)).toBe(15);
    for (const group of conditionGroups) {
      const branches = group.conditionNodes ?? [];
      expect(branches.filter((branch) => branch.attr?.isDefault)).toHaveLength(1);
      expect(branches[branches.length - 1]?.attr?.isDefault).toBe(true);
      expect(branches.map((branch) => branch.priorityLevel)).toEqual([1, 2, 3]);
    }
    // the initiator conditions become conditions on the applicant
    expect(
      result.warnings.filter((warning) => warning.messageKey === 'import.unsupportedCondition'),
    ).toHaveLength(0);
    const applicantItems = conditionGroups
      .flatMap((group) => group.conditionNodes ?? [])
      .flatMap((branch) => (branch.conditionList ?? []).flat())
      .filter((item) => item.field === '@applicant');
    expect(applicantItems).toHaveLength(10);
  });

  it('imports the leader / self-select / self approvers, leaders as supervisors', () => {
    const result = imported('wflow_oa_forms_54905d9b_conditions_nested.json');
    expect(countNodes(result.tree)).toBe(12);
    expect(countType(result.tree, NodeType.Approver)).toBe(7);
    const kinds = result.warnings
      .filter((warning) => warning.messageKey === 'import.unsupportedAssignee')
      .map((warning) => warning.params?.kind);
    expect(kinds).toEqual([]);
    expect(result.tree.childNode).toMatchObject({ setType: 9, directorLevel: 1, examineMode: 2 });
    const selfSelect = result.tree.childNode?.childNode;
    expect(selfSelect).toMatchObject({ setType: 4, selectMode: 1, examineMode: 3 });
    const [group] = groups(result.tree, 1);
    expect(group?.conditionNodes?.map((branch) => branch.attr?.isDefault === true)).toEqual([
      false,
      false,
      true,
    ]);
    // every branch keeps its condition on the applicant: nothing left for the publish check to ask for
    expect(validateFlow(result.tree).some((problem) => problem.messageKey === 'validation.noCondition')).toBe(
      false,
    );
  });
});

describe('importFlow on bad input', () => {
  it.each<[string, unknown, string]>([
    ['unparsable text', '{ nope', 'import.invalidJson'],
    ['a number', 42, 'import.unknownShape'],
    ['null', null, 'import.unknownShape'],
    ['an array', [1, 2], 'import.unknownShape'],
    ['an unrelated object', { hello: 'world' }, 'import.unknownShape'],
    ['a nodeConfig that is not a node', { data: { nodeConfig: 'x' } }, 'import.unknownShape'],
    ['a process without ROOT', { process: { type: 'APPROVAL' } }, 'import.unknownShape'],
  ])('%s gives an error key, not an exception', (_, input, errorKey) => {
    expect(importFlow(input, { t: fakeT })).toEqual({ ok: false, errorKey });
  });

  it('survives odd values inside an otherwise valid shape', () => {
    const odd = {
      process: {
        id: 'root',
        type: 'ROOT',
        props: null,
        children: {
          id: 'x',
          type: 'DELAY',
          children: { id: 'y', type: 'APPROVAL', props: { assignedUser: 'bad', mode: 7 }, branchs: 3 },
        },
      },
    };
    const result = importFlow(odd, { t: fakeT, newId: sequentialIds() });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(countNodes(result.tree)).toBe(2);
      expect(warningKeys(result)).toContain('import.unknownNodeType');
    }
  });

  it('gives duplicate source ids fresh ids with a warning', () => {
    const dup = {
      process: {
        id: 'root',
        type: 'ROOT',
        children: {
          id: 'a',
          type: 'CC',
          props: {},
          children: { id: 'a', type: 'CC', props: {}, children: {} },
        },
      },
    };
    const result = importFlow(JSON.stringify(dup), { t: fakeT, newId: sequentialIds('g') });
    expect(result.ok && collectIds(result.tree)).toEqual(new Set(['root', 'a', 'g1']));
    expect(result.ok && warningKeys(result).has('import.duplicateId')).toBe(true);
  });
});
