/** Task and instance calls (workflow spec §7, §4.1). Each action answers null on success (spec §8: "Operation successful!"). */
import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing, Page } from '../../schemas';
import {
  ApprovalRow,
  ApplicantPicks,
  Assignor,
  Comment,
  Id,
  InstancePush,
  ListQuery,
  Params,
  PeopleIds,
  PrintData,
  PickNode,
  ProcessInfo,
  RequestId,
  TaskRow,
  UserOption,
} from './schemas';
import { MANAGE_PERMISSION } from './flows';
import { RESTART_MODES } from '../../../approval/states';

const post = <B extends Parameters<typeof Type.Object>[0]>(path: string, body: B) =>
  endpoint({ method: 'POST', path, access: 'self', body: Type.Object(body), response: Nothing });

/** An outbox row id (bigserial). */
const PushId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Upper bound of a time filter (ms since epoch, year 2286). */
const MAX_TIME_MS = 9_999_999_999_999;

export const tasksApi = {
  /** The caller's tasks. `category`: todo (open tasks, default), cc (cc to me), handled (tasks I closed). */
  myTask: endpoint({
    method: 'GET',
    path: '/jflow/myTask',
    access: 'self',
    query: Type.Composite([
      ListQuery,
      Type.Object({
        category: Type.Optional(
          Type.Union([Type.Literal('todo'), Type.Literal('cc'), Type.Literal('handled')]),
        ),
      }),
    ]),
    response: Page(ApprovalRow),
  }),
  /** The caller's applications. */
  myProcess: endpoint({
    method: 'GET',
    path: '/jflow/myProcess',
    access: 'self',
    query: ListQuery,
    response: Page(ApprovalRow),
  }),
  /** Task by id; opening a cc entry marks it read. Hidden fields of the node are left out of `variable`. */
  taskInfo: endpoint({
    method: 'GET',
    path: '/jflow/taskInfo',
    access: 'self',
    query: Type.Object({ taskId: Id }),
    response: TaskRow,
  }),
  /** Process dynamics of an instance (spec §2.4): initiator, assignees, cc recipients and admins may read it. */
  nodeInfo: endpoint({
    method: 'GET',
    path: '/jflow/nodeInfo',
    access: 'self',
    query: Type.Object({ id: Id }),
    response: ProcessInfo,
  }),
  /** Print data of an instance (spec §2.6): who may read its process dynamics may print it. */
  printData: endpoint({
    method: 'GET',
    path: '/jflow/printData',
    access: 'self',
    query: Type.Object({ id: Id }),
    response: PrintData,
  }),
  start: endpoint({
    method: 'POST',
    path: '/jflow/start',
    access: 'self',
    body: Type.Object({
      processId: Id,
      /** Business name; defaults to "<initiator> – <process name>". */
      itemName: Type.Optional(Type.String({ maxLength: 200 })),
      /** Urgency (Jflow_Degree value). */
      degree: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
      params: Params,
      comment: Type.Optional(Comment),
      assignorList: Type.Optional(Type.Array(Assignor, { maxItems: 200 })),
      /** The applicant's picks (designate approver, added cc people), per node listed by startForm. */
      picks: ApplicantPicks,
      /** Submit for others: the tenant member who becomes the initiator (flow setting submitForOthers). */
      onBehalfOf: Type.Optional(Id),
      requestId: RequestId,
    }),
    response: Type.Object({ instanceId: Type.String() }),
  }),
  /** What the applicant fills in: the published version's forms and the start node's privileges. */
  startForm: endpoint({
    method: 'GET',
    path: '/jflow/startForm',
    access: 'self',
    query: Type.Object({ processId: Id }),
    response: Type.Object({
      processId: Type.String(),
      processName: Type.String(),
      version: Type.Integer(),
      displayMode: Type.String(),
      forms: Type.Array(
        Type.Object({ id: Type.String(), formName: Type.String(), jsonContent: Type.String() }),
      ),
      privileges: Type.Array(
        Type.Object({ key: Type.String(), disabled: Type.Boolean(), hidden: Type.Boolean() }),
      ),
      /** Initiator-selects nodes whose approvers the applicant must pick (empty when the switch is off). */
      designateNodes: Type.Array(PickNode),
      /** Cc nodes where the applicant may add people (empty when allow cc is off). */
      ccNodes: Type.Array(PickNode),
      /** The applicant may submit on behalf of another member. */
      submitForOthers: Type.Boolean(),
    }),
  }),
  /** Would starting need people for a dynamic approver node? */
  startPreview: endpoint({
    method: 'POST',
    path: '/jflow/startPreview',
    access: 'self',
    body: Type.Object({ processId: Id, params: Params, picks: ApplicantPicks }),
    response: Type.Object({
      needActors: Type.Boolean(),
      nodes: Type.Array(
        Type.Object({ id: Type.String(), nodeName: Type.String(), selectMode: Type.Integer() }),
      ),
    }),
  }),
  claim: post('/jflow/claim', { taskId: Id, requestId: RequestId }),
  approvePreview: endpoint({
    method: 'POST',
    path: '/jflow/approvePreview',
    access: 'self',
    body: Type.Object({ taskId: Id, params: Type.Optional(Params) }),
    response: Type.Object({
      needActors: Type.Boolean(),
      nodes: Type.Array(
        Type.Object({ id: Type.String(), nodeName: Type.String(), selectMode: Type.Integer() }),
      ),
    }),
  }),
  approve: post('/jflow/approve', {
    isPass: Type.Boolean(),
    taskId: Id,
    params: Type.Optional(Params),
    comment: Type.Optional(Comment),
    assignorList: Type.Optional(Type.Array(Assignor, { maxItems: 200 })),
    /** People of the tenant to cc with the decision (spec §6 "allow cc"). */
    ccUserIds: Type.Optional(PeopleIds),
    /** Handwritten signature (flow setting `handwrittenSignature`): a PNG data URL, at most 200 kB of image. */
    signature: Type.Optional(Type.String({ maxLength: 280_000 })),
    requestId: RequestId,
  }),
  /** Cc by the approver (spec §6 "allow cc"): `taskId` stays open; each person gets a cc entry. */
  cc: post('/jflow/cc', { taskId: Id, ccUserIds: PeopleIds, requestId: RequestId }),
  /**
   * Share read-only (spec §6 "share"): the initiator or a task holder gives people of the tenant a cc entry
   * marked shared. `id` is the instance.
   */
  share: post('/jflow/share', { id: Id, userIds: PeopleIds, requestId: RequestId }),
  /**
   * Void an approved instance (spec §6 "void"): the initiator or an administrator; instance state 6. The reason
   * (`comment`) is required and shown in the timeline.
   */
  void: post('/jflow/void', {
    id: Id,
    comment: Type.String({ minLength: 1, maxLength: 2000 }),
    requestId: RequestId,
  }),
  /**
   * Fallback targets: with the flow's `return` switch on, first the applicant (the start node, `isApplicant`), then
   * earlier nodes on the path actually taken (where the node's fallBack switch allows).
   */
  canReturn: endpoint({
    method: 'POST',
    path: '/jflow/canReturn',
    access: 'self',
    body: Type.Object({ id: Id }),
    response: Type.Array(
      Type.Object({ id: Type.String(), nodeName: Type.String(), isApplicant: Type.Optional(Type.Boolean()) }),
    ),
  }),
  /** Fallback: `id` is the target node; the start node's id returns the application to its applicant. */
  return: post('/jflow/return', {
    sourceTaskId: Id,
    id: Id,
    params: Type.Optional(Params),
    comment: Type.Optional(Comment),
    requestId: RequestId,
  }),
  /** Transfer: `id` is the task. */
  passOn: post('/jflow/passOn', {
    id: Id,
    targetUserId: Id,
    params: Type.Optional(Params),
    comment: Type.Optional(Comment),
    requestId: RequestId,
  }),
  /**
   * Add signers (spec §6, setting `addSigners`): `id` is the caller's task; the people (tenant members) sign
   * before the caller (their task waits), after the caller (the caller approves now) or alongside (countersign).
   */
  addSigners: post('/jflow/addSigners', {
    id: Id,
    position: Type.Union([Type.Literal('before'), Type.Literal('after'), Type.Literal('alongside')]),
    userIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    params: Type.Optional(Params),
    comment: Type.Optional(Comment),
    requestId: RequestId,
  }),
  /**
   * Free flow (spec §6, setting `freeFlow`): the caller approves `id` and sends the instance to a tenant member
   * as an extra step; the designed path continues after them.
   */
  freeFlow: post('/jflow/freeFlow', {
    id: Id,
    targetUserId: Id,
    params: Type.Optional(Params),
    comment: Type.Optional(Comment),
    requestId: RequestId,
  }),
  /**
   * Resubmit an application returned to its applicant: `taskId` is the applicant's open task; `params` the form
   * (fields writable at the start node only); `restart` where it goes on, among the task's `restartOptions`.
   */
  resubmit: post('/jflow/resubmit', {
    taskId: Id,
    params: Type.Optional(Params),
    comment: Type.Optional(Comment),
    restart: Type.Optional(Type.Union(RESTART_MODES.map((mode) => Type.Literal(mode)))),
    requestId: RequestId,
  }),
  /** Stage: save form data without moving the flow. */
  saveData: post('/jflow/saveData', { id: Id, params: Params, requestId: RequestId }),
  /** Recall by the initiator: `id` is the instance. */
  recall: post('/jflow/recall', { id: Id, comment: Type.Optional(Comment), requestId: RequestId }),
  /** Urge the current approvers (once per hour per instance): `id` is the instance. */
  urge: post('/jflow/urge', { id: Id }),
  /** Force-terminate by an administrator: instance state 5. */
  updateState: endpoint({
    method: 'POST',
    path: '/jflow/updateState',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({ id: Id, instanceState: Type.Literal(5), comment: Type.Optional(Comment) }),
    response: Nothing,
  }),
  /** All instances of the tenant (administrators), filtered by flow, state, initiator, start date and text. */
  instancePage: endpoint({
    method: 'GET',
    path: '/jflow/instancePage',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Composite([
      ListQuery,
      Type.Object({
        processId: Type.Optional(Id),
        /** Instance state (0 under approval, 1 approved, 2 rejected, 3 revoked, 5 terminated). */
        state: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
        initiatorId: Type.Optional(Id),
        /** Started at or after (ms since epoch). */
        from: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TIME_MS })),
        /** Started before (ms since epoch). */
        to: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TIME_MS })),
        /** Matches the item name, the flow name or the initiator's name. */
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
      }),
    ]),
    response: Page(ApprovalRow),
  }),
  /**
   * Administrators: a stuck open task goes to another member of the tenant (the old task ends as transferred,
   * the timeline notes who reassigned it).
   */
  reassign: endpoint({
    method: 'POST',
    path: '/jflow/reassign',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({
      taskId: Id,
      targetUserId: Id,
      comment: Type.Optional(Comment),
      requestId: RequestId,
    }),
    response: Nothing,
  }),
  /** Administrators: an instance's open tasks (to reassign) and its data pushes (outbox rows, oldest first). */
  instanceAdmin: endpoint({
    method: 'GET',
    path: '/jflow/instanceAdmin',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: Type.Object({
      instanceState: Type.Integer(),
      openTasks: Type.Array(
        Type.Object({
          taskId: Type.String(),
          nodeName: Type.String(),
          /** The holder, or the claim candidates while unclaimed. */
          assigneeName: Type.String(),
          startTime: Type.Number(),
        }),
      ),
      pushes: Type.Array(InstancePush),
    }),
  }),
  /** Administrators: a failed push is sent again (a new round of attempts). */
  pushRetry: endpoint({
    method: 'POST',
    path: '/jflow/pushRetry',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({ id: PushId }),
    response: Nothing,
  }),
  /** Administrators: a failed push is given up (marked skipped, never sent). */
  pushSkip: endpoint({
    method: 'POST',
    path: '/jflow/pushSkip',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({ id: PushId }),
    response: Nothing,
  }),
  /** People of the tenant for transfer and next-approver pickers (spec §7: page 1, limit 9999). */
  userOptions: endpoint({
    method: 'GET',
    path: '/jflow/userOptions',
    access: 'self',
    query: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
    response: Type.Array(UserOption),
  }),
};
