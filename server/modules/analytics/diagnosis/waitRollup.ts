/**
 * Keeps the diagnosis's rollups (server/db/schema/analytics.ts), over the instances that finished before the mark:
 * `wf_wait_rollup`, each flow's handler-task waits per node and per span of UTC days of the instances' start (each
 * grain of `GRAINS`), and `wf_finish_rollup`, the instances' own counters (finishRollup.ts). A finished instance and
 * its handler tasks no longer change (but for a void, which its trigger moves), so a day's rows are final until
 * another instance of that day finishes.
 *
 * Each pass moves the mark forward over the instances that finished since (at most `BATCH` of them, found through
 * wf_instances_end_idx) and adds them and their tasks to the rows of their flow and day, in one transaction with
 * the mark: nothing is read twice, whatever the history's size.
 * The mark stays `SETTLE_MS` behind the clock, so a transaction still writing an older end time cannot be missed.
 */
import { sql } from 'drizzle-orm';
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import type { Db } from '../../../db/database';
import type { AppDeps } from '../../../http/context';
import { startPeriodic } from '../../approval/periodic';
import { rowsOf } from '../sqlRows';
import { GRAINS } from './daySpans';
import { waitBucketSql } from './waitHistogram';
import { addFinishes } from './finishRollup';
import { DAY_MS } from '../period';

export const WAIT_ROLLUP = 'wait_rollup';
/** How far behind the clock the mark stays. */
export const SETTLE_MS = 5 * 60_000;
/** Finished instances taken in per pass at most (a first pass over years of history goes in steps). */
const BATCH = 20_000;

/** The rollup's mark: every instance that finished before it is in the rollup (0: none is). */
export const markSql = sql`coalesce((select mark from analytics_marks where name = ${WAIT_ROLLUP}), 0)`;

/**
 * One pass at `now` (ms): answers how many finished instances it took in (0 when the rollup was up to date, or
 * another instance was refreshing it).
 */
export const refreshWaitRollup = async (db: Db, now: number, batch = BATCH): Promise<number> =>
  db.transaction(async (tx) => {
    const [locked] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${WAIT_ROLLUP})) as "locked"`,
    );
    if (!locked?.locked) return 0;
    const target = now - SETTLE_MS;
    const [range] = await rowsOf<{ from: string; batchEnd: string | null }>(
      tx,
      sql`with m as (select ${markSql} as mark)
        select m.mark::text as "from",
          (select end_time from wf_instances
            where end_time >= m.mark and end_time < ${target}
            order by end_time offset ${batch} limit 1)::text as "batchEnd"
        from m`,
    );
    const from = Number(range?.from ?? 0);
    if (from >= target) return 0;
    // a batch ends before the first end time it leaves out, so instances finishing at one moment go in together
    const batchEnd =
      range?.batchEnd === null || range?.batchEnd === undefined ? target : Number(range.batchEnd);
    // more than a batch finished at the very moment of the mark: take that moment whole
    const to = Math.max(batchEnd, from + 1);
    // The instances that finished in [from, to) add their tasks to their (flow, day, node) rows: the rows they meet
    // are read out and written back with the new counts (deleted and inserted in one statement).
    await tx.execute(sql`with fresh as (
        select i.merchant_id, i.process_id, g.grain,
          (floor(i.create_time::float8 / ${DAY_MS})::int / g.grain) * g.grain as day, t.node_id,
          ${waitBucketSql(sql`t.end_time - t.start_time`)} as bucket,
          count(*)::int as n,
          count(*) filter (where t.task_state = ${TaskState.Overtime})::int as overtime,
          count(*) filter (where t.task_state = ${TaskState.Refuse})::int as rejections,
          count(*) filter (where t.task_state = ${TaskState.Fallback})::int as fallbacks,
          min(t.start_time) as first_start
        from wf_instances i
        cross join lateral (
          select node_id, task_state, start_time, end_time from wf_tasks
          where instance_id = i.id and merchant_id = i.merchant_id and task_type = ${TaskType.Handler}
            and end_time is not null
          offset 0
        ) t
        cross join unnest(${sql.raw(`ARRAY[${GRAINS.join(',')}]`)}::int[]) as g(grain)
        where i.end_time >= ${from} and i.end_time < ${to} and i.state <> ${InstanceState.UnderApproval}
        group by 1, 2, 3, 4, 5, 6
      ),
      old as (
        delete from wf_wait_rollup r
        using (select distinct merchant_id, process_id, grain, day, node_id from fresh) k
        where r.merchant_id = k.merchant_id and r.process_id = k.process_id and r.grain = k.grain
          and r.day = k.day and r.node_id = k.node_id
        returning r.*
      ),
      totals as (
        select merchant_id, process_id, grain, day, node_id, sum(n) as tasks, sum(overtime) as overtime,
          sum(rejections) as rejections, sum(fallbacks) as fallbacks, min(first_start) as first_start
        from (
          select merchant_id, process_id, grain, day, node_id, n, overtime, rejections, fallbacks, first_start
          from fresh
          union all
          select merchant_id, process_id, grain, day, node_id, tasks, overtime, rejections, fallbacks, first_start
          from old
        ) both_parts
        group by 1, 2, 3, 4, 5
      ),
      histograms as (
        select merchant_id, process_id, grain, day, node_id,
          array_agg(bucket::smallint order by bucket) as buckets, array_agg(n::int order by bucket) as counts
        from (
          select merchant_id, process_id, grain, day, node_id, bucket, sum(n) as n
          from (
            select merchant_id, process_id, grain, day, node_id, bucket, n from fresh
            union all
            select o.merchant_id, o.process_id, o.grain, o.day, o.node_id, b.bucket, b.n
            from old o cross join lateral unnest(o.buckets, o.counts) as b(bucket, n)
          ) both_parts
          group by 1, 2, 3, 4, 5, 6
        ) per_bucket
        group by 1, 2, 3, 4, 5
      )
      insert into wf_wait_rollup (merchant_id, process_id, grain, day, node_id, tasks, overtime, rejections,
        fallbacks, first_start, buckets, counts)
      select t.merchant_id, t.process_id, t.grain, t.day, t.node_id, t.tasks, t.overtime, t.rejections,
        t.fallbacks, t.first_start, h.buckets, h.counts
      from totals t join histograms h using (merchant_id, process_id, grain, day, node_id)`);
    await addFinishes(tx, from, to);
    await tx.execute(sql`insert into analytics_marks (name, mark) values (${WAIT_ROLLUP}, ${to})
      on conflict (name) do update set mark = excluded.mark`);
    const [taken] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from wf_instances where end_time >= ${from} and end_time < ${to}`,
    );
    return taken?.n ?? 0;
  });

/** Passes until the rollup is up to date (or `maxPasses` ran); answers the instances taken in. */
export const catchUpWaitRollup = async (
  db: Db,
  now: number,
  maxPasses = 50,
  batch = BATCH,
): Promise<number> => {
  let total = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    const taken = await refreshWaitRollup(db, now, batch);
    if (taken === 0) break;
    total += taken;
  }
  return total;
};

/** Brings the rollup up to date every `intervalMs` (every instance may run it: one at a time takes a pass). */
export const startWaitRollupWorker = (deps: AppDeps, intervalMs = 60_000) =>
  startPeriodic(() => catchUpWaitRollup(deps.db, deps.now().getTime(), 10), intervalMs);
