/** Schemas shared by the approval endpoints (workflow spec §3). */
import { Type, type Static } from '@sinclair/typebox';
import { RESTART_MODES, TASK_ACTIONS } from '../../../approval/states';

export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const Comment = Type.String({ maxLength: 2000 });
/** Form values read from the dynamic form (field model → value). */
export const Params = Type.Record(Type.String(), Type.Unknown());
/** Optional client key: a repeated submit with the same key gets the first answer and changes nothing. */
export const RequestId = Type.Optional(Type.String({ minLength: 8, maxLength: 64 }));
export const NamedRef = Type.Object({ id: Type.String(), name: Type.String() });
/** Assignor (spec §3): a person chosen for a dynamic approver node. */
export const Assignor = Type.Object({ id: Type.String({ minLength: 1 }), name: Type.String() });
/** People of the tenant picked for cc or share, by user id (at most 50 per step). */
export const PeopleIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: 50,
});
/** A node the applicant picks people for at submission: 1 pick one, 2 pick many. */
export const PickNode = Type.Object({
  id: Type.String(),
  nodeName: Type.String(),
  selectMode: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
/** The applicant's picks: people per node (designate approver, added cc people). */
export const ApplicantPicks = Type.Optional(
  Type.Array(
    Type.Object({
      nodeId: Type.String({ minLength: 1, maxLength: 64 }),
      people: Type.Array(Assignor, { maxItems: 200 }),
    }),
    { maxItems: 50 },
  ),
);
/** User option (spec §3). */
export const UserOption = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
});
export type UserOptionRow = Static<typeof UserOption>;

/** List filter `ended` (spec §2.5): 0 all, 1 ended, 2 in progress. */
export const EndedFlag = Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]));

/** One field of an instance's summary (display settings, workflow spec §2.6, §4.2). */
export const SummaryItem = Type.Object({ key: Type.String(), label: Type.String(), value: Type.String() });

/** One row of the approval lists (spec §2.5 columns, plus the task the row opens). */
export const ApprovalRow = Type.Object({
  /** Process number (instance id). */
  id: Type.String(),
  /** The caller's task on this instance ('' on my-applications rows with no task of the caller). */
  taskId: Type.String(),
  processId: Type.String(),
  processType: Type.String(),
  processName: Type.String(),
  itemName: Type.String(),
  degree: Type.Integer(),
  /** ms since epoch. */
  createTime: Type.Number(),
  endTime: Type.Union([Type.Number(), Type.Null()]),
  instanceState: Type.Integer(),
  /** Initiator's display name. */
  createBy: Type.String(),
  nodeName: Type.String(),
  taskState: Type.Integer(),
  taskType: Type.Integer(),
  /** Cc rows: opened by the recipient. */
  isRead: Type.Boolean(),
  /** Cc rows: the instance was shared with the caller read-only (spec §6 "share"), not copied by a node. */
  isShared: Type.Boolean(),
  /** Names of the people holding the open tasks. */
  currentHandlers: Type.String(),
  /** Submit for others: who submitted the application, when not the initiator. */
  submittedBy: Type.Optional(Type.String()),
  /** The approval title (the item name, or the flow's custom title filled in). */
  title: Type.String(),
  /** The summary fields of the flow's display settings, with this instance's values. */
  summary: Type.Array(SummaryItem),
  /** Delegated task (delegate setting), for its delegate: the name of the person it is handled on behalf of. */
  onBehalfOf: Type.String(),
  /** Delegated task, for the person it was meant for: the delegate's name; the row is read-only for them. */
  delegatedTo: Type.String(),
  /** To-do rows: the task may be approved from the list (flow setting `quickApproval`, spec §6). */
  canQuickApprove: Type.Boolean(),
});
export type ApprovalRowData = Static<typeof ApprovalRow>;

export const ListQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 10 })),
  processName: Type.Optional(Type.String({ maxLength: 100 })),
  ended: EndedFlag,
});

const TaskActions = Type.Array(Type.Union(TASK_ACTIONS.map((action) => Type.Literal(action))));

