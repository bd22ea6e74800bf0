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

/**
 * One flow's instances that it started in one span of UTC days (`grain` 1, 4, 16 or 64 days, as in
 * `wf_wait_rollup`) and that had finished before the refresh mark, as counters: `n` instances have the `key` of
 * their `kind`:
 * - `s`: the instance state (1 approved, 2 rejected, …);
 * - `h`: the log bucket of the time to finish in milliseconds (the waits' buckets, `waitHistogram.ts`);
 * - `b`: the time to finish's bucket of `FINISH_BUCKET_BOUNDS` (`width_bucket`, 0 under the first bound).
 * A refresh adds to the counters; a change of a rolled-up instance's state (a void) moves its `s` counter.
 */
export const wfFinishRollup = pgTable(
  'wf_finish_rollup',
  {
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    grain: smallint('grain').notNull(),
    day: integer('day').notNull(),
    kind: text('kind').notNull(),
    key: integer('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.processId, t.grain, t.day, t.kind, t.key] })],
);

/**
 * The same instances per UTC day of their start, counted per quarter hour of it (`quarters[0]` from 00:00 to 00:15
 * UTC): the starts per day in any zone a whole number of quarter hours from UTC, from one row per day.
 */
export const wfStartRollup = pgTable(
  'wf_start_rollup',
  {
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    day: integer('day').notNull(),
    quarters: integer('quarters').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.processId, t.day] })],
);

/**
 * The same instances per UTC day (`hours` 24) and per UTC hour (`hours` 1) of their end: how many, the earliest and
 * latest start among them, and their times to finish as a log-bucket histogram. The finish trend per local week
 * reads days, and the hours of a day a week boundary cuts.
 */
export const wfEndRollup = pgTable(
  'wf_end_rollup',
  {
    merchantId: text('merchant_id').notNull(),
    processId: text('process_id').notNull(),
    hours: smallint('hours').notNull(),
    /** The span's number: its first hour (since 1970-01-01 UTC) divided by `hours`. */
    slot: integer('slot').notNull(),
    finished: integer('finished').notNull(),
    firstCreate: bigint('first_create', { mode: 'number' }).notNull(),
    lastCreate: bigint('last_create', { mode: 'number' }).notNull(),
    buckets: smallint('buckets').array().notNull(),
    counts: integer('counts').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.processId, t.hours, t.slot] })],
);
