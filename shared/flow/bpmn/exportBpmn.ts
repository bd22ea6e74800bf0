/**
 * Export of a flow as BPMN 2.0 XML with diagram interchange, written through bpmn-moddle.
 *
 * Mapping: the start node is the start event; approver nodes are user tasks whose potential owner names the
 * users and groups (roles, organisations, positions) with multi-instance characteristics for countersign (all,
 * parallel), or-sign (parallel, completes after one) and in-sequence approval (sequential); handler nodes are user
 * tasks (`dp:nodeKind="handler"`); cc nodes are send tasks (`dp:nodeKind="cc"`, `dp:recipients` lists who gets
 * the copy in the potential-owner syntax); other steps are tasks. Condition and opinion groups are exclusive
 * gateways, each branch a sequence flow with its condition expression and the default branch as the gateway's
 * default flow, joined again by an exclusive gateway; parallel groups are parallel gateways, joined at the merge
 * node's parallel gateway. Every element carries its node's own data (`dp:nodeData`: privileges, time limits,
 * conditions, every property) and the process carries the flow settings (`dp:flowData`), so the file imports
 * back exactly.
 */
import type { BpmnModdleInstance as BpmnModdle, ModdleElement } from 'bpmn-moddle';
import type { FlowNode, FlowSettings } from '../types';
import { nodeTypeOf } from '../nodeTypes';
import { ExamineMode } from '../types';
import { peopleExpression } from './bpmnPeople';
import type { Point } from './bpmnLayout';
import { BPMN_SIZES, BpmnLayout } from './bpmnLayout';
import { createModdle, PORTAL_NAMESPACE, withExtension } from './bpmnModel';
import { branchExpression } from './conditionText';
import type { Block, GroupBlock } from './flowBlocks';
import { ElementIds, chainBlocks, entryOf, exitOf, stepElementType } from './flowBlocks';

export interface BpmnFlow {
  name: string;
  tree: FlowNode;
  settings?: FlowSettings;
}

export const PROCESS_ID = 'Process_flow';
export const END_ID = 'End_flow';

/** A node's own data: everything but the nodes it holds. */
export function ownData(node: FlowNode): Omit<FlowNode, 'childNode' | 'conditionNodes'> {
  const { childNode: _child, conditionNodes: _branches, ...own } = node;
  return own;
}

class BpmnWriter {
  readonly elements: ModdleElement[] = [];
  readonly flows: ModdleElement[] = [];
  private readonly byId = new Map<string, ModdleElement>();

  constructor(private readonly moddle: BpmnModdle) {}

  element(type: string, id: string, properties: Record<string, unknown>): ModdleElement {
    const element = this.moddle.create(type, { id, ...properties });
    this.elements.push(element);
    this.byId.set(id, element);
    return element;
  }

  find(id: string): ModdleElement | undefined {
    return this.byId.get(id);
  }

  flow(id: string, source: string, target: string, properties: Record<string, unknown> = {}): ModdleElement {
    const sourceRef = this.byId.get(source);
    const targetRef = this.byId.get(target);
    const flow = this.moddle.create('bpmn:SequenceFlow', { id, sourceRef, targetRef, ...properties });
    (sourceRef?.outgoing as ModdleElement[] | undefined)?.push(flow);
    (targetRef?.incoming as ModdleElement[] | undefined)?.push(flow);
    this.flows.push(flow);
    this.byId.set(id, flow);
    return flow;
  }

  nodeData(node: FlowNode): ModdleElement {
    return withExtension(this.moddle, 'dp:NodeData', ownData(node));
  }

  expression(body: string): ModdleElement {
    return this.moddle.create('bpmn:FormalExpression', { body });
  }

  step(node: FlowNode, id: string): void {
    const type = stepElementType(node);
    const properties: Record<string, unknown> = {
      name: node.nodeName,
      extensionElements: this.nodeData(node),
      incoming: [],
      outgoing: [],
    };
    const people = peopleExpression(node);
    const facts = nodeTypeOf(node.type).bpmn;
    // the start and the approver are said by their elements; a node BPMN has no word for is a plain task
    if (!facts) properties.nodeKind = 'other';
    else if (facts.kind) properties.nodeKind = facts.kind;
    if (facts?.people === 'owners') {
      if (people) properties.resources = [this.potentialOwner(people)];
      const loop = facts.isMultiInstance ? this.loop(node) : undefined;
      if (loop) properties.loopCharacteristics = loop;
    } else if (facts?.people === 'recipients' && people) properties.recipients = people;
    this.element(type, id, properties);
  }

  private potentialOwner(people: string): ModdleElement {
    return this.moddle.create('bpmn:PotentialOwner', {
      resourceAssignmentExpression: this.moddle.create('bpmn:ResourceAssignmentExpression', {
        expression: this.expression(people),
      }),
    });
  }

  private loop(node: FlowNode): ModdleElement {
    const mode = node.examineMode ?? ExamineMode.Sequence;
    const properties: Record<string, unknown> = { isSequential: mode === ExamineMode.Sequence };
    if (mode === ExamineMode.Any)
      properties.completionCondition = this.expression('${nrOfCompletedInstances >= 1}');
    return this.moddle.create('bpmn:MultiInstanceLoopCharacteristics', properties);
  }
}