/** Task row (spec §3). nodeInfo and variable are JSON text, as the spec writes them. */
export const TaskRow = Type.Object({
  id: Type.String(),
  processId: Type.String(),
  processName: Type.String(),
  itemName: Type.String(),
  degree: Type.Integer(),
  taskState: Type.Integer(),
  taskType: Type.Integer(),
  needClaim: Type.Boolean(),
  /** Claimed (or not claimable): the caller may act; false while a claimable task is unclaimed. */
  isClaimed: Type.Boolean(),
  /** JSON: { type, nodeName, configure: { fallBack, staging, transmitted, withdraw }, privileges: [{key, disabled, hidden}] }. */
  nodeInfo: Type.String(),
  /** JSON of the form data, without the fields hidden for the node. */
  variable: Type.String(),
  instanceId: Type.String(),
  instanceState: Type.Integer(),
  nodeName: Type.String(),
  assigneeId: Type.String(),
  assigneeName: Type.String(),
  /** Delegated task: the person the assignee acts on behalf of ('' when not delegated). */
  onBehalfOfId: Type.String(),
  onBehalfOfName: Type.String(),
  initiatorId: Type.String(),
  initiatorName: Type.String(),
  createTime: Type.Number(),
  /** Whether the flow settings allow transfer (combined with configure.transmitted for the button). */
  canTransfer: Type.Boolean(),
  /** The initiator may recall now (start node `withdraw` + revoke setting, under approval). */
  canRecall: Type.Boolean(),
  /**
   * What the caller may do on this task now, decided by the engine's guards (the modal's buttons): empty when
   * the task is closed, the instance ended, or the task is someone else's.
   */
  actions: TaskActions,
  /** The caller's open task waits for the signers they added before themselves (spec §6 add signers). */
  waitingForSigners: Type.Optional(Type.Boolean()),
  /** Agreeing asks for a handwritten signature (flow setting `handwrittenSignature`, spec §6). */
  signatureRequired: Type.Optional(Type.Boolean()),
  /**
   * The application was returned to its applicant (flow setting `return`): who returned it at which node, and
   * where a resubmission may go on (`start`, `returner`; both when the applicant picks).
   */
  returned: Type.Optional(
    Type.Object({
      userName: Type.String(),
      nodeName: Type.String(),
      restartOptions: Type.Array(Type.Union(RESTART_MODES.map((mode) => Type.Literal(mode)))),
    }),
  ),
  /** The approval-opinion box (flow setting `approvalOpinion`, spec §6): shown, and the actions that need it. */
  opinion: Type.Object({ isShown: Type.Boolean(), requiredFor: TaskActions }),
  /** Bound forms in display order. */
  formIds: Type.Array(Type.String()),
  /** The forms frozen with the instance's version (the runtime renders these). */
  forms: Type.Array(Type.Object({ id: Type.String(), formName: Type.String(), jsonContent: Type.String() })),
  /** '1' tabs, '2' steps, for several forms. */
  displayMode: Type.String(),
  /** The approval title and summary (display settings). */
  title: Type.String(),
  summary: Type.Array(SummaryItem),
});
export type TaskRowData = Static<typeof TaskRow>;

/**
 * A changed form field of a `fieldsChanged` note, as the reader may see it: the field's label and its old and new
 * values as displayed (option labels, lists joined). A field hidden for the reader comes masked: no values.
 */
export const FieldChangeRow = Type.Object({
  key: Type.String(),
  label: Type.String(),
  before: Type.String(),
  after: Type.String(),
  isMasked: Type.Boolean(),
});
export type FieldChangeRowData = Static<typeof FieldChangeRow>;

