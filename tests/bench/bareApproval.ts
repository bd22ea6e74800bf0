/**
 * The baseline of `npm run bench:engine`: what one approval must do at minimum, over plain `pg` and nothing else.
 * In one transaction: lock the task row (SELECT … FOR UPDATE), mark it handled (version + 1), insert the next task
 * and a timeline row. The task table has the real one's columns and indexes (the to-do list needs them), so each
 * write costs what ours costs at the storage level; the timeline is a narrow table of its own. Statements are named
 * (prepared once per connection), as a careful hand-written loop would do. No HTTP, no sessions, no engine.
 */
import pg from 'pg';

const MERCHANT = 'M_BARE';

const seed = async (client: pg.ClientBase, tasks: number) => {
  await client.query(`create table bare_tasks (like wf_tasks including defaults including constraints including indexes);
    create table bare_timeline (id bigserial primary key, merchant_id text not null, instance_id text not null,
      task_id text not null, action text not null, comment text not null, by_user text not null, at bigint not null);
    create index bare_timeline_instance_idx on bare_timeline (instance_id, merchant_id);`);
  await client.query(
    `insert into bare_tasks (id, merchant_id, instance_id, node_id, node_name, task_type, assignee_id, assignee_name,
       candidate_ids, task_state, start_time, version)
     select 'bt' || n, $1, 'bi' || n, 'a1', 'Approver 1', 1, 'U1003', 'lisi', '["U1003"]', 0, 1700000000000 + n, 1
     from generate_series(1, $2::int) as n`,
    [MERCHANT, tasks],
  );
  await client.query('analyze bare_tasks; analyze bare_timeline');
};

const lock = {
  name: 'bare_lock',
  text: `select id, instance_id, version from bare_tasks where id = $1 and merchant_id = $2 and task_state = 0 for update`,
};
const handle = {
  name: 'bare_handle',
  text: `update bare_tasks set task_state = 1, end_time = $3, comment = $4, handled_by = $5, version = version + 1
    where id = $1 and merchant_id = $2`,
};
const next = {
  name: 'bare_next',
  text: `insert into bare_tasks (id, merchant_id, instance_id, node_id, node_name, task_type, assignee_id, assignee_name,
    candidate_ids, task_state, start_time, version) values ($1, $2, $3, 'a2', 'Approver 2', 1, 'U1004', 'wangwu',
    '["U1004"]', 0, $4, 1)`,
};
const timeline = {
  name: 'bare_timeline',
  text: `insert into bare_timeline (merchant_id, instance_id, task_id, action, comment, by_user, at)
    values ($1, $2, $3, 'approve', $4, $5, $6)`,
};

const approve = async (pool: pg.Pool, taskId: string) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; instance_id: string }>({
      ...lock,
      values: [taskId, MERCHANT],
    });
    const row = rows[0];
    if (!row) throw new Error(`task ${taskId} is not open`);
    const now = Date.now();
    await client.query({ ...handle, values: [taskId, MERCHANT, now, 'ok', 'U1003'] });
    await client.query({ ...next, values: [`${taskId}n`, MERCHANT, row.instance_id, now] });
    await client.query({ ...timeline, values: [MERCHANT, row.instance_id, taskId, 'ok', 'U1003', now] });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** One round of the bare loop: its wall time, failures, latencies and CPU. */
export interface BareRound {
  tasks: number;
  ms: number;
  failures: number;
  latencies: number[];
  /** CPU of this process and of the database's backends (`backendCpuMs`) during the round. */
  nodeCpuMs: number;
  backendCpuMs: number;
}

/**
 * Seeds `tasks` open tasks in the database at `url` and opens the pool (every connection open before any round, as
 * the server's pool is after its warm-up). `round(count)` approves the next `count` tasks, each once, with `clients`
 * concurrent loops; `close()` counts the consistent tasks and drops the tables.
 */
export const openBareApprovals = async (
  url: string,
  options: { clients: number; tasks: number; poolSize: number; backendCpuMs: () => Promise<number> },
) => {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize });
  const setup = await pool.connect();
  try {
    await seed(setup, options.tasks);
  } finally {
    setup.release();
  }
  await Promise.all(Array.from({ length: options.poolSize }, () => pool.connect())).then((clients) =>
    clients.forEach((client) => client.release()),
  );
  let cursor = 0;
  const round = async (count: number): Promise<BareRound> => {
    const ids = Array.from(
      { length: Math.min(count, options.tasks - cursor) },
      (_, i) => `bt${cursor + i + 1}`,
    );
    cursor += ids.length;
    let next = 0;
    let failures = 0;
    const latencies: number[] = [];
    const backendBefore = await options.backendCpuMs();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (next < ids.length) {
          const id = ids[next++] as string;
          const at = performance.now();
          await approve(pool, id).catch(() => (failures += 1));
          latencies.push(performance.now() - at);
        }
      }),
    );
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      tasks: ids.length,
      ms,
      failures,
      latencies,
      nodeCpuMs: (cpu.user + cpu.system) / 1000,
      backendCpuMs: (await options.backendCpuMs()) - backendBefore,
    };
  };
  const close = async () => {
    try {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from bare_tasks t
         where t.node_id = 'a1' and t.task_state = 1 and t.version = 2
           and (select count(*) from bare_tasks n where n.id = t.id || 'n') = 1
           and (select count(*) from bare_timeline l where l.instance_id = t.instance_id) = 1`,
      );
      await pool.query('drop table bare_tasks; drop table bare_timeline');
      return rows[0]?.n ?? 0;
    } finally {
      await pool.end();
    }
  };
  return { round, close };
};
