/** Bulk applications for the analytics benchmarks, written with generate_series SQL (deterministic), not the API. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

export const DAY_MS = 86_400_000;
/** The diagnosed flow. */
export const BIG_FLOW = 'BF-1';

export interface ApplicationShape {
  /** Applications in tenant M001, created evenly over the 365 days before `now`. */
  instances: number;
  /** Flows BF-1…BF-n; BF-1 holds 40 % of the applications, the others share the rest. */
  flows: number;
  /** Handlers of the tasks other than the admin's: `BU1`…`BU<people>` ('Bench person N'). */
  people: number;
  /** Every application has ended by `now` (a long one ends half-way between its start and now). */
  isAllFinished?: boolean;
  /** A task in `ownShare` is the admin's (home page to-dos, a handler's history). */
  ownShare?: number;
}

/**
 * Flows BF-1…BF-n (diagnosis on), then the applications (those whose duration reaches past now are running unless
 * `isAllFinished`), and six handler tasks each on nodes n1…n6 with uneven shares of the duration. A running
 * application waits at one node (its later tasks are open countersign tasks there).
 */
export const seedApplications = async (database: Database, shape: ApplicationShape, now: number) => {
  const { instances, flows, people } = shape;
  const ownShare = shape.ownShare ?? 40;
  // the duration of a long application that must have ended: half the time since its start
  const duration = shape.isAllFinished
    ? sql`case when ct + dur > ${now} then (${now} - ct) / 2 else dur end`
    : sql`dur`;
  // one connection for the seed and the draws, so the same rows come out every run
  await database.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`select setseed(0.18)`);
    await run(sql`
    insert into wf_processes (id, merchant_id, process_name, process_key, process_type, settings, version, is_dirty)
    select 'BF-' || f, 'M001', 'Bench flow ' || f, 'bench_' || f, 'hr', '{"efficiencyDiagnosis": true}'::jsonb, 1, false
    from generate_series(1, ${flows}) f`);
    await run(sql`
    insert into wf_instances (id, merchant_id, process_id, version_id, process_name, process_type, item_name, degree,
      state, create_by, create_by_name, create_time, end_time, version, data)
    select 'BI-' || g, 'M001', flow, flow || '-v1', 'Bench flow', 'hr', 'Bench item ' || g, 1 + g % 3,
      case when ct + dur > ${now} then 0 else (array[1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 5])[1 + g % 11] end,
      'U1002', '张三', ct, case when ct + dur > ${now} then null else ct + dur end, 1, '{}'::json
    from (
      select g, flow, ct, ${duration} as dur
      from (
        select g, case when g % 10 < 4 then ${BIG_FLOW} else 'BF-' || (2 + g % (${flows} - 1)) end as flow,
          ${now} - (g::bigint * ${365 * DAY_MS} / ${instances}) as ct,
          (power(random(), 3) * 20 * ${DAY_MS})::bigint + 60000 as dur
        from generate_series(1, ${instances}) g
      ) drawn
    ) s`);
    await run(sql`
    insert into wf_tasks (id, merchant_id, instance_id, node_id, node_name, task_type, assignee_id, assignee_name,
      task_state, start_time, end_time, version)
    select 'BT-' || n || '-' || k, 'M001', id, 'n' || least(k, at), 'Node ' || least(k, at), 1,
      case when (n + k) % ${ownShare} = 0 then 'U1001' else 'BU' || (1 + (n * 7 + k * 13) % ${people}) end,
      case when (n + k) % ${ownShare} = 0 then '系统管理员' else 'Bench person ' || (1 + (n * 7 + k * 13) % ${people}) end,
      case
        when k >= at and end_time is null then 0
        when k = 6 and state = 2 then 2
        when k = 6 and state = 3 then 5
        when n % 97 = k then 3
        when n % 53 = k then 7
        else 1
      end,
      create_time + span * (array[0, 1, 3, 4, 8, 9, 12])[least(k, at)] / 12,
      case when k >= at and end_time is null then null
        else create_time + span * (array[0, 1, 3, 4, 8, 9, 12])[k + 1] / 12 end,
      1
    from (
      select id, substr(id, 4)::int as n, create_time, end_time, state,
        case when end_time is null then 1 + substr(id, 4)::int % 6 else 7 end as at,
        coalesce(end_time, ${now}) - create_time as span
      from wf_instances where id like 'BI-%'
    ) i cross join generate_series(1, 6) k`);
  });
};