/** Process-info entry (spec §3, §4.1). */
const Note = Type.Object({
  kind: Type.String(),
  /** `engine.note.<kind>` in the approval namespace. */
  messageKey: Type.String(),
  at: Type.Number(),
  userName: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** `fieldsChanged`: each changed field (issue 28 "every data change traced"). */
  changes: Type.Optional(Type.Array(FieldChangeRow)),
});
export const ProcessInfoEntry = Type.Object({
  nodeId: Type.String(),
  /** -1 end, 0 initiator, 1 handler, 2 cc. */
  taskType: Type.Integer(),
  taskName: Type.String(),
  /** The end entry's name key (`engine.timeline.end`); '' otherwise. */
  taskNameKey: Type.String(),
  taskState: Type.Integer(),
  startTime: Type.Number(),
  endTime: Type.Union([Type.Number(), Type.Null()]),
  /** Seconds spent (spec §4.1); the end entry: total process time. Null while open. */
  duration: Type.Union([Type.Number(), Type.Null()]),
  approvalInfos: Type.Array(
    Type.Object({
      userId: Type.String(),
      userName: Type.String(),
      comment: Type.String(),
      taskState: Type.Integer(),
      endTime: Type.Union([Type.Number(), Type.Null()]),
      isAuto: Type.Boolean(),
      isQuick: Type.Boolean(),
      /** The handwritten signature given with the approval, a PNG data URL. */
      signature: Type.Optional(Type.String()),
      /** Delegated task: the name of the person the assignee acted for ('' otherwise). */
      onBehalfOf: Type.String(),
      /** The approver tip (console spec §9): the person's organisation ('' for none) and positions. */
      organizeName: Type.String(),
      positionNames: Type.Array(Type.String()),
    }),
  ),
  notes: Type.Array(Note),
});
export type ProcessInfoEntryRow = Static<typeof ProcessInfoEntry>;

export const ProcessInfo = Type.Object({
  instanceId: Type.String(),
  processName: Type.String(),
  itemName: Type.String(),
  instanceState: Type.Integer(),
  createTime: Type.Number(),
  endTime: Type.Union([Type.Number(), Type.Null()]),
  /** Total process time in seconds (to now while running). */
  totalSeconds: Type.Number(),
  entries: Type.Array(ProcessInfoEntry),
  /** Instance-level notes (urge, recall, terminate). */
  notes: Type.Array(Note),
  /** Node id → display status (-1, 0, 1, 2) for a read-only diagram. */
  nodeStatuses: Type.Record(Type.String(), Type.Integer()),
  canUrge: Type.Boolean(),
  canRecall: Type.Boolean(),
  /** The caller may share the instance read-only (share switch on, initiator or task holder). */
  canShare: Type.Boolean(),
  /** The caller may void it (void switch on, approved, initiator or administrator). */
  canVoid: Type.Boolean(),
  /** The node tree the instance runs on (its own frozen copy, as modelContent JSON), for the progress diagram. */
  modelContent: Type.String(),
  /**
   * For the applicant only: the submitted form as they see it now (the start node's privileges), to show read-only.
   * `variable` is JSON of the form data without the fields hidden at the start node.
   */
  applicantForm: Type.Optional(
    Type.Object({
      forms: Type.Array(
        Type.Object({ id: Type.String(), formName: Type.String(), jsonContent: Type.String() }),
      ),
      variable: Type.String(),
      privileges: Type.Array(
        Type.Object({ key: Type.String(), disabled: Type.Boolean(), hidden: Type.Boolean() }),
      ),
    }),
  ),
});
export type ProcessInfoData = Static<typeof ProcessInfo>;

/** What a print shows (spec §2.6 "print template"): form values with labels, process dynamics, template. */
export const PrintData = Type.Object({
  info: ProcessInfo,
  initiatorName: Type.String(),
  /** Visible form values in form order, as readers see them (option labels, lists joined). */
  fields: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), value: Type.String() })),
  template: Type.Union([Type.Literal('default'), Type.Literal('custom')]),
  /** The custom HTML template with its placeholders, cleaned; '' for the default layout. */
  customTemplate: Type.String(),
});
export type PrintDataRow = Static<typeof PrintData>;

/** One data push of an instance (administration): 'pending', 'sending', 'done', 'failed' or 'skipped'. */
export const InstancePush = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  lastError: Type.String(),
  createTime: Type.Number(),
});
export type InstancePushRow = Static<typeof InstancePush>;

/** Quick approval (spec §6): one task's outcome; a refusal carries its code and the reason in the reader's language. */
export const QuickApproveResult = Type.Object({
  taskId: Type.String(),
  isApproved: Type.Boolean(),
  /** The refusal's code ('' when approved): quickApprovalOff, signatureRequired, fieldRequired, alreadyHandled... */
  code: Type.String(),
  reason: Type.String(),
});
export type QuickApproveResultData = Static<typeof QuickApproveResult>;
