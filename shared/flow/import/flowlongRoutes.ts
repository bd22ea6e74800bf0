/**
 * flowlong's route nodes, mapped to their nearest equivalent with everything beneath them kept:
 * type 8 parallel route (`parallelNodes`) → our parallel branches and a merge node;
 * type 9 inclusive route (`inclusiveNodes`) → condition branches (reported: only one branch is taken now);
 * type 23 route / jump branch (`routeNodes`) → a placeholder approver (reported, each jump named).
 */
import type { NodeFactoryContext } from '../factories';
import type { FlowNode } from '../types';
import { BranchType, ExamineMode, NodeType } from '../types';
import type { UnknownRecord, WarningLog } from './importTypes';
import { asArray, asNumber, asString, isRecord } from './importTypes';

/** What the routes need from the importer that walks the rest of the tree. */
export interface ChainWalker {
  chain(raw: unknown, pid: string, path: string): FlowNode | null;
  group(raw: UnknownRecord, id: string, pid: string, nodeName: string, path: string, list: string): FlowNode;
}

export class FlowlongRoutes {
  constructor(
    private readonly walker: ChainWalker,
    private readonly ctx: NodeFactoryContext,
    private readonly log: WarningLog,
  ) {}

  node(raw: UnknownRecord, type: 8 | 9 | 23, pid: string, path: string): FlowNode {
    const id = this.ctx.newId();
    const nodeName = asString(raw.nodeName);
    const next = `${path}.childNode`;
    if (type === 9) {
      this.log.add(path, 'import.inclusiveAsCondition');
      const group = this.walker.group(raw, id, pid, nodeName, path, 'inclusiveNodes');
      group.childNode = this.walker.chain(raw.childNode, id, next);
      return group;
    }
    if (type === 23) return this.placeholder(raw, id, pid, path);
    const group: FlowNode = {
      id,
      pid,
      nodeName,
      type: NodeType.BranchGroup,
      attr: { branchType: BranchType.Parallel },
      conditionNodes: asArray(raw.parallelNodes).flatMap((branch, index) =>
        isRecord(branch)
          ? [this.parallelBranch(branch, id, index + 1, `${path}.parallelNodes[${index}]`)]
          : [],
      ),
      childNode: null,
    };
    this.log.convert(path, nodeName);
    const mergeId = this.ctx.newId();
    group.childNode = {
      id: mergeId,
      pid: id,
      nodeName: this.ctx.t('node.merge'),
      type: NodeType.Merge,
      deletable: false,
      childNode: this.walker.chain(raw.childNode, mergeId, next),
    };
    return group;
  }

  /**
   * A parallel branch. Its entry is a branch head (type 3, or an approver without anyone named); an entry
   * that names people is itself the branch's first node.
   */
  private parallelBranch(raw: UnknownRecord, pid: string, level: number, path: string): FlowNode {
    const id = this.ctx.newId();
    const isNode =
      (asNumber(raw.type) === 1 || asNumber(raw.type) === 2) && asArray(raw.nodeAssigneeList).length > 0;
    const nodeName = asString(raw.nodeName);
    if (!isNode) this.log.convert(path, nodeName);
    if (asArray(raw.conditionList).length > 0)
      this.log.add(`${path}.conditionList`, 'import.unsupportedCondition', { kind: 'parallel' });
    return {
      id,
      pid,
      nodeName,
      type: NodeType.ParallelBranch,
      priorityLevel: level,
      attr: { branchType: BranchType.Parallel, priorityLevel: level },
      childNode: isNode
        ? this.walker.chain({ ...raw, nodeName }, id, path)
        : this.walker.chain(raw.childNode, id, `${path}.childNode`),
    };
  }

  /** A route / jump node: an approver with nobody set (so the publish check asks for one), then its chain. */
  private placeholder(raw: UnknownRecord, id: string, pid: string, path: string): FlowNode {
    this.log.add(path, 'import.routePlaceholder');
    asArray(raw.routeNodes).forEach((route, index) => {
      const entry = isRecord(route) ? route : {};
      this.log.add(`${path}.routeNodes[${index}]`, 'import.routeLeftOut', {
        name: asString(entry.nodeName) || String(index + 1),
        target: asString(entry.nodeKey).replace(/^route:/, '') || '?',
      });
    });
    return {
      id,
      pid,
      nodeName: asString(raw.nodeName),
      type: NodeType.Approver,
      privileges: [],
      configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
      nodeUserList: [],
      examineMode: ExamineMode.Any,
      childNode: this.walker.chain(raw.childNode, id, `${path}.childNode`),
    };
  }
}
