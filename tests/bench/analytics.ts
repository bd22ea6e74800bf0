/**
 * `npm run bench:analytics`: the efficiency diagnosis and the home page over a big tenant.
 *  - PostgreSQL (a fresh database next to DATABASE_URL's, dropped afterwards): 100,000 instances with 600,000 tasks
 *    in tenant M001, over the last 365 days, in 8 flows; the diagnosed flow holds 40 % of them.
 *  - PGlite (in memory): 10,000 instances with 60,000 tasks, the same shape.
 * Rows are seeded with generate_series SQL, not through the API. Then it prints the p50 and p95 of the diagnosis
 * call (GET /analytics/diagnosis over 30 and 90 days, target p95 ≤ 300 ms on PostgreSQL), of the node drill-down
 * and of the home page call (as a workflow manager), each over HTTP to the server in this process.
 * BENCH_SAMPLES sets the calls per figure (default 60); BENCH_KEEP=1 keeps the PostgreSQL database for a look.
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { freshPostgres } from './benchPostgres';

const ADMIN = '/digital-portal/api/authority/admin';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const DAY_MS = 86_400_000;
const FLOWS = 8;
/** The diagnosed flow. */
const BIG_FLOW = 'BF-1';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const postgres = () => freshPostgres('bench_analytics');

/**
 * Flows BF-1…BF-8 (diagnosis on), `instances` instances over the last 365 days (40 % in BF-1; those whose
 * duration reaches past now are running), and six handler tasks each on nodes n1…n6 with uneven shares of the
 * duration. A running instance waits at one node (its later tasks are open countersign tasks there). One task in 40
 * is the admin's, so the home page has to-dos to count.
 */
const seed = async (database: Database, instances: number, now: number) => {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`select setseed(0.18)`);
  await run(sql`
    insert into wf_processes (id, merchant_id, process_name, process_key, process_type, settings, version, is_dirty)
    select 'BF-' || f, 'M001', 'Bench flow ' || f, 'bench_' || f, 'hr', '{"efficiencyDiagnosis": true}'::jsonb, 1, false
    from generate_series(1, ${FLOWS}) f`);
  await run(sql`
    insert into wf_instances (id, merchant_id, process_id, version_id, process_name, process_type, item_name, degree,
      state, create_by, create_by_name, create_time, end_time, version, data)
    select 'BI-' || g, 'M001', flow, flow || '-v1', 'Bench flow', 'hr', 'Bench item ' || g, 1 + g % 3,
      case when ct + dur > ${now} then 0 else (array[1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 5])[1 + g % 11] end,
      'U1002', '张三', ct, case when ct + dur > ${now} then null else ct + dur end, 1, '{}'::jsonb
    from (
      select g, case when g % 10 < 4 then ${BIG_FLOW} else 'BF-' || (2 + g % (${FLOWS} - 1)) end as flow,
        ${now} - (g::bigint * ${365 * DAY_MS} / ${instances}) as ct,
        (power(random(), 3) * 20 * ${DAY_MS})::bigint + 60000 as dur
      from generate_series(1, ${instances}) g
    ) s`);
  await run(sql`
    insert into wf_tasks (id, merchant_id, instance_id, node_id, node_name, task_type, assignee_id, assignee_name,
      task_state, start_time, end_time, version)
    select 'BT-' || n || '-' || k, 'M001', id, 'n' || least(k, at), 'Node ' || least(k, at), 1,
      case when (n + k) % 40 = 0 then 'U1001' else 'BU' || ((n * 7 + k * 13) % 200) end,
      case when (n + k) % 40 = 0 then '系统管理员' else 'Bench person ' || ((n * 7 + k * 13) % 200) end,
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
  await run(sql`analyze`);
};

const time = async (samples: number, call: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await call(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

const benchOne = async (label: string, database: Database, instances: number) => {
  const seededAt = Date.now();
  const now = Date.now();
  const { app, deps } = await buildApp(readConfig({}), { database, logger: false, startWorkers: false });
  try {
    await seed(database, instances, now);
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
    const seconds = ((Date.now() - seededAt) / 1000).toFixed(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ADMIN}`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'admin',
        password: encryptForLogin(deps.publicKeyPem, 'Admin@12345'),
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const get = async (path: string) => {
      const body = (await (
        await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { code: string; msg: string; data: unknown };
      if (body.code !== '10000') throw new Error(`${path}: ${body.code} ${body.msg}`);
      return body.data as Record<string, unknown>;
    };
    const [counts] = (
      (await database.db.execute(
        sql`select (select count(*) from wf_instances where id like 'BI-%')::int as instances,
          (select count(*) from wf_tasks where id like 'BT-%')::int as tasks,
          (select count(*) from wf_instances where process_id = ${BIG_FLOW})::int as big,
          (select count(*) from wf_instances where process_id = ${BIG_FLOW}
            and create_time >= ${now - 90 * DAY_MS})::int as big90`,
      )) as unknown as { rows: { instances: number; tasks: number; big: number; big90: number }[] }
    ).rows;
    console.log(
      `\n${label}: ${counts?.instances} instances, ${counts?.tasks} tasks seeded in ${seconds} s; ` +
        `flow ${BIG_FLOW} has ${counts?.big} (${counts?.big90} in the last 90 days)`,
    );
    const diagnosis = (period: string) => () =>
      get(`/analytics/diagnosis?processId=${BIG_FLOW}&period=${period}`);
    const figures = {
      '30d': await time(SAMPLES, diagnosis('30d')),
      '90d': await time(SAMPLES, diagnosis('90d')),
    };
    const both = await time(SAMPLES, (i) => diagnosis(i % 2 ? '90d' : '30d')());
    const drill = await time(SAMPLES, (i) =>
      get(`/analytics/nodeTasks?processId=${BIG_FLOW}&period=90d&nodeId=n${1 + (i % 6)}`),
    );
    const home = await time(SAMPLES, () => get('/analytics/home'));
    const year = await time(Math.max(5, Math.floor(SAMPLES / 6)), () => {
      const from = new Date(now - 365 * DAY_MS).toISOString().slice(0, 10);
      const to = new Date(now).toISOString().slice(0, 10);
      return get(`/analytics/diagnosis?processId=${BIG_FLOW}&period=custom&from=${from}&to=${to}`);
    });
    const line = (name: string, f: { p50: number; p95: number }, target = '') =>
      console.log(
        `  ${name.padEnd(34)} p50 ${f.p50.toFixed(1).padStart(7)} ms   p95 ${f.p95.toFixed(1).padStart(7)} ms${target}`,
      );
    const verdict =
      database.kind === 'postgres'
        ? both.p95 <= 300
          ? ' (target ≤ 300 ms: OK)'
          : ' (target ≤ 300 ms: OVER)'
        : '';
    line('diagnosis, 30 and 90 days', both, verdict);
    line('  of which 30 days', figures['30d']);
    line('  of which 90 days', figures['90d']);
    line('diagnosis, 365 days (custom)', year);
    line('node drill-down, 90 days', drill);
    line('home page (workflow manager)', home);
    // the machine's load: latencies on a shared machine grow with it
    console.log(
      `  (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} CPUs)`,
    );
  } finally {
    await app.close();
  }
};

const main = async () => {
  const pgDb = await postgres();
  try {
    await benchOne('PostgreSQL', pgDb.database, Number(process.env.BENCH_INSTANCES ?? 100_000));
  } finally {
    await pgDb.drop();
  }
  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    await benchOne('PGlite', lite, Number(process.env.BENCH_LITE_INSTANCES ?? 10_000));
  } finally {
    await lite.close();
  }
};

await main();
