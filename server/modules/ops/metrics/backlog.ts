/**
 * The backlog of the job runners, read from the tables they work on (across every tenant: only counts and ages
 * leave this file, nothing about any tenant):
 * - outbox depth: rows not yet delivered (pending, or being sent), per kind;
 * - per queue, the jobs that are due but held by no runner, and the age of the oldest of them (the lag): outbox
 *   rows whose next attempt came (a 'sending' row whose claim ran out counts again), send-task recipients that are
 *   due or whose lease expired, and scheduled send tasks whose time came but that have not started (timers), and the approval time-limit timers
 *   that are due or whose lease ran out.
 * "Now" is the server's clock for the times it wrote, and the database's for leases, as the runners compare them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';

export interface QueueBacklog {
  queue: 'outbox' | 'send_recipients' | 'send_tasks' | 'approval_timers';
  due: number;
  lagSeconds: number;
}

export interface Backlog {
  outboxDepth: { kind: string; rows: number }[];
  queues: QueueBacklog[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface DueRow {
  queue: QueueBacklog['queue'];
  due: number | string;
  lag: number | string | null;
}

export const readBacklog = async (db: Db, now: Date): Promise<Backlog> => {
  const at = now.toISOString();
  const depth = rowsOf<{ kind: string; rows: number | string }>(
    await db.execute(sql`select kind, count(*)::int as rows from outbox
      where status in ('pending', 'sending') group by kind order by kind`),
  );
  const due = rowsOf<DueRow>(
    await db.execute(sql`
      select 'outbox' as queue, count(*)::int as due,
        extract(epoch from ${at}::timestamptz - min(next_attempt_at))::float8 as lag
        from outbox where status in ('pending', 'sending') and next_attempt_at <= ${at}::timestamptz
      union all
      select 'send_recipients', count(*)::int,
        extract(epoch from max(case when r.status = 'pending' then ${at}::timestamptz - r.next_attempt_at
          else clock_timestamp() - r.lease_until end))::float8
        from send_recipients r join send_tasks t on t.task_id = r.task_id and t.status = 'sending'
        where (r.status = 'pending' and r.next_attempt_at <= ${at}::timestamptz)
          or (r.status = 'sending' and r.lease_until < clock_timestamp())
      union all
      select 'send_tasks', count(*)::int,
        extract(epoch from ${at}::timestamptz - min(send_at))::float8
        from send_tasks where status = 'scheduled' and send_at <= ${at}::timestamptz
      union all
      select 'approval_timers', count(*)::int,
        extract(epoch from max(case when status = 'pending' then ${at}::timestamptz - to_timestamp(due_at / 1000.0)
          else clock_timestamp() - lease_until end))::float8
        from wf_timers
        where (status = 'pending' and due_at <= ${now.getTime()}::bigint)
          or (status = 'running' and lease_until < clock_timestamp())`),
  );
  return {
    outboxDepth: depth.map((row) => ({ kind: row.kind, rows: Number(row.rows) })),
    queues: due.map((row) => ({
      queue: row.queue,
      due: Number(row.due),
      lagSeconds: Math.max(0, Number(row.lag ?? 0)),
    })),
  };
};
