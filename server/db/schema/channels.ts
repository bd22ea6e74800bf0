import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';

/**
 * Message channels of a tenant (console spec §2.3): `kind` and `vendor` from shared/messaging/channelKinds.ts,
 * the non-secret settings as JSON, and the secret settings as one encrypted blob (empty when none is set).
 * `status`: '0' enabled, '1' disabled. `rate_limit`: sends per second the worker keeps to.
 */
export const messageChannels = pgTable(
  'message_channels',
  {
    channelId: text('channel_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    channelName: text('channel_name').notNull(),
    kind: text('kind').notNull(),
    vendor: text('vendor').notNull(),
    settings: jsonb('settings').notNull().default({}),
    secrets: text('secrets').notNull().default(''),
    rateLimit: integer('rate_limit').notNull().default(20),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.merchantId] }),
    index('message_channels_kind_idx').on(t.merchantId, t.kind),
  ],
);

/**
 * The signs and vendor templates of an SMS or voice channel (console spec §2.3 "SMS (account, sign, template), voice
 * (account, template)"): `role` 'sign' or 'template', `code` what the vendor knows it by, `name` what people read.
 * One of each role is the channel's default (used when a send names none, e.g. approval notifications).
 */
export const channelEntries = pgTable(
  'message_channel_entries',
  {
    entryId: text('entry_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    channelId: text('channel_id').notNull(),
    role: text('role').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.merchantId] }),
    uniqueIndex('message_channel_entries_code_uq').on(t.merchantId, t.channelId, t.role, t.code),
  ],
);

/**
 * Send tasks (console spec §2.3 "Send tasks"): the template's subject and body are copied when the task is made,
 * so a later template edit does not change what is being sent. `channel_id` is empty for site messages.
 * `status`: scheduled, sending, done, cancelled. `source`: 'manual' or the approval event that made it.
 */
export const sendTasks = pgTable(
  'send_tasks',
  {
    taskId: text('task_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    taskName: text('task_name').notNull(),
    kind: text('kind').notNull(),
    channelId: text('channel_id').notNull().default(''),
    templateId: text('template_id').notNull(),
    /** The SMS sign and the vendor template code chosen for this task (empty: the channel's defaults). */
    signCode: text('sign_code').notNull().default(''),
    vendorTemplateCode: text('vendor_template_code').notNull().default(''),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    variables: jsonb('variables').notNull().default({}),
    status: text('status').notNull().default('scheduled'),
    source: text('source').notNull().default('manual'),
    sendAt: at('send_at').notNull(),
    createBy: text('create_by').notNull().default(''),
    createdAt: createdAt(),
    finishTime: at('finish_time'),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.merchantId] }),
    index('send_tasks_list_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * One recipient of a send task and its delivery job. The worker claims due rows with `FOR UPDATE SKIP LOCKED`
 * and a lease (`lease_until`, `lease_owner`), so one instance sends each; `status`: pending, sending, sent,
 * failed, cancelled. `answer` is the provider's answer to the last attempt.
 */
export const sendRecipients = pgTable(
  'send_recipients',
  {
    recipientId: bigserial('recipient_id', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    taskId: text('task_id').notNull(),
    userId: text('user_id').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Variables of this recipient (merged over the task's). */
    variables: jsonb('variables').notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    leaseUntil: at('lease_until'),
    leaseOwner: text('lease_owner').notNull().default(''),
    answer: text('answer').notNull().default(''),
    sentAt: at('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.merchantId] }),
    index('send_recipients_due_idx').on(t.status, t.nextAttemptAt),
    index('send_recipients_task_idx').on(t.taskId, t.status),
  ],
);

/**
 * Approval notifications: an approval event sends `template_id` through `channel_ids` (JSON array), for the whole
 * tenant (`flow_id` empty) or one flow, which overrides the tenant's rule for that event. `status` '0' on.
 */
export const notifyRules = pgTable(
  'notify_rules',
  {
    ruleId: text('rule_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    flowId: text('flow_id').notNull().default(''),
    event: text('event').notNull(),
    templateId: text('template_id').notNull(),
    channelIds: jsonb('channel_ids').notNull().default([]),
    status: text('status').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.merchantId] }),
    uniqueIndex('notify_rules_event_uq').on(t.merchantId, t.flowId, t.event),
  ],
);
