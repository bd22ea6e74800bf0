/**
 * The diagnosis in SQL: every figure is computed by the database over the flow's instances started in the period
 * and their handler tasks; medians and p90 with `percentile_cont`. Times are epoch milliseconds in the tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { FINISH_BUCKET_BOUNDS, TOP_HOLDERS, type SlowTaskRow } from '@shared/api/modules/analytics';
import type { Db } from '../../../db/database';
import { boundsArray, rowsOf } from '../sqlRows';

export interface Scope {
  merchantId: string;
  processId: string;
  from: number;
  to: number;
  /** Open tasks wait until now. */
  now: number;
  /** Minutes east of UTC, for days and weeks. */
  tzOffset: number;
}

/** The flow's instances started in the period (index-only on wf_instances_process_idx). */
const instancesIn = (s: Scope): SQL => sql`
  select id, state, create_time, end_time from wf_instances
  where merchant_id = ${s.merchantId} and process_id = ${s.processId}
    and create_time >= ${s.from} and create_time < ${s.to}`;

/**
 * Their handler tasks, each with its waiting time in seconds. The lateral lookup per instance (kept one by
 * `offset 0`) reads wf_tasks_instance_cover_idx alone; a hash join would scan every task of the tenant.
 */
const tasksIn = (s: Scope): SQL => sql`
  select t.node_id, t.task_state, t.start_time,
    greatest(coalesce(t.end_time, ${s.now}) - t.start_time, 0)::float8 / 1000 as wait
  from (${instancesIn(s)}) i
  cross join lateral (
    select node_id, task_state, start_time, end_time from wf_tasks
    where instance_id = i.id and merchant_id = ${s.merchantId} and task_type = ${TaskType.Handler}
    offset 0
  ) t`;

const finishSeconds = sql`(end_time - create_time)::float8 / 1000`;

