/**
 * The finish trend per local week (finished instances and their median time to finish, by the week of their end)
 * for a period the rollups cover: the end rollup's days, and the hours of each day a week boundary cuts; less the
 * rolled-up instances started outside the period (a row's first and last start tell whether it holds any); plus the
 * period's instances that finished since the mark. Counts are exact, medians within ±1 %.
 */
import { sql } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import type { Tx } from '../../../db/database';
import { DAY_MS, dateOfDay, dayOfInstant, isoWeekOf, mondayOf } from '../period';
import { rowsOf } from '../sqlRows';
import { HOUR_MS } from './finishRollup';
import type { Scope } from './scope';
import { WaitHistogram, waitBucketOf } from './waitHistogram';

export interface WeekRow {
  week: string;
  weekStart: string;
  finished: number;
  medianSeconds: number;
}

interface EndRow {
  hours: number;
  slot: number;
  finished: number;
  firstCreate: number;
  lastCreate: number;
  buckets: number[];
  counts: number[];
}

/** Per local week (its Monday's day number): finished instances and their times to finish. */
class Weeks {
  private readonly weeks = new Map<number, { finished: number; finishes: WaitHistogram }>();

  constructor(private readonly tzOffset: number) {}

  add(at: number, finished: number, buckets: number[], counts: number[]) {
    const monday = mondayOf(dayOfInstant(at, this.tzOffset));
    let week = this.weeks.get(monday);
    if (!week) this.weeks.set(monday, (week = { finished: 0, finishes: new WaitHistogram() }));
    week.finished += finished;
    week.finishes.add(buckets, counts);
  }

  /** One instance in (sign 1) or out (sign -1). */
  addOne(createTime: number, endTime: number, sign: 1 | -1) {
    this.add(endTime, sign, [waitBucketOf(endTime - createTime)], [sign]);
  }

  rows(): WeekRow[] {
    return [...this.weeks.entries()]
      .filter(([, week]) => week.finished > 0)
      .sort((a, b) => a[0] - b[0])
      .map(([monday, week]) => ({
        week: isoWeekOf(monday),
        weekStart: dateOfDay(monday),
        finished: week.finished,
        // a week with finished instances has their times in its histogram
        medianSeconds: week.finishes.percentile(0.5) ?? 0,
      }));
  }
}

/** The UTC days in [first, end) that a local week boundary (Monday 00:00 in the zone) falls inside. */
const daysCutByWeeks = (first: number, end: number, tzOffset: number): number[] => {
  const cut: number[] = [];
  if ((tzOffset * 60_000) % DAY_MS === 0) return cut;
  for (let day = first; day < end; day++) {
    const last = dayOfInstant((day + 1) * DAY_MS - 1, tzOffset);
    if (last !== dayOfInstant(day * DAY_MS, tzOffset) && mondayOf(last) === last) cut.push(day);
  }
  return cut;
};

/** Null when the zone is not a whole number of hours from UTC (the exact query answers). */
export const rolledFinishPerWeek = async (tx: Tx, s: Scope, mark: number): Promise<WeekRow[] | null> => {
  if (s.tzOffset % 60 !== 0) return null;
  const weeks = new Weeks(s.tzOffset);
  const inFlow = sql`merchant_id = ${s.merchantId} and process_id = ${s.processId}`;
  const first = Math.floor(s.from / DAY_MS);
  const end = Math.floor((Math.max(mark, s.from) - 1) / DAY_MS) + 1;
  const cut = daysCutByWeeks(first, end, s.tzOffset);
  const cutArray = sql.raw(`ARRAY[${cut.join(',')}]::int[]`);
  const rows = await rowsOf<EndRow>(
    tx,
    sql`select hours, slot, finished, first_create::float8 as "firstCreate", last_create::float8 as "lastCreate",
        buckets, counts
      from wf_end_rollup
      where ${inFlow} and (
        (hours = 24 and slot >= ${first} and slot < ${end} and slot <> all(${cutArray}))
        or (hours = 1 and slot >= ${first * 24} and slot < ${end * 24} and slot / 24 = any(${cutArray})))`,
  );
  let firstCreate = Number.POSITIVE_INFINITY;
  let lastCreate = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    weeks.add(row.slot * row.hours * HOUR_MS, row.finished, row.buckets, row.counts);
    firstCreate = Math.min(firstCreate, row.firstCreate);
    lastCreate = Math.max(lastCreate, row.lastCreate);
  }
  // rolled-up instances started before or after the period: out again
  const outside = await rowsOf<{ createTime: number; endTime: number }>(
    tx,
    sql`select create_time::float8 as "createTime", end_time::float8 as "endTime" from wf_instances
      where ${inFlow} and state <> ${InstanceState.UnderApproval} and end_time >= ${first * DAY_MS}
        and end_time < ${mark}
        and ((create_time >= ${Math.min(firstCreate, s.from)} and create_time < ${s.from})
          or (create_time >= ${s.to} and create_time <= ${Math.max(lastCreate, s.to)}))`,
  );
  for (const { createTime, endTime } of outside) weeks.addOne(createTime, endTime, -1);
  // the period's instances that finished since the mark (wf_instances_end_idx)
  const live = await rowsOf<{ createTime: number; endTime: number }>(
    tx,
    sql`select create_time::float8 as "createTime", end_time::float8 as "endTime" from wf_instances
      where ${inFlow} and state <> ${InstanceState.UnderApproval} and end_time >= ${mark}
        and create_time >= ${s.from} and create_time < ${s.to}`,
  );
  for (const { createTime, endTime } of live) weeks.addOne(createTime, endTime, 1);
  return weeks.rows();
};
