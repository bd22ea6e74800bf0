import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeT } from '../testing';
import { walkTree } from '../tree';
import type { FlowNode } from '../types';
import { NodeType } from '../types';
import { importFlow } from './index';
import type { ImportResult } from './index';

const read = (name: string) => readFileSync(`${process.cwd()}/tests/fixtures/flows/${name}`, 'utf8');

function imported(name: string): Extract<ImportResult, { ok: true }> {
  const result = importFlow(read(name), { t: fakeT });
  if (!result.ok) throw new Error(`import failed: ${result.errorKey}`);
  return result;
}

function names(tree: FlowNode, pick: (node: FlowNode) => { name: string }[] | undefined): string[] {
  const found: string[] = [];
  walkTree(tree, (node) => {
    found.push(...(pick(node) ?? []).map((ref) => ref.name));
  });
  return found.sort();
}

const people = (tree: FlowNode) => names(tree, (node) => node.nodeUserList);
const subjects = (lines: { subject: string }[]) => lines.map((line) => line.subject);

describe('import of flowlong documents', () => {
  it('parallel route (type 8): both branches with their approvers, then a merge and the cc', () => {
    const result = imported('flowlong_parallelProcess.json');
    expect(result.source).toBe('flowlong');
    expect(result.name).toBe('测试并行分支');
    const group = result.tree.childNode;
    expect(group?.type).toBe(NodeType.BranchGroup);
    expect(group?.conditionNodes?.map((branch) => [branch.type, branch.nodeName])).toEqual([
      [NodeType.ParallelBranch, '并行分支 1'],
      [NodeType.ParallelBranch, '并行分支 2'],
    ]);
    expect(group?.childNode?.type).toBe(NodeType.Merge);
    expect(group?.childNode?.childNode).toMatchObject({ type: NodeType.Cc, nodeName: '抄送人' });
    expect(people(result.tree)).toEqual(['何秀英', '测试2', '测试3']);
    expect(result.report.leftOut).toEqual([]);
    expect(subjects(result.report.converted)).toContain('结束');
  });

  it('parallel branch heads of type 1 keep the approver beneath them, and the cc people', () => {
    const result = imported('flowlong_parallelCC.json');
    expect(people(result.tree)).toEqual(['李孟彬', '测试A', '郑昊岳']);
    expect(result.report.leftOut).toEqual([]);
  });

  it('inclusive route (type 9): condition branches, a warning naming the node, every approver kept', () => {
    const result = imported('flowlong_inclusiveProcess.json');
    const group = result.tree.childNode;
    expect(
      group?.conditionNodes?.map((branch) => [branch.nodeName, branch.attr?.isDefault === true]),
    ).toEqual([
      ['包容条件1', false],
      ['包容条件2', false],
      ['包容条件3', true],
    ]);
    expect(group?.conditionNodes?.[0]?.conditionList).toEqual([
      [{ field: 'age', label: 'age', operator: 'gt', value: '7' }],
    ]);
    expect(people(result.tree)).toEqual(['李小广', '王小飞', '陈小超']);
    expect(result.report.approximated).toContainEqual(
      expect.objectContaining({ subject: '包容路由', messageKey: 'import.inclusiveAsCondition' }),
    );
    expect(result.report.leftOut).toEqual([]);
  });

  it('route branch (type 23): a placeholder, each jump named, roles and the cc beneath kept', () => {
    const result = imported('flowlong_routeBranch.json');
    let placeholder: FlowNode | undefined;
    walkTree(result.tree, (node) => {
      if (node.nodeName === '路由分支') placeholder = node;
    });
    expect(placeholder).toMatchObject({ type: NodeType.Approver, nodeUserList: [] });
    expect(placeholder?.childNode).toMatchObject({
      type: NodeType.Cc,
      nodeUserList: [{ id: 'test002', name: '测试02' }],
      customCc: true,
    });
    expect(names(result.tree, (node) => node.nodeRoleList)).toEqual(['技术总监', '财务总监']);
    expect(people(result.tree)).toEqual(['测试01', '测试02']);
    expect(result.report.approximated).toContainEqual(
      expect.objectContaining({ subject: '路由分支', messageKey: 'import.routePlaceholder' }),
    );
    expect(result.report.leftOut.map((line) => [line.subject, line.params])).toEqual([
      ['路由分支', { name: '路由至主管审批', target: 'k005' }],
      ['路由分支', { name: '默认路由', target: 'default' }],
    ]);
  });
});
