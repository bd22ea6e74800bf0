/**
 * The diagnosis's instance figures (states, time to finish and its histogram, starts per day, the finish trend per
 * week) for a period whose whole UTC days the finish rollup covers with a long history: the rollup's counters plus
 * the period's instances it does not hold, read live (rollupParts.ts). Counts are exact; the median and p90 time to
 * finish come from the log-bucket histogram (within ±1 %).
 */
import { sql } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import { FINISH_BUCKET_BOUNDS } from '@shared/api/modules/analytics';
import type { Db, Tx } from '../../../db/database';
import { DAY_MS, dayOfInstant } from '../period';
import { rowsOf } from '../sqlRows';
import { QUARTER_MS } from './finishRollup';
import { liveInstances, rolledSpans, wholeDays, type WholeDays } from './rollupParts';
import { WaitHistogram, waitBucketOf } from './waitHistogram';
import { markSql } from './waitRollup';
import { rolledFinishPerWeek, type WeekRow } from './weekRollup';
import type { InstanceFigures } from './queries';
import type { Scope } from './scope';

/** Below this many finished instances in the rollup's part of a period, the exact queries answer. */
export const EXACT_INSTANCE_LIMIT = 50_000;

export interface RolledInstances {
  figures: InstanceFigures;
  /** Finished instances per bucket of FINISH_BUCKET_BOUNDS (`width_bucket` indexes). */
  histogram: { index: number; count: number }[];
  /** Instances started per local day; null when the zone is not a whole number of quarter hours from UTC. */
  startedPerDay: { day: number; started: number }[] | null;
  /** The finish trend per local week; null when the zone is not a whole number of hours from UTC. */
  finishPerWeek: WeekRow[] | null;
}

/** The finish bucket of a time to finish in seconds, as `width_bucket` gives it. */
const finishBucketOf = (seconds: number) => FINISH_BUCKET_BOUNDS.filter((bound) => bound <= seconds).length;

/** Counters being added up: the rollup's rows and the live instances are counted into the same maps. */
class Tally {
  started = 0;
  readonly states = new Map<number, number>();
  readonly finishes = new WaitHistogram();
  readonly buckets = new Map<number, number>();
  readonly perDay = new Map<number, number>();

  count<K>(map: Map<K, number>, key: K, n: number) {
    map.set(key, (map.get(key) ?? 0) + n);
  }

  figures(): InstanceFigures {
    const of = (state: number) => this.states.get(state) ?? 0;
    const finished = [...this.states.entries()]
      .filter(([state]) => state !== InstanceState.UnderApproval)
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      started: this.started,
      finished,
      approved: of(InstanceState.Approved),
      rejected: of(InstanceState.Rejected),
      revoked: of(InstanceState.Revoked),
      terminated: of(InstanceState.Terminated),
      running: of(InstanceState.UnderApproval),
      medianSeconds: this.finishes.percentile(0.5),
      p90Seconds: this.finishes.percentile(0.9),
    };
  }
}

export const rolledInstanceFigures = (
  db: Db,
  s: Scope,
  exactBelow = EXACT_INSTANCE_LIMIT,
): Promise<RolledInstances | null> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const days = wholeDays(s);
    if (!days) return null;
    const counters = await rowsOf<{ kind: string; key: number; n: number; mark: string }>(
      tx,
      sql`select kind, key, sum(n)::int as n, ${markSql}::text as mark
        from wf_finish_rollup where ${rolledSpans(s, days)}
        group by kind, key`,
    );
    const tally = new Tally();
    for (const { kind, key, n } of counters) {
      if (kind === 's') tally.count(tally.states, key, n);
      else if (kind === 'h') tally.finishes.add([key], [n]);
      else tally.count(tally.buckets, key, n);
    }
    const finished = tally.figures().finished;
    if (counters.length === 0 || finished < exactBelow) return null;
    tally.started = finished;
    const quarterZone = s.tzOffset % 15 === 0;
    if (quarterZone) await addStartsPerDay(tx, s, days, tally);
    const mark = Number(counters[0]?.mark ?? 0);
    await addLive(tx, s, days, mark, tally);
    const finishPerWeek = await rolledFinishPerWeek(tx, s, mark);
    return {
      finishPerWeek,
      figures: tally.figures(),
      histogram: [...tally.buckets.entries()].map(([index, count]) => ({ index, count })),
      startedPerDay: quarterZone
        ? [...tally.perDay.entries()].map(([day, started]) => ({ day, started }))
        : null,
    };
  });

/** The rolled-up instances' starts per local day, from the quarter hours of the whole UTC days (wf_start_rollup). */
const addStartsPerDay = async (tx: Tx, s: Scope, days: WholeDays, tally: Tally) => {
  const rows = await rowsOf<{ day: number; quarters: number[] }>(
    tx,
    sql`select day, quarters from wf_start_rollup
      where merchant_id = ${s.merchantId} and process_id = ${s.processId}
        and day >= ${days.first} and day < ${days.end}`,
  );
  for (const { day, quarters } of rows)
    quarters.forEach((n, quarter) => {
      if (n > 0) tally.count(tally.perDay, dayOfInstant(day * DAY_MS + quarter * QUARTER_MS, s.tzOffset), n);
    });
};

/** The period's instances the rollup does not hold, one by one. */
const addLive = async (tx: Tx, s: Scope, days: WholeDays, mark: number, tally: Tally) => {
  const live = await rowsOf<{ state: number; createTime: number; endTime: number | null }>(
    tx,
    sql`select state, create_time::float8 as "createTime", end_time::float8 as "endTime"
      from (${liveInstances(s, days, mark, sql`state, create_time, end_time`)}) i`,
  );
  for (const { state, createTime, endTime } of live) {
    tally.started += 1;
    tally.count(tally.states, state, 1);
    tally.count(tally.perDay, dayOfInstant(createTime, s.tzOffset), 1);
    if (endTime === null) continue;
    tally.finishes.add([waitBucketOf(endTime - createTime)], [1]);
    tally.count(tally.buckets, finishBucketOf((endTime - createTime) / 1000), 1);
  }
};
