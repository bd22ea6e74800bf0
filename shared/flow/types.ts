/**
 * The approval-flow node tree (workflow spec §3 "Flow node"), shared by the flow designer, the engine and the API.
 * Field names are the spec's own; they are what `modelContent` holds when a flow is saved.
 */
import type { FieldPrivilege } from '../form/types';

/** Node types of workflow spec §3. */
export const NodeType = {
  /** Write / initiator (start) node. */
  Start: 0,
  Approver: 1,
  Cc: 2,
  /** A condition branch (also the default "other situations" branch) inside a branch container. */
  ConditionBranch: 3,
  /** The container holding condition branches (or parallel / opinion branches) in `conditionNodes`. */
  BranchGroup: 4,
  Handler: 6,
  /** A branch picked by the preceding approver's decision (agree / disagree). */
  OpinionBranch: 8,
  Other: 9,
  ParallelBranch: 10,
  Merge: 11,
} as const;
export type NodeTypeCode = (typeof NodeType)[keyof typeof NodeType];

/** Approver `setType` (workflow spec §4.2). */
export const SetType = {
  Members: 1,
  /** The applicant picks the approvers at submission (flow setting `designateApprover`). */
  InitiatorSelects: 2,
  Role: 3,
  Dynamic: 4,
  Initiator: 5,
  Organisation: 6,
  Position: 7,
  PositionAlt: 8,
  /**
   * The applicant's supervisor: the leaders of the applicant's organisation, or of the next organisation up when
   * the applicant leads it. `directorLevel` (default 1, the direct supervisor) climbs that many levels.
   */
  Supervisor: 9,
  /**
   * Supervisors level by level, from the direct supervisor up to level `directorLevel` (absent or 0: to the top).
   * Each level is a step; the node's examine mode (countersign or or-sign) applies within a level.
   */
  SupervisorChain: 10,
  /** The leaders of the applicant's organisation at level `directorLevel` from the top (1 is the top one). */
  TopLeader: 11,
} as const;
export type SetTypeCode = (typeof SetType)[keyof typeof SetType];

/** `examineMode`: 1 in sequence, 2 countersign (all), 3 or-sign (any one). */
export const ExamineMode = { Sequence: 1, All: 2, Any: 3 } as const;
export type ExamineModeCode = (typeof ExamineMode)[keyof typeof ExamineMode];

/** `attr.branchType`: 1 condition, 3 parallel (opinion groups use 8, the node type of their branches). */
export const BranchType = { Condition: 1, Parallel: 3, Opinion: 8 } as const;
export type BranchTypeCode = (typeof BranchType)[keyof typeof BranchType];

/** Node display status in read-only views: -1 no style, 0 not reached, 1 current, 2 completed. */
export type NodeDisplayStatus = -1 | 0 | 1 | 2;

export type ConditionOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/**
 * One condition item: `field` is a form field key, `label` its label at the time it was chosen. A condition on
 * the applicant has `field` {@link APPLICANT_FIELD}, operator `eq` (is one of) or `ne` (is none of), the chosen
 * people, organisations, roles and positions in `applicant`, and their names in `value` (for summaries).
 */
export interface ConditionItem {
  label: string;
  field: string;
  operator: ConditionOperator | '';
  value: string;
  applicant?: ApplicantMatch;
}

/** The `field` of a condition on who applies. */
export const APPLICANT_FIELD = '@applicant';

/** Who an applicant condition names: an applicant matches when any one list holds them. */
export interface ApplicantMatch {
  users: NamedRef[];
  /** An organisation matches its members and the members of its sub-organisations. */
  organisations: NamedRef[];
  roles: NamedRef[];
  positions: NamedRef[];
}
/** Items in a group are AND-ed; groups in a `conditionList` are OR-ed. */
export type ConditionGroup = ConditionItem[];

export interface NamedRef {
  id: string;
  name: string;
}

export interface NodeConfigure {
  /** Start node: the initiator may recall while under approval. */
  withdraw?: boolean;
  fallBack?: boolean;
  staging?: boolean;
  transmitted?: boolean;
  needClaim?: boolean;
  /** Approver nodes: the time limit, honoured while the flow's `timeLimit` setting is on (workflow spec §6). */
  timeLimit?: NodeTimeLimit;
}

/** How a time limit is counted: clock hours, or working days (Monday to Friday, counted in UTC). */
export type TimeLimitUnit = 'hours' | 'workingDays';
/** What happens when a task's time runs out. */
export type TimeLimitAction = 'remind' | 'approve' | 'reject' | 'transfer' | 'escalate';
export const TIME_LIMIT_ACTIONS: readonly TimeLimitAction[] = [
  'remind',
  'approve',
  'reject',
  'transfer',
  'escalate',
];

export interface NodeTimeLimit {
  /** Hours or working days (a positive whole number). */
  amount: number;
  unit: TimeLimitUnit;
  /** A reminder this many hours before the deadline; 0 for none. */
  remindBeforeHours: number;
  action: TimeLimitAction;
  /** The person a `transfer` action hands the task to. */
  transferTo?: NamedRef;
}

/** A node's rule for one form field: declared once, with the form (shared/form). */
export type { FieldPrivilege };

