/**
 * The sequence-flow graph of one BPMN process: elements by id, flows in document order, and the flows that go
 * back to an element already on the way from the start (loops), found by a depth-first walk.
 */
import type { ModdleElement } from 'bpmn-moddle';

export interface GraphFlow {
  id: string;
  name: string;
  source: string;
  target: string;
  element: ModdleElement;
}

export class BpmnGraph {
  readonly elements = new Map<string, ModdleElement>();
  readonly flows: GraphFlow[] = [];
  private readonly outgoing = new Map<string, GraphFlow[]>();
  private readonly incoming = new Map<string, GraphFlow[]>();
  /** Flows closing a loop; left out of `outOf` and `inOf`. */
  readonly backFlows = new Set<GraphFlow>();

  constructor(flowElements: ModdleElement[]) {
    for (const element of flowElements) {
      if (element.$type !== 'bpmn:SequenceFlow') {
        if (element.id) this.elements.set(element.id, element);
        continue;
      }
      const source = (element.sourceRef as ModdleElement | undefined)?.id ?? '';
      const target = (element.targetRef as ModdleElement | undefined)?.id ?? '';
      this.flows.push({ id: element.id ?? '', name: element.name ?? '', source, target, element });
    }
    for (const flow of this.flows) {
      this.listOf(this.outgoing, flow.source).push(flow);
      this.listOf(this.incoming, flow.target).push(flow);
    }
  }

  private listOf(map: Map<string, GraphFlow[]>, id: string): GraphFlow[] {
    let list = map.get(id);
    if (!list) map.set(id, (list = []));
    return list;
  }

  outOf(id: string): GraphFlow[] {
    return (this.outgoing.get(id) ?? []).filter((flow) => !this.backFlows.has(flow));
  }

  inOf(id: string): GraphFlow[] {
    return (this.incoming.get(id) ?? []).filter((flow) => !this.backFlows.has(flow));
  }

  /** Marks every flow that returns to an element still on the walk from `start` (iterative, any depth). */
  findLoops(start: string): void {
    const state = new Map<string, 'open' | 'done'>();
    const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (!top) break;
      const flow = (this.outgoing.get(top.id) ?? [])[top.next];
      if (!flow) {
        state.set(top.id, 'done');
        stack.pop();
        continue;
      }
      top.next += 1;
      const seen = state.get(flow.target);
      if (seen === 'open') this.backFlows.add(flow);
      else if (!seen) {
        state.set(flow.target, 'open');
        stack.push({ id: flow.target, next: 0 });
      }
    }
  }
}

export const isGateway = (element: ModdleElement | undefined): boolean =>
  element?.$type.endsWith('Gateway') === true;
