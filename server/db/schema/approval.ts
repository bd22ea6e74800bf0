/** Tables of the approval area: flow and form definitions, frozen versions, instances, tasks, pushes. */
import {
  bigint,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';

/** Form definitions: `jsonContent` is the form document JSON text. */
export const wfForms = pgTable(
  'wf_forms',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    formName: text('form_name').notNull(),
    jsonContent: text('json_content').notNull(),
    remark: text('remark').notNull().default(''),
    createBy: text('create_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_forms_merchant_idx').on(t.merchantId, t.updatedAt),
  ],
);

/** Field aliases of a form: the name a field is pushed under. */
export const wfFieldAliases = pgTable(
  'wf_field_aliases',
  {
    formId: text('form_id').notNull(),
    fieldKey: text('field_key').notNull(),
    merchantId: text('merchant_id').notNull(),
    alias: text('alias').notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.fieldKey, t.merchantId] })],
);

/** Flow definitions (templates): the draft design plus basic info; `version` is the latest published one. */
export const wfProcesses = pgTable(
  'wf_processes',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    processName: text('process_name').notNull(),
    processKey: text('process_key').notNull(),
    processType: text('process_type').notNull(),
    icon: text('icon').notNull().default(''),
    formIds: jsonb('form_ids').$type<string[]>().notNull().default([]),
    displayMode: text('display_mode').notNull().default('1'),
    managers: jsonb('managers').$type<{ id: string; name: string }[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    modelContent: text('model_content').notNull().default(''),
    /** Latest published version number, 0 when never published. */
    version: integer('version').notNull().default(0),
    /** The draft was changed after the latest publish. */
    isDirty: boolean('is_dirty').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createBy: text('create_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    uniqueIndex('wf_processes_key_idx').on(t.merchantId, t.processKey),
    index('wf_processes_merchant_idx').on(t.merchantId, t.processType),
  ],
);

/** A frozen, published version: the tree, settings and bound form documents as they were at publish time. */
export const wfProcessVersions = pgTable(
  'wf_process_versions',
  {
    id: text('id').notNull(),
    processId: text('process_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    version: integer('version').notNull(),
    modelContent: text('model_content').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** [{ id, formName, jsonContent }] frozen with the version. */
    forms: jsonb('forms').$type<{ id: string; formName: string; jsonContent: string }[]>().notNull(),
    displayMode: text('display_mode').notNull().default('1'),
    /** What changed, as the publisher wrote it ('' when none). */
    note: text('note').notNull().default(''),
    /** Who published the version (user id and display name at the time; '' for versions older than the note). */
    publishedBy: text('published_by').notNull().default(''),
    publishedByName: text('published_by_name').notNull().default(''),
    /** The version this one publishes again (a roll back), or null. */
    republishedFrom: integer('republished_from'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    uniqueIndex('wf_process_versions_idx').on(t.processId, t.version, t.merchantId),
  ],
);

/** Approval instances: the engine state as one JSON document, locked (`FOR UPDATE`) by every action. */
export const wfInstances = pgTable(
  'wf_instances',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    versionId: text('version_id').notNull(),
    processName: text('process_name').notNull(),
    processType: text('process_type').notNull(),
    itemName: text('item_name').notNull(),
    degree: integer('degree').notNull().default(1),
    /** 0 under approval, 1 approved, 2 rejected, 3 revoked, 5 terminated. */
    state: integer('state').notNull(),
    createBy: text('create_by').notNull(),
    createByName: text('create_by_name').notNull(),
    /** Submit for others: who submitted for the initiator (create_by); null when they submitted themselves. */
    submittedBy: text('submitted_by'),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }),
    /** Engine version: +1 per applied action. */
    version: integer('version').notNull(),
    /**
     * The engine state (migration 0032: json, not jsonb). Only this server reads it, whole; every step rewrites it.
     * As json, PostgreSQL keeps the text as given, where jsonb would parse, sort and rebuild it on each write and
     * print it again on each read.
     */
    data: json('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_instances_creator_idx').on(t.merchantId, t.createBy, t.createTime),
    index('wf_instances_merchant_idx').on(t.merchantId, t.createTime),
    /** Applications a user submitted for others (my applications). */
    index('wf_instances_submitter_idx')
      .on(t.merchantId, t.submittedBy, t.createTime)
      .where(sql`${t.submittedBy} is not null`),
    /** A flow's instances of a period (efficiency diagnosis), with what it reads of them (index-only scans). */
    index('wf_instances_process_idx').on(t.merchantId, t.processId, t.createTime, t.state, t.endTime),
    /** Instances by when they finished: the diagnosis's rollup takes in those finished since its mark. */
    index('wf_instances_end_idx').on(t.endTime),
    /** The tenant's open instances per flow (home page). */
    index('wf_instances_open_idx')
      .on(t.merchantId, t.processId)
      .where(sql`${t.state} = 0`),
  ],
);

