/**
 * What the flow designer, the engine and the API know about one node type (workflow spec §3), in one typed
 * definition per type: its default props (its factory), label key, role in the tree, what the user may do
 * with it, its validation, card text, colour token, and how the engine runs it. Pure data and functions:
 * views attach their own drawing per type, keyed by `name`.
 */
import type { IdGenerator } from '../ids';
import type { FlowMessageKey, MessageParams, Translate } from '../messages';
import type { BranchTypeCode, FlowNode, NodeConfigure, NodeTypeCode, SetTypeCode } from '../types';
import { SetType } from '../types';

export interface NodeFactoryContext {
  newId: IdGenerator;
  t: Translate;
}

/** Stable names of the node types (keys of per-type view maps). */
export type NodeTypeName =
  | 'start'
  | 'approver'
  | 'cc'
  | 'conditionBranch'
  | 'branchGroup'
  | 'handler'
  | 'opinionBranch'
  | 'other'
  | 'parallelBranch'
  | 'merge';

/**
 * Where a node sits in the tree: the start node heads it; steps sit in chains; a group holds branches in
 * `conditionNodes`; a branch heads its own chain inside a group; a merge node closes a parallel group.
 */
export type NodeRole = 'start' | 'step' | 'group' | 'branch' | 'merge';

/** Colour token of a node card's header (views map tokens to colours). */
export type NodeTone = 'start' | 'approver' | 'cc' | 'handler' | 'merge' | 'plain';

/** How the engine runs a node it enters: open tasks, send cc letters, choose branches, or pass through. */
export type NodeEntry = 'task' | 'notify' | 'branches' | 'pass';

/** Keys (namespace `flow`) of the fixed texts a node card may show instead of its summary. */
export type CardTextKey = 'canvas.startBody' | 'approver.notSet' | 'summary.anyOther' | 'summary.noCondition';

/** A node card's body: the node's own summary text, or a fixed text by key. */
export type CardBody = { text: string } | { key: CardTextKey };

/** One problem that blocks publishing: the node id, a message key (namespace `flow`) and params. */
export interface FlowProblem {
  nodeId: string;
  messageKey: FlowMessageKey;
  params?: MessageParams;
}

/** What a type's own checks get: the field keys conditions may use (undefined: any) and the problem list. */
export interface NodeCheckContext {
  fieldKeys: Set<string> | undefined;
  problems: FlowProblem[];
}

/** Every assignee type, in menu order. */
export const ALL_SET_TYPES: readonly SetTypeCode[] = [
  SetType.Members,
  SetType.InitiatorSelects,
  SetType.Role,
  SetType.Dynamic,
  SetType.Initiator,
  SetType.Organisation,
  SetType.Position,
  SetType.PositionAlt,
  SetType.Supervisor,
  SetType.SupervisorChain,
  SetType.TopLeader,
];

/** Nodes that name people (approver, cc). */
export interface AssigneeFacts {
  /** Assignee types offered, in menu order. */
  setTypes: readonly SetTypeCode[];
  /** The circulation rule (examine mode) is chosen on this node. */
  hasExamineMode: boolean;
  /** People picked in the notice builder groups (`approverGroups`) count as recipients. */
  includesGroups: boolean;
  /** The initiator may add people (`customCc`). */
  hasCustomCc: boolean;
}

/** Nodes whose tasks wait for people (approver, handler). */
export interface TaskFacts {
  canReject: boolean;
  /** A later approver may send the flow back here (fallback). */
  isReturnTarget: boolean;
  /** Auto-passed for a user who already approved on the path (flow setting autoDeduplicate). */
  isDeduplicated: boolean;
  /** A reject here picks the "disagree" branch of an opinion group right after it. */
  decidesOpinion: boolean;
}

/**
 * How BPMN 2.0 says a step node (shared/flow/bpmn): its element, the `dp:nodeKind` mark that tells apart nodes
 * sharing an element, and where its people go. Without these facts a node is a plain task marked "other".
 */
export interface BpmnFacts {
  element: 'bpmn:StartEvent' | 'bpmn:UserTask' | 'bpmn:SendTask' | 'bpmn:Task';
  /** The `dp:nodeKind` mark; none for the start and the approver (their elements say it). */
  kind?: 'handler' | 'cc' | 'merge';
  /** Its people as the user task's potential owners, or as the send task's recipients. */
  people?: 'owners' | 'recipients';
  /** Countersign and or-sign are multi-instance loops. */
  isMultiInstance?: boolean;
}

export interface NodeTypeDefinition {
  code: NodeTypeCode;
  name: NodeTypeName;
  role: NodeRole;
  /** Key of the default node name. */
  labelKey?: FlowMessageKey;
  tone: NodeTone;
  /** The user may delete it with the close icon (and so move, copy and drag it). */
  isDeletable: boolean;
  /** A branch the user may drag to another position among its group's branches. */
  isReorderable: boolean;
  /** Publishing needs a non-empty name. */
  isNameRequired: boolean;
  /** Carries per-field privileges of the bound form. */
  hasPrivileges: boolean;
  /** A task node (handler, opinion branch): offered and published only with the flow's `taskNodes` switch on. */
  needsTaskNodes: boolean;
  /** Operation switches offered in the drawer's "more" tab. */
  /** The on/off operation switches (the time limit has its own section). */
  configureKeys: readonly Exclude<keyof NodeConfigure, 'timeLimit'>[];
  /** Branches: the kind of group they belong to. */
  branchType?: BranchTypeCode;
  assignee?: AssigneeFacts;
  entry: NodeEntry;
  task?: TaskFacts;
  /** The card shows the branch's priority as its tag. */
  showsPriorityTag: boolean;
  /** The type's own publishing checks (beyond the name). */
  check?: (node: FlowNode, context: NodeCheckContext) => void;
  /** The card body; default: the node's summary (`content`). */
  cardBody?: (node: FlowNode) => CardBody;
  bpmn?: BpmnFacts;
}

/** The node's summary, or the fixed text `key` when it has none. */
export function contentOr(node: FlowNode, key: CardTextKey): CardBody {
  const content = node.content ?? '';
  return content ? { text: content } : { key };
}

/** Facts of a type that none of the special cases apply to. */
export const PLAIN_FACTS = {
  isReorderable: false,
  isNameRequired: true,
  hasPrivileges: false,
  needsTaskNodes: false,
  configureKeys: [],
  showsPriorityTag: false,
} as const satisfies Partial<NodeTypeDefinition>;
