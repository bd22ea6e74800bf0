/**
 * The approval engine's data: instance state, tasks, events, effects and results (workflow spec §3, §4.1;
 * console spec §4). Everything here is plain JSON so persistence can store the instance as one JSON document
 * plus one row per task.
 */
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import type { InstanceStateCode, TaskStateCode, TaskTypeCode } from '@shared/approval/states';
import type { RestartMode, TaskType } from '@shared/approval/states';

export { InstanceState, TaskState, TaskType } from '@shared/approval/states';
export type { InstanceStateCode, TaskStateCode, TaskTypeCode } from '@shared/approval/states';

export interface UserRef {
  userId: string;
  userName: string;
}

/** How a task was closed without a person acting on it. */
/** `timeLimit`: the node's time limit ran out and its action closed the task. */
export type AutoReason = 'duplicate' | 'timeLimit';

/** Where added signers stand relative to the person who adds them (workflow spec §6 "allow adding signers"). */
export type SignPosition = 'before' | 'after' | 'alongside';

/** A task an approver added at their own node: added signers, or the extra step of a free flow. */
export interface AddedBy {
  /** Who added the task. */
  userId: string;
  /** The adder's task (a `before` signer holds it until every `before` signer of it approved). */
  taskId: string;
  position: SignPosition | 'free';
}

export interface EngineTask {
  id: string;
  nodeId: string;
  /** The node's name when the task was made (process entry `taskName`). */
  nodeName: string;
  /** The node's entry count when the task was made: tasks of one node activation share it. */
  round: number;
  taskType: Exclude<TaskTypeCode, typeof TaskType.End>;
  /** Null while a claimable task is unclaimed. */
  assignee: UserRef | null;
  /** Claim candidates (needClaim); empty for ordinary tasks. */
  candidates: UserRef[];
  taskState: TaskStateCode;
  startTime: number;
  endTime: number | null;
  comment: string;
  /** Who closed the task (the assignee, the initiator on recall, an admin on terminate...), null while open. */
  handledBy: string | null;
  /** Set when the engine closed the task itself. */
  auto?: AutoReason;
  /** Cc entries: read by the recipient. */
  isRead?: boolean;
  /** Cc entries made by sharing the instance read-only (spec §6 "share"), not by a cc node or an approver. */
  shared?: boolean;
  /** Approved with a handwritten signature (the image is stored beside the task, keyed by its id). */
  signed?: boolean;
  /** Delegated tasks (delegate setting): the person the task was meant for; `assignee` acts on their behalf. */
  onBehalfOf?: UserRef;
  /** Row version for optimistic locking: 1 when made, +1 on each change. */
  version: number;
  /** Set on tasks an approver added (add signers, free flow): they must all approve before the node passes. */
  added?: AddedBy;
  /** Time limit (flow setting `timeLimit`): when the task runs out of time, and when its reminder is due. */
  dueAt?: number;
  remindAt?: number;
  /** When the reminder went out. */
  remindedAt?: number;
  /**
   * When the time ran out. An open task with this mark shows task state 3 (overtime) until someone handles it;
   * its later outcome (1 adopt, 2 refuse, 6 transfer…) replaces the 3 once it is closed.
   */
  overdueAt?: number;
}

/** A timeline note: something the engine did that a person should see in process dynamics. */
export type NoteKind =
  | 'emptyAssigneePassed'
  | 'emptyAssigneeToAdmin'
  | 'noSupervisorPassed'
  | 'noSupervisorToAdmin'
  | 'duplicatePassed'
  | 'claimed'
  | 'transferred'
  | 'fellBack'
  | 'staged'
  | 'urged'
  | 'recalled'
  | 'terminated'
  | 'ccAdded'
  | 'shared'
  | 'voided'
  | 'addedSigners'
  | 'freeFlowSent'
  | 'submittedFor'
  | 'reassigned'
  | 'delegated'
  | 'timeReminder'
  | 'overdue'
  | 'overdueApproved'
  | 'overdueRejected'
  | 'overdueTransferred'
  | 'escalated'
  | 'escalatedToAdmin'
  | 'returnedToApplicant'
  | 'resubmitted'
  | 'fieldsChanged'
  /** Moved to another version of the flow (params fromVersion, toVersion); userId: who moved it. */
  | 'migrated';

/** One form field a person changed: its data key and the stored value before and after (the trace). */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

export interface TimelineNote {
  at: number;
  kind: NoteKind;
  /** The node the note belongs to; '' for instance-level notes (urge, recall, terminate). */
  nodeId: string;
  round: number;
  userId: string | null;
  /** i18n key `engine.note.<kind>`. */
  messageKey: string;
  params: Record<string, string | number>;
  /** `fieldsChanged`: each changed field with its old and new value (labels and masking are the reader's). */
  changes?: FieldChange[];
}

