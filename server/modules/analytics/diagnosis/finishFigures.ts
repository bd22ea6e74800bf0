/**
 * Time to finish over a long history, without sorting hundreds of thousands of rows: each query hashes the period's
 * instances into log buckets (waitHistogram.ts) in one pass over wf_instances_process_idx, and the medians and p90
 * come from the buckets (within ±1 %). Counts stay exact. Used when the nodes' waits come from the rollup.
 */
import { sql } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import { FINISH_BUCKET_BOUNDS } from '@shared/api/modules/analytics';
import type { Db } from '../../../db/database';
import { boundsArray, rowsOf } from '../sqlRows';
import type { InstanceFigures, Scope } from './queries';
import { WaitHistogram, waitBucketSql } from './waitHistogram';

const DAY_MS = 86_400_000;
const finishMs = sql`end_time - create_time`;
const ofPeriod = (s: Scope) => sql`merchant_id = ${s.merchantId} and process_id = ${s.processId}
  and create_time >= ${s.from} and create_time < ${s.to}`;

/** The instance figures and the time-to-finish buckets of FINISH_BUCKET_BOUNDS, from one pass. */
export const estimatedInstanceFigures = async (db: Db, s: Scope) => {
  const rows = await rowsOf<{ state: number; width: number | null; bucket: number | null; n: number }>(
    db,
    sql`select state,
        case when end_time is not null
          then width_bucket((${finishMs})::float8 / 1000, ${sql.raw(boundsArray(FINISH_BUCKET_BOUNDS))}) end as width,
        case when end_time is not null then ${waitBucketSql(finishMs)} end as bucket,
        count(*)::int as n
      from wf_instances where ${ofPeriod(s)}
      group by 1, 2, 3`,
  );
  const count = (state?: number) =>
    rows.filter((row) => state === undefined || row.state === state).reduce((sum, row) => sum + row.n, 0);
  const finishes = new WaitHistogram();
  const widths = new Map<number, number>();
  for (const row of rows) {
    if (row.bucket === null || row.width === null) continue;
    finishes.add([row.bucket], [row.n]);
    widths.set(row.width, (widths.get(row.width) ?? 0) + row.n);
  }
  const figures: InstanceFigures = {
    started: count(),
    finished: finishes.size,
    approved: count(InstanceState.Approved),
    rejected: count(InstanceState.Rejected),
    revoked: count(InstanceState.Revoked),
    terminated: count(InstanceState.Terminated),
    running: count(InstanceState.UnderApproval),
    medianSeconds: finishes.percentile(0.5),
    p90Seconds: finishes.percentile(0.9),
  };
  return { figures, histogram: [...widths].map(([index, n]) => ({ index, count: n })) };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week (`2026-W47`) and its Monday (`2026-11-16`) of a Monday given as days since 1970-01-01. */
export const isoWeekOf = (monday: number) => {
  const thursday = new Date((monday + 3) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((monday + 3 - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  const start = new Date(monday * DAY_MS);
  return {
    week: `${year}-W${pad(week)}`,
    weekStart: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`,
  };
};

/** The median time to finish per ISO week of the end (in the caller's zone), weeks in order. */
export const estimatedFinishPerWeek = async (db: Db, s: Scope) => {
  const shift = s.tzOffset * 60_000;
  // the local day of the end, then its week's Monday (1970-01-01 was a Thursday)
  const rows = await rowsOf<{ monday: number; bucket: number; n: number }>(
    db,
    sql`select day - ((day + 3) % 7) as monday, bucket, count(*)::int as n
      from (
        select floor((end_time + ${shift})::float8 / ${DAY_MS})::int as day, ${waitBucketSql(finishMs)} as bucket
        from wf_instances where ${ofPeriod(s)} and end_time is not null
      ) ended
      group by 1, 2`,
  );
  const weeks = new Map<number, WaitHistogram>();
  for (const row of rows) {
    const week = weeks.get(row.monday) ?? new WaitHistogram();
    week.add([row.bucket], [row.n]);
    weeks.set(row.monday, week);
  }
  return [...weeks]
    .sort((a, b) => a[0] - b[0])
    .map(([monday, finishes]) => ({
      ...isoWeekOf(monday),
      finished: finishes.size,
      medianSeconds: finishes.percentile(0.5) ?? 0,
    }));
};
