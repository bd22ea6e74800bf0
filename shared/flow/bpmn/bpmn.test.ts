import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFlow } from '../import';
import {
  createApproverNode,
  createBranchGroup,
  createCcNode,
  createHandlerNode,
  createOpinionGroup,
  createParallelGroup,
  createStartNode,
} from '../nodeTypes';
import { fakeT, testFactoryContext } from '../testing';
import { countNodes } from '../tree';
import type { FlowNode } from '../types';
import { ExamineMode, SetType, defaultFlowSettings } from '../types';
import { createModdle } from './bpmnModel';
import { exportBpmn, importBpmn } from './index';

const FIXTURES = 'tests/fixtures/flows';

/** start → approver (or-sign, roles) → condition group (approver countersign | default) → parallel (handler | cc) → opinion group. */
function fullFlow(): FlowNode {
  const ctx = testFactoryContext();
  const start = createStartNode(ctx);
  const approver: FlowNode = {
    ...createApproverNode(ctx, start.id),
    examineMode: ExamineMode.Any,
    setType: SetType.Role,
    nodeRoleList: [{ id: 'r1', name: 'Managers' }],
    privileges: [{ key: 'amount', disabled: true, hidden: false }],
  };
  const condition = createBranchGroup(ctx, approver.id);
  const [first] = condition.conditionNodes ?? [];
  if (first) {
    first.conditionList = [[{ label: 'Amount', field: 'amount', operator: 'gt', value: '1000' }]];
    first.childNode = {
      ...createApproverNode(ctx, first.id),
      examineMode: ExamineMode.All,
      nodeUserList: [
        { id: 'u1', name: 'Ann' },
        { id: 'u2', name: 'Bo' },
      ],
    };
  }
  const parallel = createParallelGroup(ctx, condition.id);
  const [left, right] = parallel.conditionNodes ?? [];
  if (left) left.childNode = createHandlerNode(ctx, left.id);
  if (right) right.childNode = { ...createCcNode(ctx, right.id), nodeUserList: [{ id: 'u3', name: 'Cy' }] };
  const merge = parallel.childNode;
  const opinion = createOpinionGroup(ctx, merge?.id ?? '');
  if (merge) merge.childNode = opinion;
  condition.childNode = parallel;
  approver.childNode = condition;
  start.childNode = approver;
  return start;
}

async function roundTrip(tree: FlowNode) {
  const settings = { ...defaultFlowSettings, timeLimit: true, summaryFields: ['amount'] };
  const xml = await exportBpmn({ name: 'Expenses', tree, settings });
  const parsed = await createModdle().fromXML(xml);
  const back = await importBpmn(xml, { t: fakeT });
  return { xml, warnings: parsed.warnings, back, settings };
}

describe('BPMN export', () => {
  it('writes schema-valid BPMN that imports back equal, settings and name included', async () => {
    const tree = fullFlow();
    const { warnings, back, settings } = await roundTrip(tree);
    expect(warnings).toEqual([]);
    expect(back.ok && back.tree).toEqual(tree);
    expect(back.ok && back.settings).toEqual(settings);
    expect(back.ok && back.name).toBe('Expenses');
    expect(back.ok && back.report.leftOut).toEqual([]);
  });

  it('maps approvers, cc, handlers and groups to BPMN elements', async () => {
    const { xml } = await roundTrip(fullFlow());
    const count = (tag: string) => xml.split(`<bpmn:${tag} `).length - 1;
    expect(count('userTask')).toBe(3);
    expect(count('sendTask')).toBe(1);
    expect(count('startEvent')).toBe(1);
    expect(count('endEvent')).toBe(1);
    expect(count('exclusiveGateway')).toBe(4);
    expect(count('parallelGateway')).toBe(2);
    expect(xml).toContain('${nrOfCompletedInstances &gt;= 1}');
    expect(xml).toContain('<bpmn:multiInstanceLoopCharacteristics />');
    expect(xml).toContain('group(role:r1)');
    expect(xml).toContain('user(u1), user(u2)');
    expect(xml).toContain('dp:nodeKind="handler"');
    expect(xml).toMatch(/dp:nodeKind="cc" dp:recipients="user\(u3\)"/);
    expect(xml).toContain('${(amount &gt; 1000)}');
    expect(xml).toMatch(
      /<bpmn:exclusiveGateway id="Node_n\d+" name="node.branchGroup" gatewayDirection="Diverging" default="Branch_n\d+">/,
    );
  });

  it('draws every element and flow in the diagram, branches side by side', async () => {
    const { xml } = await roundTrip(fullFlow());
    const definitions = (await createModdle().fromXML(xml)).rootElement;
    const process = (definitions.rootElements as { flowElements: { $type: string; id: string }[] }[])[0];
    const plane = (definitions.diagrams as { plane: { planeElement: Record<string, unknown>[] } }[])[0]
      ?.plane;
    const drawn = new Map(
      (plane?.planeElement ?? []).map((di) => [(di.bpmnElement as { id: string }).id, di] as const),
    );
    for (const element of process?.flowElements ?? []) expect(drawn.has(element.id)).toBe(true);
    for (const di of plane?.planeElement ?? [])
      if (di.$type === 'bpmndi:BPMNEdge') expect((di.waypoint as unknown[]).length).toBeGreaterThanOrEqual(2);
    const bounds = (id: string) => (drawn.get(id)?.bounds ?? {}) as { x: number; y: number };
    const tasks = (process?.flowElements ?? []).filter((element) => element.$type !== 'bpmn:SequenceFlow');
    const handler = tasks.find(
      (element) =>
        element.$type === 'bpmn:UserTask' && xml.includes(`id="${element.id}" name="node.handler"`),
    );
    const cc = tasks.find((element) => element.$type === 'bpmn:SendTask');
    expect(bounds(handler?.id ?? '').y).toBe(bounds(cc?.id ?? '').y);
    expect(bounds(handler?.id ?? '').x).toBeLessThan(bounds(cc?.id ?? '').x);
    expect(bounds('End_flow').y).toBeGreaterThan(bounds(cc?.id ?? '').y);
  });

  it('round-trips every imported fixture flow exactly', async () => {
    const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.json'));
    let checked = 0;
    for (const file of files) {
      const imported = importFlow(readFileSync(`${FIXTURES}/${file}`, 'utf8'), { t: fakeT });
      if (!imported.ok) continue;
      const { warnings, back } = await roundTrip(imported.tree);
      expect(warnings, file).toEqual([]);
      expect(back.ok && back.tree, file).toEqual(imported.tree);
      checked += 1;
    }
    expect(checked).toBe(8);
  });
});

