import { action, makeObservable, observableRef } from 'mobx';

export interface Assignor {
  id: string;
  name: string;
}

/**
 * The next-approver question (workflow spec §2.3, §5): while `asking` is set the view shows the picker; its
 * answer settles the waiting submit. An empty answer means close and send nothing.
 */
export class ActorRequest {
  asking: { nodeNames: string[]; selectMode: number } | undefined = undefined;
  private resolve: ((chosen: Assignor[]) => void) | undefined;

  constructor() {
    makeObservable(this, { asking: observableRef, ask: action, answer: action });
  }

  /** Asks for people for the nodes of a preview answer (select mode of the first node: 1 one, 2 many). */
  ask(nodes: { nodeName: string; selectMode: number }[]): Promise<Assignor[]> {
    this.asking = { nodeNames: nodes.map((n) => n.nodeName), selectMode: nodes[0]?.selectMode ?? 2 };
    return new Promise<Assignor[]>((resolve) => (this.resolve = resolve));
  }

  answer(chosen: Assignor[]) {
    this.asking = undefined;
    this.resolve?.(chosen);
    this.resolve = undefined;
  }
}
