/**
 * Rollups the efficiency diagnosis reads instead of every task of a long period (issue 31, "Big tenants"). Kept by
 * the analytics area's refresh worker (server/modules/analytics/diagnosis/waitRollup.ts), never by an approval.
 */
import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One flow's handler tasks on one node, of the instances it started in one span of UTC days that had finished
 * before the refresh mark: their counts, and their waits as a histogram of log-spaced buckets (`buckets[i]` holds
 * `counts[i]` waits; bucket b covers [γ^b, γ^(b+1)) milliseconds with γ = 1.02, bucket -1 a wait of 0). Spans are
 * `grain` days long (1, 4, 16 or 64) and start at a multiple of it, so a period of whole days is read from a few
 * dozen rows per node whatever its length.
 */
export const wfWaitRollup = pgTable(
  'wf_wait_rollup',
  {
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    /** The span's length in days. */
    grain: smallint('grain').notNull(),
    /** The span's first day (days since 1970-01-01 UTC) of the instances' create time: a multiple of `grain`. */
    day: integer('day').notNull(),
    nodeId: text('node_id').notNull(),
    tasks: integer('tasks').notNull(),
    overtime: integer('overtime').notNull(),
    rejections: integer('rejections').notNull(),
    fallbacks: integer('fallbacks').notNull(),
    /** The earliest task start (ms), which orders the nodes as the flow runs. */
    firstStart: bigint('first_start', { mode: 'number' }).notNull(),
    buckets: smallint('buckets').array().notNull(),
    counts: integer('counts').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.processId, t.grain, t.day, t.nodeId] })],
);

/** How far a rollup is complete: it holds every instance that finished before `mark` (ms). */
export const analyticsMarks = pgTable('analytics_marks', {
  name: text('name').primaryKey(),
  mark: bigint('mark', { mode: 'number' }).notNull(),
});
