/**
 * Import of a BPMN 2.0 file, read through bpmn-moddle. A process whose sequence flows form a tree of sequences,
 * exclusive blocks and parallel blocks (each split gateway joined again by one gateway) becomes a flow: start
 * event, user tasks (approvers; handlers), manual tasks (handlers), send tasks (cc), exclusive and inclusive
 * gateways (condition groups), parallel gateways (parallel groups). What has no place in a tree is named in the
 * report by its element id: flows closing a loop, flows jumping out of their block, elements we do not have,
 * elements the start never reaches. Elements carrying our node data (our own exports) come back exactly.
 */
import type { ModdleElement } from 'bpmn-moddle';
import { createIdGenerator } from '../ids';
import { fillDisplayText } from '../import/displayText';
import { isApproximation } from '../import/importReport';
import type {
  ImportOptions,
  ImportReport,
  ImportResult,
  ImportWarning,
  ReportLine,
} from '../import/importTypes';
import { WarningLog, isRecord } from '../import/importTypes';
import type { Translate } from '../messages';
import type { FlowNode, FlowSettings } from '../types';
import { nodeTypeOf } from '../nodeTypes';
import { defaultFlowSettings } from '../types';
import type { GraphFlow } from './bpmnGraph';
import { BpmnGraph, isGateway } from './bpmnGraph';
import { createModdle, extensionJson } from './bpmnModel';
import { branchNode, groupNode, mergeNode, stepNode, storedNode } from './bpmnNodes';

/** Our own export marks a group's split gateway with the group node, even when it has one branch. */
const isStoredGroup = (node: FlowNode | undefined) =>
  node !== undefined && nodeTypeOf(node.type).role === 'group';

interface ChainEnd {
  head: FlowNode | null;
  /** Where the chain stopped: a join (several incoming flows) or an end event; null at a dead end. */
  stop: string | null;
  /** The flow that reached `stop`. */
  stopFlow: GraphFlow | null;
}