/** One row per engine task, for lists and the optimistic `version` check. */
export const wfTasks = pgTable(
  'wf_tasks',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    taskType: integer('task_type').notNull(),
    /** '' while a claimable task is unclaimed. */
    assigneeId: text('assignee_id').notNull().default(''),
    assigneeName: text('assignee_name').notNull().default(''),
    candidateIds: jsonb('candidate_ids').$type<string[]>().notNull().default([]),
    taskState: integer('task_state').notNull(),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }),
    comment: text('comment').notNull().default(''),
    handledBy: text('handled_by').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    /** Cc rows made by sharing the instance read-only (spec §6 "share"). */
    shared: boolean('shared').notNull().default(false),
    /** Delegated tasks: the assignee the task was meant for ('' otherwise); they still see it, read-only. */
    onBehalfOfId: text('on_behalf_of_id').notNull().default(''),
    onBehalfOfName: text('on_behalf_of_name').notNull().default(''),
    version: integer('version').notNull(),
    /** When the task's time limit ran out (ms); an open task with it shows task state 3 (overtime). */
    overdueAt: bigint('overdue_at', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_tasks_assignee_idx').on(t.merchantId, t.assigneeId, t.taskState),
    /**
     * An instance's tasks. It also holds every column the efficiency diagnosis reads, so a flow's tasks are read
     * from the index alone (index-only scan) instead of from the table.
     */
    index('wf_tasks_instance_cover_idx').on(
      t.instanceId,
      t.merchantId,
      t.taskType,
      t.nodeId,
      t.taskState,
      t.startTime,
      t.endTime,
    ),
    /** A node's open tasks, oldest first (diagnosis drill-down). */
    index('wf_tasks_open_node_idx')
      .on(t.merchantId, t.nodeId, t.startTime)
      .where(sql`${t.taskState} = 0`),
    /** Delegated open tasks of the person they were meant for (their to-do list, read-only). */
    index('wf_tasks_on_behalf_idx')
      .on(t.merchantId, t.onBehalfOfId)
      .where(sql`${t.onBehalfOfId} <> '' and ${t.taskState} = 0`),
    /** Overtime tasks of the tenant (home page). */
    index('wf_tasks_overtime_idx')
      .on(t.merchantId, t.instanceId)
      .where(sql`${t.taskState} = 3`),
  ],
);

/**
 * Durable timers of time-limited tasks (workflow spec §6 "time limit"): written in the transaction that makes the
 * task, claimed by any server instance with FOR UPDATE SKIP LOCKED and a lease, fired once through the action
 * path with the timer id as request key. `id` is `<task id>:<kind>`.
 */
export const wfTimers = pgTable(
  'wf_timers',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    taskId: text('task_id').notNull(),
    /** 'reminder' | 'expiry'. */
    kind: text('kind').notNull(),
    /** When it is due (ms, the server's clock as the engine sees it). */
    dueAt: bigint('due_at', { mode: 'number' }).notNull(),
    /** 'pending' | 'running' (leased) | 'done'. */
    status: text('status').notNull().default('pending'),
    leaseOwner: text('lease_owner').notNull().default(''),
    /** The database's clock: a lease that ran out belongs to an instance that died and is taken again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** How it ended: 'fired', or the engine's refusal ('alreadyHandled', 'notUnderApproval'…). */
    outcome: text('outcome').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_timers_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} <> 'done'`),
  ],
);

/** Answers already given to a client request key: a repeated submit gets the same answer. */
export const wfRequests = pgTable(
  'wf_requests',
  {
    merchantId: text('merchant_id').notNull(),
    userId: text('user_id').notNull(),
    requestId: text('request_id').notNull(),
    action: text('action').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.requestId] })],
);

/** Data push configuration of a template. */
export const wfCallbacks = pgTable(
  'wf_callbacks',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    url: text('url').notNull(),
    method: text('method').notNull().default('POST'),
    dataFormat: text('data_format').notNull().default('json'),
    fieldMapping: jsonb('field_mapping').$type<{ source: string; target: string }[]>().notNull().default([]),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_callbacks_process_idx').on(t.merchantId, t.processId),
  ],
);

/** Every push attempt. */
export const wfPushLogs = pgTable(
  'wf_push_logs',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    configId: text('config_id').notNull(),
    instanceId: text('instance_id').notNull().default(''),
    event: text('event').notNull().default(''),
    url: text('url').notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status').notNull(),
    httpStatus: integer('http_status').notNull().default(0),
    requestBody: text('request_body').notNull().default(''),
    responseBody: text('response_body').notNull().default(''),
    error: text('error').notNull().default(''),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_push_logs_process_idx').on(t.merchantId, t.processId, t.createdAt),
  ],
);
