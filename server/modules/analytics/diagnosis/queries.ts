/**
 * The diagnosis in SQL: every figure is computed by the database over the flow's instances started in the period
 * and their handler tasks; medians and p90 with `percentile_cont`. Times are epoch milliseconds in the tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { FINISH_BUCKET_BOUNDS, TOP_HOLDERS, type SlowTaskRow } from '@shared/api/modules/analytics';
import type { Db, Tx } from '../../../db/database';
import { boundsArray, rowsOf } from '../sqlRows';
import { WaitHistogram, waitBucketSql } from './waitHistogram';
import { markSql } from './waitRollup';
import { DAY_MS, dateOfDay, isoWeekOf } from '../period';
import { liveInstances, rolledSpans, wholeDays, type WholeDays } from './rollupParts';
import type { Scope } from './scope';

export type { Scope };

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

/** Exact figures per node, from every handler task of the period's instances. */
export const exactNodeFigures = (db: Db | Tx, s: Scope) =>
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

/**
 * Below this many tasks in the rollup's part of a period, the exact query answers (in well under 300 ms): only long
 * histories of busy flows get estimated percentiles.
 */
export const EXACT_TASK_LIMIT = 50_000;

/**
 * Figures per node for a period whose whole UTC days the wait rollup covers with at least `exactBelow` tasks (a
 * long history), else null (the exact query answers). The rollup's days (instances finished before its mark) plus,
 * read live, the rest: the period's partial days at either end, and the instances still running or finished since
 * the mark. Read in one snapshot, so a refresh committing meanwhile is neither missed nor counted twice. Counts
 * are exact; medians and p90 come from log-bucket histograms (within ±1 %).
 */
export const rolledNodeFigures = (
  db: Db,
  s: Scope,
  exactBelow = EXACT_TASK_LIMIT,
): Promise<NodeRow[] | null> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const days = wholeDays(s);
    const rolled = days ? await rolledWaits(tx, s, days, exactBelow) : [];
    if (!days || rolled.length === 0) return null;
    // the mark as a constant: the planner then sees how few instances finished since
    const live = await liveWaits(tx, s, days, Number(rolled[0]?.mark ?? 0));
    return figuresFromHistograms([...rolled, ...live]);
  });

/** Figures per node, and whether their percentiles are estimates (read from the rollup). */
export const nodeFigures = async (db: Db, s: Scope): Promise<{ nodes: NodeRow[]; approximate: boolean }> => {
  const rolled = await rolledNodeFigures(db, s);
  return rolled
    ? { nodes: rolled, approximate: true }
    : { nodes: await exactNodeFigures(db, s), approximate: false };
};

interface WaitPart {
  nodeId: string;
  tasks: number;
  openTasks: number;
  overtime: number;
  rejections: number;
  fallbacks: number;
  firstStart: string;
  buckets: number[];
  counts: number[];
  mark?: string;
}

/**
 * The rollup's days of the period, added up per node in the database (a few thousand buckets come back); none when
 * they hold fewer than `atLeast` tasks.
 */
const rolledWaits = async (tx: Tx, s: Scope, days: WholeDays, atLeast: number): Promise<WaitPart[]> => {
  const ofPeriod = rolledSpans(s, days);
  const totals = await rowsOf<Omit<WaitPart, 'buckets' | 'counts'>>(
    tx,
    sql`select node_id as "nodeId", sum(tasks)::int as "tasks", 0 as "openTasks", sum(overtime)::int as "overtime",
        sum(rejections)::int as "rejections", sum(fallbacks)::int as "fallbacks",
        min(first_start)::text as "firstStart", ${markSql}::text as mark
      from wf_wait_rollup where ${ofPeriod}
      group by node_id`,
  );
  if (totals.length === 0 || totals.reduce((sum, node) => sum + Number(node.tasks), 0) < atLeast) return [];
  const buckets = await rowsOf<{ nodeId: string; bucket: number; n: number }>(
    tx,
    sql`select node_id as "nodeId", b.bucket::int as bucket, sum(b.n)::int as n
      from wf_wait_rollup cross join lateral unnest(buckets, counts) as b(bucket, n)
      where ${ofPeriod}
      group by 1, 2`,
  );
  return totals.map((total) => {
    const mine = buckets.filter((row) => row.nodeId === total.nodeId);
    return { ...total, buckets: mine.map((row) => row.bucket), counts: mine.map((row) => row.n) };
  });
};

