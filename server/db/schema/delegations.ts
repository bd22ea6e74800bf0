/** Out-of-office delegations and fired fill-in reminders (workflow spec §6 delegate, §2.6 reminders). */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A user's out-of-office delegation: tasks assigned to them in [startTime, endTime) go to the delegate. */
export const wfDelegations = pgTable(
  'wf_delegations',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    /** Who is away. */
    userId: text('user_id').notNull(),
    delegateId: text('delegate_id').notNull(),
    /** ms since epoch, inclusive. */
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    /** ms since epoch, exclusive. */
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    /** True: every flow; false: only `processIds`. */
    allFlows: boolean('all_flows').notNull().default(true),
    processIds: jsonb('process_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_delegations_user_idx').on(t.merchantId, t.userId, t.endTime),
  ],
);

/**
 * One row per reminder and period that was delivered: the id is `<processId>:<reminderId>:<period>`, so a
 * second server (or a restart) inserting the same row does nothing and sends nothing.
 */
export const wfReminderRuns = pgTable(
  'wf_reminder_runs',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    reminderId: text('reminder_id').notNull(),
    /** The period the reminder fired for: yyyy-mm-dd (working-day reminders) or yyyy-mm (monthly ones). */
    period: text('period').notNull(),
    /** Letters delivered. */
    sent: integer('sent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.merchantId] })],
);