/** Per node: how often it was entered, when its latest activation passed and the decision it took. */
export interface NodeRun {
  round: number;
  enteredAt: number;
  passedAt: number | null;
  /** Approver nodes: the decision of the latest activation (picks an opinion branch). */
  decision?: 'agree' | 'disagree';
}

/** A parallel group whose continuation waits for the listed branches. */
export interface OpenJoin {
  groupId: string;
  waiting: string[];
}

export interface EngineInstance {
  id: string;
  /**
   * The flow's node tree. The engine never changes it: the server hands every instance of a version that
   * version's tree, frozen and shared, and stores an instance's state without it (a migrated instance carries the
   * tree it was moved to).
   */
  tree: FlowNode;
  settings: FlowSettings;
  state: InstanceStateCode;
  /** 1 after start, +1 per applied action. */
  version: number;
  initiator: UserRef;
  formData: Record<string, unknown>;
  tasks: EngineTask[];
  /** Engine notes shown in process dynamics; `processInfo` merges them with the tasks. */
  timeline: TimelineNote[];
  /** Node ids in the order they were entered; a fallback cuts the entries it re-runs. */
  path: string[];
  nodeRuns: Record<string, NodeRun>;
  /** Parallel groups waiting for branches. */
  joins: OpenJoin[];
  /** Sequence-mode approver nodes: assignees still to come, in order. */
  queues: Record<string, UserRef[]>;
  /** Supervisor-chain (setType 10) nodes: the levels still to come after the open one, nearest first. */
  levels?: Record<string, UserRef[][]>;
  /** Dynamic (setType 4) nodes: the people chosen by the previous approver. */
  chosenActors: Record<string, UserRef[]>;
  /**
   * People the applicant picked at submission, per node: the approvers of initiator-selects nodes and extra cc
   * recipients of cc nodes with `customCc`. Kept for the instance's life (a fallback re-runs the node with them).
   */
  applicantPicks?: Record<string, UserRef[]>;
  /**
   * While the application waits with the applicant (returned, flow setting `return`): the node and the person
   * that returned it. Cleared on resubmission and when the instance ends.
   */
  returned?: { nodeId: string; userId: string };
  /** Submit for others: who submitted the application when it is not the initiator. */
  submittedBy?: UserRef;
  createTime: number;
  endTime: number | null;
  lastUrgeAt: number | null;
}

/** Pure look-ups the caller provides (already scoped to the tenant). */
export interface Directory {
  usersOfRoles(roleIds: string[]): UserRef[];
  usersOfOrganisations(organisationIds: string[]): UserRef[];
  usersOfPositions(positionIds: string[]): UserRef[];
  tenantAdmin(): UserRef | null;
  /** Optional name look-up, used to name a transfer target. */
  userById?(userId: string): UserRef | null;
  /**
   * Out-of-office delegation (delegate setting): who acts for `userId` at `now` on this flow, or null. One hop:
   * the answer is never looked up again.
   */
  delegateOf?(userId: string, now: number): UserRef | null;
  /** The leader of the user's organisation (department), null when it names nobody of the tenant. */
  leaderOf?(userId: string): UserRef | null;
  /**
   * The user's organisation and every organisation above it, nearest first, each with its leaders (active people
   * of the tenant); empty when the user belongs to no organisation.
   */
  organisationsOf?(userId: string): OrganisationLevel[];
  /** The user's role and position ids (for conditions on the applicant). */
  membershipOf?(userId: string): { roleIds: string[]; positionIds: string[] };
}

/** One organisation on a user's way up the tree. */
export interface OrganisationLevel {
  organizeId: string;
  leaders: UserRef[];
}

export interface EngineContext {
  /** Current time in ms. */
  now: number;
  /** Returns a new unique id on each call. */
  ids: () => string;
  directory: Directory;
  /** Overrides the settings stored in the instance (defaults: `defaultFlowSettings`). */
  settings?: Partial<FlowSettings>;
}

export interface StartInput extends EngineContext {
  initiator: UserRef;
  formData: Record<string, unknown>;
  /** The submit reason typed at the start node. */
  comment?: string;
  /** People for a dynamic approver node reached straight from the start. */
  assignorList?: UserRef[];
  /** Applicant picks per node id: initiator-selects approvers and custom cc recipients. */
  picks?: Record<string, UserRef[]>;
  /** Submit for others: the person submitting for `initiator`. */
  submittedBy?: UserRef;
}

interface TaskEventBase {
  taskId: string;
  userId: string;
  comment?: string;
  /** Form data read from the dynamic form; merged over the instance's form data. */
  params?: Record<string, unknown>;
}

