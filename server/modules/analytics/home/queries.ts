/** The home page in SQL: the caller's to-dos and applications, and the tenant's open work per flow. */
import { sql, type SQL } from 'drizzle-orm';
import { InstanceState, TaskState } from '@shared/approval/states';
import { TODO_AGE_BOUNDS, type FlowLoadRow, type TodoItemRow } from '@shared/api/modules/analytics';
import type { Db } from '../../../db/database';
import { isTodoOf } from '../../approval/tasks/todoRule';
import { boundsArray, rowsOf } from '../sqlRows';

export interface Caller {
  merchantId: string;
  userId: string;
  now: number;
}

/** The caller's to-dos, by the to-do list's own rule (`isTodoOf`). */
const myTodos = (c: Caller): SQL => sql`
  select id, instance_id, node_name, start_time,
    greatest(${c.now} - start_time, 0)::float8 / 1000 as waiting
  from wf_tasks
  where merchant_id = ${c.merchantId} and ${isTodoOf(c.userId)}`;

export const todoByDegree = (db: Db, c: Caller) =>
  rowsOf<{ degree: number; count: number }>(
    db,
    sql`select i.degree as "degree", count(*)::int as "count"
      from (${myTodos(c)}) t join wf_instances i on i.id = t.instance_id and i.merchant_id = ${c.merchantId}
      group by i.degree order by i.degree desc`,
  );

export const todoByAge = (db: Db, c: Caller) =>
  rowsOf<{ index: number; count: number }>(
    db,
    sql`select width_bucket(waiting, ${sql.raw(boundsArray(TODO_AGE_BOUNDS))})::int as "index",
        count(*)::int as "count"
      from (${myTodos(c)}) t join wf_instances i on i.id = t.instance_id and i.merchant_id = ${c.merchantId}
      group by 1`,
  );

export const oldestTodos = (db: Db, c: Caller, limit: number) =>
  rowsOf<TodoItemRow>(
    db,
    sql`select t.id as "taskId", t.instance_id as "instanceId", i.process_id as "processId",
        i.process_name as "processName", i.item_name as "itemName", t.node_name as "nodeName",
        i.degree as "degree", i.create_by_name as "createBy", t.start_time::float8 as "startTime",
        t.waiting as "waitingSeconds"
      from (${myTodos(c)}) t join wf_instances i on i.id = t.instance_id and i.merchant_id = ${c.merchantId}
      order by t.start_time, t.id
      limit ${limit}`,
  );

export const applicationsByState = (db: Db, c: Caller) =>
  rowsOf<{ state: number; count: number }>(
    db,
    sql`select state as "state", count(*)::int as "count" from wf_instances
      where merchant_id = ${c.merchantId} and create_by = ${c.userId}
      group by state`,
  );

/** Open instances per flow of the tenant, named as the flow is named now. */
export const openPerFlow = (db: Db, merchantId: string) =>
  rowsOf<Omit<FlowLoadRow, 'overtimeTasks'>>(
    db,
    sql`select o.process_id as "processId", coalesce(p.process_name, o.name) as "processName",
        o.n as "openInstances"
      from (
        select process_id, max(process_name) as name, count(*)::int as n from wf_instances
        where merchant_id = ${merchantId} and state = ${InstanceState.UnderApproval}
        group by process_id
      ) o
      left join wf_processes p on p.id = o.process_id and p.merchant_id = ${merchantId}`,
  );

/** Overtime tasks (state 3, or open and past their time limit) on open instances, per flow. */
export const overtimePerFlow = (db: Db, merchantId: string) =>
  rowsOf<{ processId: string; count: number }>(
    db,
    sql`select i.process_id as "processId", count(*)::int as "count"
      from wf_tasks t join wf_instances i on i.id = t.instance_id
      where t.merchant_id = ${merchantId}
        and (t.task_state = ${TaskState.Overtime} or (t.task_state = ${TaskState.Processing} and t.overdue_at is not null))
        and i.merchant_id = ${merchantId} and i.state = ${InstanceState.UnderApproval}
      group by i.process_id`,
  );