export interface InstanceFigures {
  started: number;
  finished: number;
  approved: number;
  rejected: number;
  revoked: number;
  terminated: number;
  running: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export const instanceFigures = async (db: Db, s: Scope): Promise<InstanceFigures> => {
  const [row] = await rowsOf<InstanceFigures>(
    db,
    sql`select count(*)::int as "started",
        count(end_time)::int as "finished",
        count(*) filter (where state = ${InstanceState.Approved})::int as "approved",
        count(*) filter (where state = ${InstanceState.Rejected})::int as "rejected",
        count(*) filter (where state = ${InstanceState.Revoked})::int as "revoked",
        count(*) filter (where state = ${InstanceState.Terminated})::int as "terminated",
        count(*) filter (where state = ${InstanceState.UnderApproval})::int as "running",
        percentile_cont(0.5) within group (order by ${finishSeconds}) filter (where end_time is not null)
          as "medianSeconds",
        percentile_cont(0.9) within group (order by ${finishSeconds}) filter (where end_time is not null)
          as "p90Seconds"
      from (${instancesIn(s)}) i`,
  );
  return row as InstanceFigures;
};

export interface NodeRow {
  nodeId: string;
  tasks: number;
  openTasks: number;
  medianWaitSeconds: number | null;
  p90WaitSeconds: number | null;
  overtime: number;
  rejections: number;
  fallbacks: number;
}

export const nodeFigures = (db: Db, s: Scope) =>
  rowsOf<NodeRow>(
    db,
    sql`select node_id as "nodeId",
        count(*)::int as "tasks",
        count(*) filter (where task_state = ${TaskState.Processing})::int as "openTasks",
        percentile_cont(0.5) within group (order by wait) as "medianWaitSeconds",
        percentile_cont(0.9) within group (order by wait) as "p90WaitSeconds",
        count(*) filter (where task_state = ${TaskState.Overtime})::int as "overtime",
        count(*) filter (where task_state = ${TaskState.Refuse})::int as "rejections",
        count(*) filter (where task_state = ${TaskState.Fallback})::int as "fallbacks"
      from (${tasksIn(s)}) t
      group by node_id
      order by min(start_time), node_id`,
  );

/** The name a node's tasks carry on the latest instance of the period that reached it (a node since removed). */
export const nodeNameOnTasks = async (db: Db, s: Scope, nodeId: string) => {
  const [row] = await rowsOf<{ nodeName: string }>(
    db,
    sql`select t.node_name as "nodeName"
      from (${instancesIn(s)} order by create_time desc) i
      cross join lateral (
        select node_name from wf_tasks
        where instance_id = i.id and merchant_id = ${s.merchantId} and node_id = ${nodeId}
        order by start_time desc limit 1
      ) t
      limit 1`,
  );
  return row?.nodeName ?? nodeId;
};

/** The people holding the most open tasks per node (open tasks only: the partial index wf_tasks_open_node_idx). */
export const topHolders = (db: Db, s: Scope) =>
  rowsOf<{ nodeId: string; userId: string; userName: string; openTasks: number }>(
    db,
    sql`select node_id as "nodeId", assignee_id as "userId", name as "userName", n as "openTasks"
      from (
        select t.node_id, t.assignee_id, max(t.assignee_name) as name, count(*)::int as n,
          row_number() over (partition by t.node_id order by count(*) desc, t.assignee_id) as rank
        from wf_tasks t join wf_instances i on i.id = t.instance_id
        where t.merchant_id = ${s.merchantId} and t.task_state = ${TaskState.Processing}
          and t.task_type = ${TaskType.Handler} and t.assignee_id <> ''
          and i.merchant_id = ${s.merchantId} and i.process_id = ${s.processId}
          and i.create_time >= ${s.from} and i.create_time < ${s.to}
        group by t.node_id, t.assignee_id
      ) held
      where rank <= ${TOP_HOLDERS}
      order by node_id, rank`,
  );

/** Instances started per local day number. */
export const startedPerDay = (db: Db, s: Scope) =>
  rowsOf<{ day: number; started: number }>(
    db,
    sql`select floor((create_time + ${s.tzOffset * 60_000})::float8 / 86400000)::int as "day",
        count(*)::int as "started"
      from (${instancesIn(s)}) i group by 1`,
  );

export const finishPerWeek = (db: Db, s: Scope) =>
  rowsOf<{ week: string; weekStart: string; finished: number; medianSeconds: number }>(
    db,
    sql`select to_char(week, 'IYYY-"W"IW') as "week", to_char(week, 'YYYY-MM-DD') as "weekStart",
        count(*)::int as "finished",
        percentile_cont(0.5) within group (order by seconds) as "medianSeconds"
      from (
        select date_trunc('week', to_timestamp((end_time + ${s.tzOffset * 60_000})::float8 / 1000)
            at time zone 'UTC') as week,
          ${finishSeconds} as seconds
        from (${instancesIn(s)}) i where end_time is not null
      ) ended
      group by week order by week`,
  );

export const finishHistogram = (db: Db, s: Scope) =>
  rowsOf<{ index: number; count: number }>(
    db,
    sql`select width_bucket(${finishSeconds}, ${sql.raw(boundsArray(FINISH_BUCKET_BOUNDS))})::int as "index",
        count(*)::int as "count"
      from (${instancesIn(s)}) i where end_time is not null group by 1`,
  );

/** A node's open tasks on the flow's instances of the period, longest waiting first. */
export const slowestOpenTasks = (db: Db, s: Scope, nodeId: string, limit: number) =>
  rowsOf<SlowTaskRow & { processName: string }>(
    db,
    sql`select t.id as "taskId", t.instance_id as "instanceId", i.item_name as "itemName",
        i.process_name as "processName", i.create_by_name as "createBy", t.assignee_id as "assigneeId", t.assignee_name as "assigneeName",
        t.start_time::float8 as "startTime",
        greatest(${s.now} - t.start_time, 0)::float8 / 1000 as "waitingSeconds"
      from wf_tasks t join wf_instances i on i.id = t.instance_id
      where t.merchant_id = ${s.merchantId} and t.node_id = ${nodeId}
        and t.task_type = ${TaskType.Handler} and t.task_state = ${TaskState.Processing}
        and i.merchant_id = ${s.merchantId} and i.process_id = ${s.processId}
        and i.create_time >= ${s.from} and i.create_time < ${s.to}
      order by t.start_time, t.id
      limit ${limit}`,
  );
