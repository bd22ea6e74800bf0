/**
 * `validateFlow` for an editor that validates after every edit: each node's problems are kept per node
 * (identity), together with the problems of its branches and of the rest of its chain. An edit replaces only
 * the changed node and its ancestors, so only those are checked again; the list itself is then a plain copy,
 * in the order `validateFlow` reports it. Whether one node has a problem (its card's outline) is answered
 * without the list or the tree: from the node's own problems and, for a branch, those its group reports about it.
 */
import type { FlowProblem } from '@shared/flow/validateFlow';
import { nodeProblems } from '@shared/flow/validateFlow';
import type { FlowFormField, FlowNode } from '@shared/flow/types';
import { memoizeChain } from '../chainMemo';

/** The problems of a node, of its branches (each a chain) and of the nodes after it. */
interface ChainProblems {
  own: FlowProblem[];
  branches: ChainProblems[];
  rest: ChainProblems | null;
  /** All problems from this node down to the end of its chain. */
  count: number;
}

function collect(out: FlowProblem[], chain: ChainProblems | null): void {
  for (let part = chain; part && part.count > 0; part = part.rest) {
    for (const problem of part.own) out.push(problem);
    for (const branch of part.branches) collect(out, branch);
  }
}

export class ProblemsMemo {
  private cache = new WeakMap<FlowNode, ChainProblems>();
  /** What `nodeProblems` reports while visiting a node. */
  private ownCache = new WeakMap<FlowNode, FlowProblem[]>();
  private fields: readonly FlowFormField[] | undefined;
  private fieldKeys: Set<string> | undefined;

  /** Same as `validateFlow(root, fields.length > 0 ? { fields } : {})`. */
  problems(root: FlowNode, fields: readonly FlowFormField[]): FlowProblem[] {
    const out: FlowProblem[] = [];
    collect(out, this.sync(root, fields));
    return out;
  }

  /**
   * True when `problems(root, fields)` lists a problem of `node`, for any tree holding it; only the node (and its
   * group) are checked. A branch passes its group: the group reports some problems of its branches (default
   * branch misplaced, unreachable branch, ...).
   */
  hasProblem(fields: readonly FlowFormField[], node: FlowNode, group?: FlowNode): boolean {
    this.useFields(fields);
    const isAbout = (problem: FlowProblem) => problem.nodeId === node.id;
    return this.own(node).some(isAbout) || (group !== undefined && this.own(group).some(isAbout));
  }

  /** Checks what changed since the last call (the fields, or the nodes on the changed path). */
  private sync(root: FlowNode, fields: readonly FlowFormField[]): ChainProblems {
    this.useFields(fields);
    return this.chain(root);
  }

  private useFields(fields: readonly FlowFormField[]): void {
    const isSame = fields === this.fields || (fields.length === 0 && this.fields?.length === 0);
    if (isSame) return;
    this.fields = fields;
    this.fieldKeys = fields.length > 0 ? new Set(fields.map((field) => field.key)) : undefined;
    this.cache = new WeakMap();
    this.ownCache = new WeakMap();
  }

  private own(node: FlowNode): FlowProblem[] {
    let own = this.ownCache.get(node);
    if (!own) {
      own = [];
      nodeProblems(node, this.fieldKeys, own);
      this.ownCache.set(node, own);
    }
    return own;
  }

  /** The chain from `head`, memoized per node. */
  private chain(head: FlowNode): ChainProblems {
    return memoizeChain(head, this.cache, (node, rest) => {
      const own = this.own(node);
      const branches = (node.conditionNodes ?? []).map((branch) => this.chain(branch));
      const count = own.length + branches.reduce((sum, branch) => sum + branch.count, 0) + (rest?.count ?? 0);
      return { own, branches, rest, count };
    });
  }
}
