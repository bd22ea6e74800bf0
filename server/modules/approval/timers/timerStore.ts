/**
 * The durable timers of time-limited tasks: written beside the task rows (same transaction), claimed by any
 * server instance, marked done once their action ran. Timestamps `due_at` are the server clock's ms, as the
 * engine's deadlines are; leases are on the database's clock, as the send-task runner's are.
 */
import { sql } from 'drizzle-orm';
import { TaskState, TaskType } from '@shared/approval/states';
import type { Db, Tx } from '../../../db/database';
import { wfTimers } from '../../../db/schema';
import type { EngineTask } from '../../../engine';

export type TimerKind = 'reminder' | 'expiry';

export interface ClaimedTimer {
  id: string;
  merchantId: string;
  taskId: string;
  kind: TimerKind;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The timers of the tasks this step opened (a task made with a deadline gets them once: ids are fixed). */
export const writeTimers = async (tx: Tx, merchantId: string, instanceId: string, tasks: EngineTask[]) => {
  const rows = tasks.flatMap((task) => {
    if (
      task.dueAt === undefined ||
      task.taskType !== TaskType.Handler ||
      task.taskState !== TaskState.Processing
    )
      return [];
    if (task.overdueAt !== undefined) return [];
    const base = { merchantId, instanceId, taskId: task.id };
    const expiry = { ...base, id: `${task.id}:expiry`, kind: 'expiry', dueAt: task.dueAt };
    if (task.remindAt === undefined || task.remindedAt !== undefined) return [expiry];
    return [{ ...base, id: `${task.id}:reminder`, kind: 'reminder', dueAt: task.remindAt }, expiry];
  });
  if (rows.length > 0) await tx.insert(wfTimers).values(rows).onConflictDoNothing();
};

/**
 * Takes up to `limit` timers that are due (or whose lease ran out) for `owner`: FOR UPDATE SKIP LOCKED, so
 * instances claiming at the same moment take different rows and never wait for each other.
 */
export const claimTimers = async (
  db: Db,
  request: { owner: string; now: number; limit: number; leaseMs: number },
): Promise<ClaimedTimer[]> =>
  rowsOf<ClaimedTimer>(
    await db.execute(sql`with due as (
        select id, merchant_id from wf_timers
        where (status = 'pending' and due_at <= ${request.now}::bigint)
          or (status = 'running' and lease_until < clock_timestamp())
        order by due_at
        limit ${request.limit}::integer
        for update skip locked)
      update wf_timers t set status = 'running', lease_owner = ${request.owner},
        lease_until = clock_timestamp() + ${request.leaseMs}::integer * interval '1 millisecond',
        attempts = t.attempts + 1
      from due where t.id = due.id and t.merchant_id = due.merchant_id
      returning t.id, t.merchant_id as "merchantId", t.task_id as "taskId", t.kind`),
  );

/** Marks a timer done while `owner` still holds it (a lease taken over meanwhile is left to its new owner). */
export const finishTimer = async (db: Db, timer: ClaimedTimer, owner: string, outcome: string) => {
  await db.execute(sql`update wf_timers set status = 'done', outcome = ${outcome}, lease_until = null
    where id = ${timer.id} and merchant_id = ${timer.merchantId} and lease_owner = ${owner} and status = 'running'`);
};
