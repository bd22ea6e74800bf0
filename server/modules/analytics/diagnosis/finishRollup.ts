/**
 * The instance half of the diagnosis's rollups (`wf_finish_rollup`, server/db/schema/analytics.ts): each refresh pass
 * of waitRollup.ts adds the instances that finished in its range to the counters of their flow and start days, in
 * the pass's transaction and under its mark.
 */
import { sql } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import { FINISH_BUCKET_BOUNDS } from '@shared/api/modules/analytics';
import type { Tx } from '../../../db/database';
import { boundsArray } from '../sqlRows';
import { GRAINS } from './daySpans';
import { DAY_MS } from '../period';
import { waitBucketSql } from './waitHistogram';

export const QUARTER_MS = 900_000;
export const HOUR_MS = 3_600_000;
const QUARTERS_PER_DAY = 96;

/** Time to finish in milliseconds, of a `wf_instances` row aliased `i`. */
const finishMs = sql`(i.end_time - i.create_time)`;

/** The finished instances of a pass: those that ended in [from, to). */
const finishedIn = (from: number, to: number) =>
  sql`i.end_time >= ${from} and i.end_time < ${to} and i.state <> ${InstanceState.UnderApproval}`;

/** Adds the instances that finished in [from, to) to the counters and to the starts per quarter hour. */
export const addFinishes = async (tx: Tx, from: number, to: number) => {
  await addCounters(tx, from, to);
  await addStarts(tx, from, to);
  await addEnds(tx, from, to);
};

/** The counters: `s`, `h` and `b` in every grain. */
const addCounters = (tx: Tx, from: number, to: number) =>
  tx.execute(sql`insert into wf_finish_rollup as r (merchant_id, process_id, grain, day, kind, key, n)
    select i.merchant_id, i.process_id, g.grain,
      (floor(i.create_time::float8 / ${DAY_MS})::int / g.grain) * g.grain as day, k.kind, k.key, count(*)::int
    from wf_instances i
    cross join unnest(${sql.raw(`ARRAY[${GRAINS.join(',')}]`)}::int[]) as g(grain)
    cross join lateral (values
      ('s', i.state),
      ('h', ${waitBucketSql(finishMs)}),
      ('b', width_bucket(${finishMs}::float8 / 1000, ${sql.raw(boundsArray(FINISH_BUCKET_BOUNDS))}))
    ) as k(kind, key)
    where ${finishedIn(from, to)}
    group by 1, 2, 3, 4, 5, 6
    on conflict (merchant_id, process_id, grain, day, kind, key) do update set n = r.n + excluded.n`);

/**
 * The starts per quarter hour of each UTC day (`wf_start_rollup`): the pass's counts as whole arrays of 96, added
 * element by element to a day's row that exists.
 */
const addStarts = (tx: Tx, from: number, to: number) =>
  tx.execute(sql`with fresh as (
      select i.merchant_id, i.process_id, floor(i.create_time::float8 / ${DAY_MS})::int as day,
        ((i.create_time % ${DAY_MS}) / ${QUARTER_MS})::int as quarter, count(*)::int as n
      from wf_instances i
      where ${finishedIn(from, to)}
      group by 1, 2, 3, 4
    )
    insert into wf_start_rollup as r (merchant_id, process_id, day, quarters)
    select d.merchant_id, d.process_id, d.day, array_agg(coalesce(f.n, 0) order by q.quarter)
    from (select distinct merchant_id, process_id, day from fresh) d
    cross join generate_series(0, ${QUARTERS_PER_DAY - 1}) as q(quarter)
    left join fresh f on f.merchant_id = d.merchant_id and f.process_id = d.process_id and f.day = d.day
      and f.quarter = q.quarter
    group by 1, 2, 3
    on conflict (merchant_id, process_id, day) do update set quarters = (
      select array_agg(old.n + new.n order by old.quarter)
      from unnest(r.quarters) with ordinality as old(n, quarter)
      join unnest(excluded.quarters) with ordinality as new(n, quarter) using (quarter)
    )`);

/** The spans of `wf_end_rollup`, in hours. */
const END_SPANS = [24, 1] as const;

/**
 * The ends per UTC day and hour (`wf_end_rollup`): a span's row that exists gets the pass's count added, its first
 * and last start widened and its histogram merged bucket by bucket.
 */
const addEnds = (tx: Tx, from: number, to: number) =>
  tx.execute(sql`with fresh as (
      select i.merchant_id, i.process_id, h.hours,
        floor(i.end_time::float8 / ${HOUR_MS} / h.hours)::int as slot,
        ${waitBucketSql(finishMs)} as bucket, count(*)::int as n,
        min(i.create_time) as first_create, max(i.create_time) as last_create
      from wf_instances i
      cross join unnest(${sql.raw(`ARRAY[${END_SPANS.join(',')}]`)}::int[]) as h(hours)
      where ${finishedIn(from, to)}
      group by 1, 2, 3, 4, 5
    )
    insert into wf_end_rollup as r (merchant_id, process_id, hours, slot, finished, first_create, last_create,
      buckets, counts)
    select merchant_id, process_id, hours, slot, sum(n)::int, min(first_create), max(last_create),
      array_agg(bucket::smallint order by bucket), array_agg(n order by bucket)
    from fresh
    group by 1, 2, 3, 4
    on conflict (merchant_id, process_id, hours, slot) do update set
      finished = r.finished + excluded.finished,
      first_create = least(r.first_create, excluded.first_create),
      last_create = greatest(r.last_create, excluded.last_create),
      (buckets, counts) = (
        select array_agg(bucket order by bucket), array_agg(n order by bucket)
        from (
          select bucket, sum(n)::int as n
          from (
            select * from unnest(r.buckets, r.counts) as a(bucket, n)
            union all
            select * from unnest(excluded.buckets, excluded.counts) as b(bucket, n)
          ) both_parts
          group by bucket
        ) merged
      )`);