function writeChain(writer: BpmnWriter, chain: Block[]): void {
  for (const block of chain) {
    if (block.kind === 'step') writer.step(block.node, block.elementId);
    else writeGroup(writer, block);
  }
}

function writeGroup(writer: BpmnWriter, group: GroupBlock): void {
  const type = group.isParallel ? 'bpmn:ParallelGateway' : 'bpmn:ExclusiveGateway';
  const split = writer.element(type, group.splitId, {
    name: group.node.nodeName,
    gatewayDirection: 'Diverging',
    extensionElements: writer.nodeData(group.node),
    incoming: [],
    outgoing: [],
  });
  for (const branch of group.branches) writeChain(writer, branch.chain);
  writer.element(type, group.joinId, {
    gatewayDirection: 'Converging',
    ...(group.merge ? { name: group.merge.nodeName, extensionElements: writer.nodeData(group.merge) } : {}),
    incoming: [],
    outgoing: [],
  });
  for (const branch of group.branches) {
    const first = branch.chain[0];
    const expression = group.isParallel ? undefined : branchExpression(branch.node);
    const flow = writer.flow(branch.flowId, group.splitId, first ? entryOf(first) : group.joinId, {
      name: branch.node.nodeName,
      extensionElements: writer.nodeData(branch.node),
      ...(expression ? { conditionExpression: writer.expression(expression) } : {}),
    });
    if (branch.node.attr?.isDefault) split.default = flow;
  }
}

function connectChain(writer: BpmnWriter, chain: Block[], flowIdOf: (source: string) => string): void {
  chain.forEach((block, index) => {
    const next = chain[index + 1];
    if (next) writer.flow(flowIdOf(exitOf(block)), exitOf(block), entryOf(next));
    if (block.kind !== 'group') return;
    if (block.branches.length === 0) writer.flow(flowIdOf(block.splitId), block.splitId, block.joinId);
    for (const branch of block.branches) {
      connectChain(writer, branch.chain, flowIdOf);
      const last = branch.chain[branch.chain.length - 1];
      if (last) writer.flow(flowIdOf(exitOf(last)), exitOf(last), block.joinId);
    }
  });
}

function sizeOf(writer: BpmnWriter) {
  return (id: string) => {
    const type = writer.find(id)?.$type ?? '';
    if (type.endsWith('Gateway')) return BPMN_SIZES.gateway;
    if (type.endsWith('Event')) return BPMN_SIZES.event;
    return BPMN_SIZES.task;
  };
}

function diagram(
  moddle: BpmnModdle,
  writer: BpmnWriter,
  process: ModdleElement,
  chain: Block[],
): ModdleElement {
  const layout = new BpmnLayout(sizeOf(writer));
  layout.placeChain(chain, 0, 0);
  const edges = new Map<string, Point[]>();
  layout.chainEdges(chain, flowIdOf, edges);
  const planeElements: ModdleElement[] = [];
  for (const element of writer.elements) {
    const box = layout.bounds.get(element.id ?? '');
    if (!box) continue;
    planeElements.push(
      moddle.create('bpmndi:BPMNShape', {
        id: `${element.id}_di`,
        bpmnElement: element,
        bounds: moddle.create('dc:Bounds', box),
        ...(element.$type === 'bpmn:ExclusiveGateway' ? { isMarkerVisible: true } : {}),
      }),
    );
  }
  for (const flow of writer.flows) {
    const points = edges.get(flow.id ?? '') ?? [];
    planeElements.push(
      moddle.create('bpmndi:BPMNEdge', {
        id: `${flow.id}_di`,
        bpmnElement: flow,
        waypoint: points.map((point) => moddle.create('dc:Point', point)),
      }),
    );
  }
  return moddle.create('bpmndi:BPMNDiagram', {
    id: 'Diagram_flow',
    plane: moddle.create('bpmndi:BPMNPlane', {
      id: 'Plane_flow',
      bpmnElement: process,
      planeElement: planeElements,
    }),
  });
}

const flowIdOf = (source: string): string => `Flow_${source}`;

/** The flow as BPMN 2.0 XML (formatted). */
export async function exportBpmn(flow: BpmnFlow): Promise<string> {
  const moddle = createModdle();
  const writer = new BpmnWriter(moddle);
  const chain = chainBlocks(flow.tree, new ElementIds());
  writeChain(writer, chain);
  writer.element('bpmn:EndEvent', END_ID, { incoming: [], outgoing: [] });
  const endStep: Block = { kind: 'step', node: flow.tree, elementId: END_ID };
  const whole = [...chain, endStep];
  connectChain(writer, whole, flowIdOf);
  const process = moddle.create('bpmn:Process', {
    id: PROCESS_ID,
    name: flow.name,
    isExecutable: false,
    extensionElements: withExtension(moddle, 'dp:FlowData', flow.settings ? { settings: flow.settings } : {}),
    flowElements: [...writer.elements, ...writer.flows],
  });
  const definitions = moddle.create('bpmn:Definitions', {
    id: 'Definitions_flow',
    targetNamespace: PORTAL_NAMESPACE,
    exporter: 'Digital Portal',
    rootElements: [process],
    diagrams: [diagram(moddle, writer, process, whole)],
  });
  const { xml } = await moddle.toXML(definitions, { format: true });
  return xml;
}
