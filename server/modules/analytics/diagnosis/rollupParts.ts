/**
 * How a period splits between the rollups and the live tables: the rollups hold the instances started in the
 * period's whole UTC days that finished before the mark; everything else of the period is read live.
 */
import { sql, type SQL } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import { DAY_MS } from '../period';
import { spansOf } from './daySpans';
import type { Scope } from './scope';

export interface WholeDays {
  /** The first whole UTC day (days since 1970-01-01). */
  first: number;
  /** The day after the last one. */
  end: number;
}

/** The whole UTC days inside the period, if any. */
export const wholeDays = (s: Scope): WholeDays | null => {
  const first = Math.ceil(s.from / DAY_MS);
  const end = Math.floor(s.to / DAY_MS);
  return first < end ? { first, end } : null;
};

/** The rollup rows of a flow that hold the whole days (a few dozen spans for a year). */
export const rolledSpans = (s: Scope, days: WholeDays): SQL => {
  const spans = spansOf(days.first, days.end);
  return sql`merchant_id = ${s.merchantId} and process_id = ${s.processId}
    and (grain, day) in (select * from unnest(
      ${sql.raw(`ARRAY[${spans.map((span) => span.grain).join(',')}]`)}::smallint[],
      ${sql.raw(`ARRAY[${spans.map((span) => span.day).join(',')}]`)}::int[]))`;
};

/**
 * The period's instances the rollups do not hold (columns of `wf_instances`): those started in the partial days at
 * either end, and in the whole days those running (wf_instances_open_idx) or finished since the mark
 * (wf_instances_end_idx).
 */
export const liveInstances = (s: Scope, days: WholeDays, mark: number, columns = sql`id`): SQL => {
  const wholeFrom = days.first * DAY_MS;
  const wholeTo = days.end * DAY_MS;
  const inFlow = sql`merchant_id = ${s.merchantId} and process_id = ${s.processId}`;
  return sql`select ${columns} from wf_instances where ${inFlow}
      and create_time >= ${s.from} and create_time < ${Math.max(s.from, wholeFrom)}
    union all
    select ${columns} from wf_instances where ${inFlow}
      and create_time >= ${Math.min(s.to, wholeTo)} and create_time < ${s.to}
    union all
    select ${columns} from wf_instances where ${inFlow} and state = ${InstanceState.UnderApproval}
      and create_time >= ${wholeFrom} and create_time < ${wholeTo}
    union all
    select ${columns} from wf_instances where ${inFlow} and state <> ${InstanceState.UnderApproval}
      and end_time >= ${mark} and create_time >= ${wholeFrom} and create_time < ${wholeTo}`;
};