export interface NodeAttr {
  showPriorityLevel?: boolean;
  priorityLevel?: number;
  branchType?: BranchTypeCode;
  /** The "other situations" branch of a condition group: explicit, never inferred from position. */
  isDefault?: boolean;
  /** Opinion branches: which decision of the preceding approver picks this branch. */
  opinion?: 'agree' | 'disagree';
}

/**
 * Notice (cc) builder groups. `approverType` is a setType code: 1 names the people in `approverIds`; a supervisor
 * type (9, 10, 11) reads the applicant's supervisors, `levelMode` being the level as `directorLevel` is on a node.
 */
export interface ApproverGroup {
  approverType: number;
  levelMode?: number;
  approverIds: string[];
  approverNames: string[];
}

export interface FlowNode {
  /** Stable id, unique within the tree. */
  id: string;
  /** Parent id ('' for the start node). */
  pid: string;
  nodeName: string;
  type: NodeTypeCode;
  /** Display status; -1 when first made. Not meaningful in saved designs. */
  status?: NodeDisplayStatus;
  /** Designer-only marker of a node with a problem; stripped from saved designs. */
  error?: boolean;
  privileges?: FieldPrivilege[];
  configure?: NodeConfigure;
  /** The next node in the chain, or null at the end. */
  childNode: FlowNode | null;
  /** Branches of a branch container (type 4), in priority order. */
  conditionNodes?: FlowNode[];
  /** Conditions of a condition branch: groups OR-ed, items AND-ed. */
  conditionList?: ConditionGroup[];
  priorityLevel?: number;
  attr?: NodeAttr;
  addable?: boolean;
  deletable?: boolean;
  robotId?: string;
  /** Display summary shown on the node card. */
  content?: string;
  setType?: SetTypeCode;
  approverGroups?: ApproverGroup[];
  examineMode?: ExamineModeCode;
  nodeUserList?: NamedRef[];
  nodeRoleList?: NamedRef[];
  nodeOrganizeList?: NamedRef[];
  nodePositionList?: NamedRef[];
  /** Supervisor setTypes (9, 10, 11): the level; see `SetType`. */
  directorLevel?: number;
  /** Dynamic and initiator-selects approvers: 1 pick one, 2 pick many. */
  selectMode?: 1 | 2;
  /** Cc nodes: the initiator may add cc people. */
  customCc?: boolean;
}

/** A bound form field as the flow designer and engine see it. */
export interface FlowFormField {
  key: string;
  label: string;
  type: string;
  required?: boolean;
}

/** Flow settings of workflow spec §6, with their defaults. */
export interface FlowSettings {
  autoDeduplicate: boolean;
  quickApproveMark: boolean;
  quickApproval: boolean;
  addSigners: boolean;
  allowCc: boolean;
  urge: boolean;
  share: boolean;
  designateApprover: boolean;
  revoke: boolean;
  transfer: boolean;
  submitForOthers: boolean;
  return: boolean;
  delegate: boolean;
  freeFlow: boolean;
  void: boolean;
  approvalOpinion: boolean;
  taskNodes: boolean;
  timeLimit: boolean;
  efficiencyDiagnosis: boolean;
  handwrittenSignature: boolean;
  /**
   * With `return` on: where a resubmitted application goes on. `start` (the default) runs the flow from the start,
   * `returner` goes straight back to the node that returned it, `choose` lets the applicant pick one of the two.
   */
  returnRestart?: 'start' | 'returner' | 'choose';
  /** What happens when an approver node resolves to nobody. */
  emptyAssignee: 'pass' | 'toAdmin';
  /** Display settings: the approval title and summary, each default or custom. */
  titleMode?: 'default' | 'custom';
  customTitle?: string;
  summaryMode?: 'default' | 'custom';
  /** Custom summary: form field keys shown in lists. */
  summaryFields?: string[];
  /** Reminders to fill in the application. */
  reminders?: FlowReminder[];
  printTemplate?: 'default' | 'custom';
  customPrintTemplate?: string;
}

/** A reminder to fill in an application (flow settings, reminders). */
export interface FlowReminder {
  id: string;
  /** Day of month 1..28, or 0 for every working day. */
  day: number;
  /** HH:mm. */
  time: string;
  isEnabled: boolean;
  /** Who is reminded (people of these members, roles and organisations); nobody when absent. */
  who?: ReminderAudience;
  /** The letter's text; a default text names the flow when empty. */
  message?: string;
}

/** The people a fill-in reminder goes to. */
export interface ReminderAudience {
  members: NamedRef[];
  roles: NamedRef[];
  organisations: NamedRef[];
}

export const defaultFlowSettings: Readonly<FlowSettings> = Object.freeze({
  autoDeduplicate: true,
  quickApproveMark: true,
  quickApproval: true,
  addSigners: true,
  allowCc: true,
  urge: true,
  share: false,
  designateApprover: false,
  revoke: true,
  transfer: true,
  submitForOthers: false,
  return: false,
  delegate: false,
  freeFlow: false,
  void: false,
  approvalOpinion: true,
  taskNodes: true,
  timeLimit: false,
  efficiencyDiagnosis: false,
  handwrittenSignature: false,
  emptyAssignee: 'pass',
});

/** Quick-approve mark threshold (workflow spec §4.2, §9). */
export const QUICK_APPROVE_SECONDS = 3;