export type EngineEvent =
  | ({
      kind: 'approve';
      assignorList?: UserRef[];
      ccList?: readonly UserRef[];
      /** A handwritten signature comes with the approval (required by the `handwrittenSignature` setting). */
      signed?: boolean;
      /** Approved from the to-do list without opening the task (flow setting `quickApproval`). */
      isQuick?: boolean;
    } & TaskEventBase)
  | ({ kind: 'reject'; ccList?: readonly UserRef[] } & TaskEventBase)
  | { kind: 'claim'; taskId: string; userId: string }
  | ({ kind: 'transfer'; targetUserId: string; targetUserName?: string } & TaskEventBase)
  | ({ kind: 'fallback'; targetNodeId: string } & TaskEventBase)
  | ({ kind: 'stage' } & TaskEventBase)
  /** The applicant resubmits a returned application; `restart` picks where it goes on when the flow offers both. */
  | ({ kind: 'resubmit'; restart?: RestartMode } & TaskEventBase)
  | { kind: 'recall'; userId: string; comment?: string }
  | { kind: 'terminate'; userId: string; comment?: string }
  | { kind: 'urge'; userId: string }
  | { kind: 'markCcRead'; taskId: string; userId: string }
  /** An approver adds cc people while holding the task (spec §6 "allow cc"); the task stays open. */
  | { kind: 'cc'; taskId: string; userId: string; ccList: readonly UserRef[] }
  /** The initiator or a task holder shares the instance read-only (spec §6 "share"). */
  | { kind: 'share'; userId: string; targets: readonly UserRef[] }
  /** The initiator, or an administrator (`isAdmin`, checked by the caller), voids an approved instance. */
  | { kind: 'void'; userId: string; comment?: string; isAdmin?: boolean }
  | ({ kind: 'addSigners'; position: SignPosition; signers: UserRef[] } & TaskEventBase)
  | ({ kind: 'freeFlow'; target: UserRef } & TaskEventBase)
  /** An administrator gives a stuck open task to another member (the caller checks the permission). */
  | {
      kind: 'reassign';
      taskId: string;
      userId: string;
      targetUserId: string;
      targetUserName?: string;
      comment?: string;
    }
  /** A time-limit timer fired: the reminder before the deadline, or the deadline itself (no person acts). */
  | { kind: 'expire'; taskId: string; timer: 'reminder' | 'expiry' };

export type LetterTemplate =
  | 'taskTodo'
  | 'taskClaim'
  | 'cc'
  | 'shared'
  | 'urge'
  | 'approved'
  | 'rejected'
  | 'revoked'
  | 'terminated'
  | 'voided'
  /** A time-limited task is near or past its deadline. */
  | 'overtime'
  /** An approver returned the application to its applicant, to fix and resubmit. */
  | 'returned';

export type CallbackEvent = 'approved' | 'rejected' | 'revoked' | 'terminated' | 'voided';

export type EngineEffect =
  | { kind: 'letter'; to: string; template: LetterTemplate; params: Record<string, string | number> }
  | {
      kind: 'callback';
      instanceId: string;
      event: CallbackEvent;
      instanceState: InstanceStateCode;
      formData: Record<string, unknown>;
    };

export interface EngineSuccess {
  instance: EngineInstance;
  /** Tasks made or changed by this step (the rows to write). */
  tasks: EngineTask[];
  effects: EngineEffect[];
}

export type EngineErrorCode =
  | 'invalidTree'
  | 'taskNotFound'
  | 'alreadyHandled'
  | 'notAssignee'
  | 'notClaimed'
  | 'alreadyClaimed'
  | 'notCandidate'
  | 'notAllowed'
  | 'notUnderApproval'
  | 'notInitiator'
  | 'badTarget'
  | 'actorsRequired'
  | 'urgeTooSoon'
  | 'notCc'
  | 'notApproved'
  | 'notParticipant'
  | 'noPeople'
  | 'waitingForSigners'
  | 'signatureRequired'
  | 'picksRequired'
  | 'tooManyPicks'
  | 'designateApproverOff'
  | 'applicantCcOff'
  | 'submitForOthersOff'
  | 'notDue'
  | 'awaitingResubmit'
  | 'quickApprovalOff'
  | 'opinionRequired';

export interface EngineFailure {
  error: EngineErrorCode;
  /** i18n key `engine.error.<code>`. */
  messageKey: string;
  /** alreadyHandled / alreadyClaimed: who handled or claimed the task. */
  by?: string;
  params?: Record<string, string | number | string[]>;
}

export type EngineResult = EngineSuccess | EngineFailure;