const kindOf = (element: ModdleElement): string => element.$type.replace(/^bpmn:/, '');
const IGNORED = new Set([
  'bpmn:EndEvent',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);

class BpmnImporter {
  readonly log = new WarningLog();
  private readonly done = new Set<string>();
  private readonly used = new Set<GraphFlow>();
  restored = 0;

  constructor(
    private readonly graph: BpmnGraph,
    private readonly t: Translate,
    private readonly newId: () => string,
  ) {}

  private element(id: string): ModdleElement | undefined {
    return this.graph.elements.get(id);
  }

  /** Where branches come together: several incoming flows, or a gateway declared converging (ours, even with one branch). */
  private isJoin(id: string): boolean {
    return this.graph.inOf(id).length > 1 || this.element(id)?.gatewayDirection === 'Converging';
  }

  private converted(id: string, node: FlowNode): void {
    this.log.convert(id, node.nodeName);
  }

  /** The chain from `firstId`; a branch's chain (`stopAtJoins`) stops where several flows come together. */
  chain(firstId: string | null, pid: string, stopAtJoins: boolean, reachedBy: GraphFlow | null): ChainEnd {
    let head: FlowNode | null = null;
    let tail: FlowNode | null = null;
    let id = firstId;
    let via = reachedBy;
    let isContinuation = !stopAtJoins;
    while (id) {
      const element = this.element(id);
      if (!element || this.done.has(id)) return { head, stop: null, stopFlow: null };
      if (element.$type === 'bpmn:EndEvent') return { head, stop: id, stopFlow: via };
      if (!isContinuation && this.isJoin(id)) return { head, stop: id, stopFlow: via };
      const parent = tail?.id ?? pid;
      const out = this.graph.outOf(id);
      let made: { first: FlowNode; last: FlowNode } | null = null;
      let next: { id: string | null; via: GraphFlow | null; isJoin: boolean };
      if (isGateway(element) && (out.length > 1 || isStoredGroup(storedNode(element)))) {
        const group = this.group(element, parent);
        made = { first: group.node, last: group.last };
        next = group.next;
      } else {
        const node = this.step(element, parent);
        if (node) made = { first: node, last: node };
        const [flow] = out;
        if (flow) this.used.add(flow);
        next = { id: flow?.target ?? null, via: flow ?? null, isJoin: false };
      }
      if (made) {
        if (tail) tail.childNode = made.first;
        else head = made.first;
        tail = made.last;
      }
      id = next.id;
      via = next.via;
      isContinuation = next.isJoin;
    }
    return { head, stop: null, stopFlow: null };
  }

  private step(element: ModdleElement, pid: string): FlowNode | null {
    const id = element.id ?? '';
    this.done.add(id);
    const stored = storedNode(element);
    if (stored) {
      this.restored += 1;
      this.converted(id, stored);
      return stored;
    }
    if (isGateway(element)) return null;
    const made = stepNode(element, pid, this.t);
    if (!made) {
      this.log.add(id, 'import.bpmnUnsupported', { id, kind: kindOf(element) });
      return null;
    }
    const loop = element.loopCharacteristics as ModdleElement | undefined;
    if (loop?.$type === 'bpmn:StandardLoopCharacteristics')
      this.log.add(id, 'import.bpmnLoop', { id, target: id });
    if (made.dropped.length > 0)
      this.log.add(id, 'import.bpmnPeopleDropped', { id, names: made.dropped.join(', ') });
    else this.converted(id, made.node);
    return made.node;
  }

  private group(
    split: ModdleElement,
    pid: string,
  ): { node: FlowNode; last: FlowNode; next: { id: string | null; via: GraphFlow | null; isJoin: boolean } } {
    const id = split.id ?? '';
    this.done.add(id);
    const isParallel = split.$type === 'bpmn:ParallelGateway';
    const stored = storedNode(split);
    const node = stored
      ? { ...stored, conditionNodes: [] as FlowNode[] }
      : groupNode(split, pid, isParallel, this.t);
    if (stored) this.restored += 1;
    if (split.$type === 'bpmn:InclusiveGateway') this.log.add(id, 'import.inclusiveAsCondition');
    else if (!isParallel && split.$type !== 'bpmn:ExclusiveGateway')
      this.log.add(id, 'import.bpmnUnsupported', { id, kind: kindOf(split) });
    else this.converted(id, node);
    const defaultId = (split.default as ModdleElement | undefined)?.id;
    const ends: ChainEnd[] = [];
    const out = this.graph.outOf(id);
    // our group without branches links its split to its join by a flow carrying no branch
    const connector =
      stored && out.length === 1 && out[0] && !storedNode(out[0].element) ? out[0] : undefined;
    if (connector) ends.push({ head: null, stop: connector.target, stopFlow: connector });
    const branches = (connector ? [] : out).map((flow, index) => {
      this.used.add(flow);
      const kind = isParallel ? 'parallel' : flow.id === defaultId ? 'default' : 'condition';
      const storedBranch = storedNode(flow.element);
      if (storedBranch) this.restored += 1;
      else if (kind === 'condition' && flow.element.conditionExpression)
        this.log.add(flow.id, 'import.bpmnConditionDropped', { id: flow.id });
      const branch = storedBranch ?? branchNode(flow, node.id, index + 1, kind, this.t);
      const target = this.element(flow.target);
      const isEmpty = !target || target.$type === 'bpmn:EndEvent' || this.isJoin(flow.target);
      const end = isEmpty
        ? { head: null, stop: flow.target, stopFlow: flow }
        : this.chain(flow.target, branch.id, true, flow);
      branch.childNode = end.head;
      ends.push(end);
      return branch;
    });
    node.conditionNodes = stored ? branches : this.withDefaultLast(branches, node, split, isParallel);
    const joinId = mostCommonStop(ends);
    for (const end of ends) {
      if (!end.stopFlow) continue;
      this.used.add(end.stopFlow);
      if (end.stop !== joinId)
        this.log.add(end.stopFlow.id, 'import.bpmnJump', { id: end.stopFlow.id, target: end.stop ?? '' });
    }
    const join = joinId ? this.element(joinId) : undefined;
    if (!join || join.$type === 'bpmn:EndEvent')
      return { node, last: node, next: { id: null, via: null, isJoin: false } };
    const joinOut = this.graph.outOf(joinId ?? '');
    if (!isGateway(join) || joinOut.length > 1)
      return { node, last: node, next: { id: joinId, via: null, isJoin: true } };
    this.done.add(join.id ?? '');
    const [after] = joinOut;
    if (after) this.used.add(after);
    const next = { id: after?.target ?? null, via: after ?? null, isJoin: false };
    const joinNode = storedNode(join);
    if (!isParallel || (stored && !joinNode)) return { node, last: node, next };
    const merge = joinNode ?? mergeNode(join, node.id, this.t);
    if (joinNode) this.restored += 1;
    node.childNode = merge;
    return { node, last: merge, next };
  }

  /** A condition group keeps its default branch last; one without a default gets an empty one. */
  private withDefaultLast(branches: FlowNode[], group: FlowNode, split: ModdleElement, isParallel: boolean) {
    if (isParallel) return branches;
    const others = branches.filter((branch) => !branch.attr?.isDefault);
    let fallback = branches.find((branch) => branch.attr?.isDefault);
    if (!fallback) {
      fallback = branchNode({ id: this.newId(), name: '' }, group.id, branches.length + 1, 'default', this.t);
      this.log.add(split.id ?? '', 'import.defaultBranchAdded');
    }
    return [...others, fallback].map((branch, index) => ({
      ...branch,
      priorityLevel: index + 1,
      attr: { ...branch.attr, priorityLevel: index + 1 },
    }));
  }

  /** Names the loops, the flows never followed and the elements never reached. */
  sweep(): void {
    for (const flow of this.graph.backFlows) {
      this.used.add(flow);
      this.log.add(flow.id, 'import.bpmnLoop', { id: flow.id, target: flow.target });
    }
    for (const flow of this.graph.flows)
      if (!this.used.has(flow))
        this.log.add(flow.id, 'import.bpmnJump', { id: flow.id, target: flow.target });
    for (const [id, element] of this.graph.elements) {
      if (this.done.has(id) || IGNORED.has(element.$type)) continue;
      const key = element.$type === 'bpmn:BoundaryEvent' ? 'import.bpmnUnsupported' : 'import.bpmnNotReached';
      this.log.add(id, key, { id, kind: kindOf(element) });
    }
  }

  report(): ImportReport {
    const subject = (id: string): string => {
      const name = this.element(id)?.name ?? this.graph.flows.find((flow) => flow.id === id)?.name ?? '';
      return name ? `${name} (${id})` : id;
    };
    const line = (warning: ImportWarning): ReportLine => ({ ...warning, subject: subject(warning.path) });
    return {
      converted: this.log.converted.map(({ path }) => ({ path, subject: subject(path) })),
      approximated: this.log.warnings.filter(isApproximation).map(line),
      leftOut: this.log.warnings.filter((warning) => !isApproximation(warning)).map(line),
    };
  }
}

function mostCommonStop(ends: ChainEnd[]): string | null {
  const counts = new Map<string, number>();
  for (const end of ends) if (end.stop) counts.set(end.stop, (counts.get(end.stop) ?? 0) + 1);
  let best: string | null = null;
  for (const [id, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = id;
  return best;
}

function firstProcess(definitions: ModdleElement): ModdleElement | undefined {
  const roots = (definitions.rootElements ?? []) as ModdleElement[];
  return roots.find(
    (root) =>
      root.$type === 'bpmn:Process' &&
      ((root.flowElements ?? []) as ModdleElement[]).some((element) => element.$type === 'bpmn:StartEvent'),
  );
}

function settingsOf(process: ModdleElement): FlowSettings | undefined {
  const data = extensionJson(process, 'dp:FlowData');
  if (!isRecord(data) || !isRecord(data.settings)) return undefined;
  return { ...defaultFlowSettings, ...(data.settings as Partial<FlowSettings>) };
}

/** Reads BPMN 2.0 XML into a flow with its report. Never throws: a file it cannot read gives `{ ok: false }`. */
export async function importBpmn(xml: string, options: ImportOptions): Promise<ImportResult> {
  let parsed;
  try {
    parsed = await createModdle().fromXML(xml);
  } catch {
    return { ok: false, errorKey: 'import.bpmnInvalid' };
  }
  if (parsed.rootElement.$type !== 'bpmn:Definitions') return { ok: false, errorKey: 'import.bpmnInvalid' };
  const process = firstProcess(parsed.rootElement);
  if (!process) return { ok: false, errorKey: 'import.bpmnNoProcess' };
  const graph = new BpmnGraph((process.flowElements ?? []) as ModdleElement[]);
  const start = [...graph.elements.values()].find((element) => element.$type === 'bpmn:StartEvent');
  if (!start?.id) return { ok: false, errorKey: 'import.bpmnNoProcess' };
  graph.findLoops(start.id);
  const newId =
    options.newId ??
    createIdGenerator({}, new Set([...graph.elements.keys(), ...graph.flows.map((flow) => flow.id)]));
  const importer = new BpmnImporter(graph, options.t, newId);
  const tree = importer.chain(start.id, '', false, null).head;
  if (!tree) return { ok: false, errorKey: 'import.bpmnNoProcess' };
  importer.sweep();
  for (const warning of parsed.warnings)
    importer.log.add('', 'import.bpmnSchema', { message: warning.message });
  if (importer.restored === 0) fillDisplayText(tree, options.t);
  const settings = settingsOf(process);
  const name = typeof process.name === 'string' && process.name !== '' ? process.name : undefined;
  return {
    ok: true,
    source: 'bpmn',
    tree,
    warnings: importer.log.warnings,
    report: importer.report(),
    ...(name ? { name } : {}),
    ...(settings ? { settings } : {}),
  };
}