/**
 * The period's tasks the rollup does not hold, as histograms per node: instances started in the partial days at
 * either end, and in the whole days those running (wf_instances_open_idx) or finished since the mark
 * (wf_instances_end_idx).
 */
const liveWaits = (tx: Tx, s: Scope, days: WholeDays, mark: number) =>
  rowsOf<WaitPart>(
    tx,
    sql`select node_id as "nodeId", sum(n)::int as "tasks", sum(open)::int as "openTasks",
        sum(overtime)::int as "overtime", sum(rejections)::int as "rejections", sum(fallbacks)::int as "fallbacks",
        min(first_start)::text as "firstStart",
        array_agg(bucket order by bucket) as "buckets", array_agg(n order by bucket) as "counts"
      from (
        select t.node_id, ${waitBucketSql(sql`greatest(coalesce(t.end_time, ${s.now}) - t.start_time, 0)`)} as bucket,
          count(*)::int as n,
          count(*) filter (where t.task_state = ${TaskState.Processing})::int as open,
          count(*) filter (where t.task_state = ${TaskState.Overtime})::int as overtime,
          count(*) filter (where t.task_state = ${TaskState.Refuse})::int as rejections,
          count(*) filter (where t.task_state = ${TaskState.Fallback})::int as fallbacks,
          min(t.start_time) as first_start
        from (${liveInstances(s, days, mark)}) i
        cross join lateral (
          select node_id, task_state, start_time, end_time from wf_tasks
          where instance_id = i.id and merchant_id = ${s.merchantId} and task_type = ${TaskType.Handler}
          offset 0
        ) t
        group by 1, 2
      ) per_bucket
      group by node_id`,
  );

/** Adds the parts up per node, in the order the nodes were first reached. */
const figuresFromHistograms = (parts: WaitPart[]): NodeRow[] => {
  const nodes = new Map<string, { row: NodeRow; firstStart: number; waits: WaitHistogram }>();
  for (const part of parts) {
    let node = nodes.get(part.nodeId);
    if (!node) {
      node = {
        row: {
          nodeId: part.nodeId,
          tasks: 0,
          openTasks: 0,
          medianWaitSeconds: null,
          p90WaitSeconds: null,
          overtime: 0,
          rejections: 0,
          fallbacks: 0,
        },
        firstStart: Number.POSITIVE_INFINITY,
        waits: new WaitHistogram(),
      };
      nodes.set(part.nodeId, node);
    }
    node.row.tasks += Number(part.tasks);
    node.row.openTasks += Number(part.openTasks);
    node.row.overtime += Number(part.overtime);
    node.row.rejections += Number(part.rejections);
    node.row.fallbacks += Number(part.fallbacks);
    node.firstStart = Math.min(node.firstStart, Number(part.firstStart));
    node.waits.add(part.buckets.map(Number), part.counts.map(Number));
  }
  return [...nodes.values()]
    .sort((a, b) => a.firstStart - b.firstStart || (a.row.nodeId < b.row.nodeId ? -1 : 1))
    .map(({ row, waits }) => ({
      ...row,
      medianWaitSeconds: waits.percentile(0.5),
      p90WaitSeconds: waits.percentile(0.9),
    }));
};

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

/**
 * Finished instances and their median time to finish per local week of their end (weeks start on Monday), counted
 * in day numbers: no date function runs per row.
 */
export const finishPerWeek = async (db: Db, s: Scope) => {
  const weeks = await rowsOf<{ monday: number; finished: number; medianSeconds: number }>(
    db,
    sql`select monday, count(*)::int as "finished",
        percentile_cont(0.5) within group (order by seconds) as "medianSeconds"
      from (
        select day - (day + 3) % 7 as monday, seconds
        from (
          select floor((end_time + ${s.tzOffset * 60_000})::float8 / ${DAY_MS})::int as day,
            ${finishSeconds} as seconds
          from (${instancesIn(s)}) i where end_time is not null
        ) ended
      ) dated
      group by monday order by monday`,
  );
  return weeks.map(({ monday, finished, medianSeconds }) => ({
    week: isoWeekOf(monday),
    weekStart: dateOfDay(monday),
    finished,
    medianSeconds,
  }));
};

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
