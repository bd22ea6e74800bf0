/** Factories of new flow nodes (workflow spec §4.2). Names come from `t` so they follow the user's language. */
import type { IdGenerator } from './ids';
import type { Translate } from './messages';
import type { FlowNode } from './types';
import { BranchType, ExamineMode, NodeType, SetType } from './types';

export interface NodeFactoryContext {
  newId: IdGenerator;
  t: Translate;
}

export function createStartNode(ctx: NodeFactoryContext): FlowNode {
  return {
    id: ctx.newId(),
    pid: '',
    nodeName: ctx.t('node.initiator'),
    type: NodeType.Start,
    status: -1,
    privileges: [],
    configure: { withdraw: false },
    childNode: null,
  };
}

export function createApproverNode(ctx: NodeFactoryContext, pid: string): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.approver'),
    type: NodeType.Approver,
    status: -1,
    privileges: [],
    configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
    setType: SetType.Members,
    examineMode: ExamineMode.Sequence,
    nodeUserList: [],
    childNode: null,
  };
}

export function createCcNode(ctx: NodeFactoryContext, pid: string): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.cc'),
    type: NodeType.Cc,
    status: -1,
    privileges: [],
    setType: SetType.Members,
    nodeUserList: [],
    customCc: false,
    childNode: null,
  };
}

/** A condition branch named "branch <index>" with priority `index`. */
export function createConditionBranch(ctx: NodeFactoryContext, pid: string, index: number): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.branch', { index }),
    type: NodeType.ConditionBranch,
    status: -1,
    priorityLevel: index,
    attr: { branchType: BranchType.Condition, priorityLevel: index, showPriorityLevel: true },
    conditionList: [],
    childNode: null,
  };
}

/** The explicit default ("other situations") branch of a condition group. */
export function createDefaultBranch(ctx: NodeFactoryContext, pid: string, priorityLevel: number): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.otherBranch'),
    type: NodeType.ConditionBranch,
    status: -1,
    priorityLevel,
    attr: { branchType: BranchType.Condition, priorityLevel, showPriorityLevel: true, isDefault: true },
    conditionList: [],
    content: ctx.t('summary.anyOther'),
    childNode: null,
  };
}

export function createParallelBranch(ctx: NodeFactoryContext, pid: string, index: number): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.parallel', { index }),
    type: NodeType.ParallelBranch,
    status: -1,
    priorityLevel: index,
    attr: { branchType: BranchType.Parallel, priorityLevel: index },
    content: ctx.t('summary.anyOther'),
    childNode: null,
  };
}

/** A condition group: "branch 1" plus the default "other situations" branch. */
export function createBranchGroup(ctx: NodeFactoryContext, pid: string): FlowNode {
  const id = ctx.newId();
  return {
    id,
    pid,
    nodeName: ctx.t('node.branchGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: BranchType.Condition },
    conditionNodes: [createConditionBranch(ctx, id, 1), createDefaultBranch(ctx, id, 2)],
    childNode: null,
  };
}

/** A parallel group: two parallel branches; its `childNode` is the merge node where they join. */
export function createParallelGroup(ctx: NodeFactoryContext, pid: string): FlowNode {
  const id = ctx.newId();
  const merge: FlowNode = {
    id: ctx.newId(),
    pid: id,
    nodeName: ctx.t('node.merge'),
    type: NodeType.Merge,
    status: -1,
    deletable: false,
    childNode: null,
  };
  return {
    id,
    pid,
    nodeName: ctx.t('node.parallelGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: BranchType.Parallel },
    conditionNodes: [createParallelBranch(ctx, id, 1), createParallelBranch(ctx, id, 2)],
    childNode: merge,
  };
}

function createOpinionBranch(ctx: NodeFactoryContext, pid: string, opinion: 'agree' | 'disagree'): FlowNode {
  const priorityLevel = opinion === 'agree' ? 1 : 2;
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t(opinion === 'agree' ? 'node.agree' : 'node.disagree'),
    type: NodeType.OpinionBranch,
    status: -1,
    priorityLevel,
    attr: { branchType: BranchType.Opinion, priorityLevel, opinion },
    childNode: null,
  };
}

/** An opinion group: an "agree" and a "disagree" branch picked by the preceding approver's decision. */
export function createOpinionGroup(ctx: NodeFactoryContext, pid: string): FlowNode {
  const id = ctx.newId();
  return {
    id,
    pid,
    nodeName: ctx.t('node.opinionGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: BranchType.Opinion },
    conditionNodes: [createOpinionBranch(ctx, id, 'agree'), createOpinionBranch(ctx, id, 'disagree')],
    childNode: null,
  };
}

/** The kinds of node the plus menu (and the notice builder) can add. */
export type NewNodeKind = 'approver' | 'cc' | 'branchGroup' | 'parallelGroup' | 'opinionGroup';

export function createNode(ctx: NodeFactoryContext, kind: NewNodeKind, pid: string): FlowNode {
  switch (kind) {
    case 'approver':
      return createApproverNode(ctx, pid);
    case 'cc':
      return createCcNode(ctx, pid);
    case 'branchGroup':
      return createBranchGroup(ctx, pid);
    case 'parallelGroup':
      return createParallelGroup(ctx, pid);
    case 'opinionGroup':
      return createOpinionGroup(ctx, pid);
  }
}