describe('BPMN import', () => {
  it('imports a Camunda Modeler file: user task, exclusive block, parallel block', async () => {
    const xml = readFileSync('tests/fixtures/bpmn/camunda_leave.bpmn', 'utf8');
    const result = await importBpmn(xml, { t: fakeT });
    if (!result.ok) throw new Error(result.errorKey);
    const tree = result.tree;
    expect(result.name).toBe('Leave request');
    expect(tree.nodeName).toBe('Request submitted');
    const manager = tree.childNode;
    expect(manager).toMatchObject({ id: 'Activity_manager', type: 1, setType: SetType.Members });
    expect(manager?.nodeUserList?.map((user) => user.id)).toEqual(['lisi', 'wangwu']);
    const days = manager?.childNode;
    expect(days?.conditionNodes?.map((branch) => [branch.nodeName, branch.attr?.isDefault ?? false])).toEqual(
      [
        ['More than 3 days', false],
        ['Otherwise', true],
      ],
    );
    expect(days?.conditionNodes?.[0]?.childNode).toMatchObject({
      id: 'Activity_hr',
      setType: SetType.Role,
      examineMode: ExamineMode.Any,
      nodeRoleList: [{ id: 'hr', name: 'hr' }],
    });
    const fork = days?.childNode;
    expect(fork?.conditionNodes?.map((branch) => branch.childNode?.id)).toEqual([
      'Activity_finance',
      'Activity_notify',
    ]);
    expect(fork?.childNode).toMatchObject({ id: 'Gateway_joinAll', type: 11, childNode: null });
    expect(countNodes(tree)).toBe(12);
    expect(result.report.leftOut.map((line) => line.messageKey)).toEqual(['import.bpmnConditionDropped']);
    expect(result.report.leftOut[0]?.subject).toBe('More than 3 days (Flow_long)');
  });

  it('names the loop, the jump and the element it cannot convert by their ids', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x">
  <bpmn:process id="P">
    <bpmn:startEvent id="S" />
    <bpmn:userTask id="A" name="Check" />
    <bpmn:exclusiveGateway id="G" />
    <bpmn:userTask id="B" />
    <bpmn:scriptTask id="C" />
    <bpmn:userTask id="D2" />
    <bpmn:endEvent id="E" />
    <bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="A" />
    <bpmn:sequenceFlow id="f2" sourceRef="A" targetRef="G" />
    <bpmn:sequenceFlow id="f3" sourceRef="G" targetRef="B" />
    <bpmn:sequenceFlow id="back" sourceRef="G" targetRef="A" />
    <bpmn:sequenceFlow id="f4" sourceRef="B" targetRef="C" />
    <bpmn:sequenceFlow id="f5" sourceRef="C" targetRef="E" />
    <bpmn:sequenceFlow id="jump" sourceRef="B" targetRef="E" />
    <bpmn:sequenceFlow id="f6" sourceRef="D2" targetRef="E" />
  </bpmn:process>
</bpmn:definitions>`;
    const result = await importBpmn(xml, { t: fakeT });
    if (!result.ok) throw new Error(result.errorKey);
    const lines = result.report.leftOut.map((line) => `${line.messageKey} ${JSON.stringify(line.params)}`);
    expect(lines).toEqual([
      'import.bpmnUnsupported {"id":"C","kind":"ScriptTask"}',
      'import.bpmnLoop {"id":"back","target":"A"}',
      'import.bpmnJump {"id":"jump","target":"E"}',
      'import.bpmnJump {"id":"f6","target":"E"}',
      'import.bpmnNotReached {"id":"D2","kind":"UserTask"}',
    ]);
    expect(result.tree.childNode?.childNode?.id).toBe('B');
  });

  it('refuses what is not BPMN with a message', async () => {
    expect(await importBpmn('{"nodeConfig": {}}', { t: fakeT })).toEqual({
      ok: false,
      errorKey: 'import.bpmnInvalid',
    });
    const empty = '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" />';
    expect(await importBpmn(empty, { t: fakeT })).toEqual({ ok: false, errorKey: 'import.bpmnNoProcess' });
  });
});
