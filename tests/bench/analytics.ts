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
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { freshPostgres } from './benchPostgres';
import { apiBase, getData, timeCalls } from './httpTiming';
import { BIG_FLOW, DAY_MS, seedApplications } from './seedApplications';
import { loadAverage } from './loadAverage';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const FLOWS = 8;

const postgres = () => freshPostgres('bench_analytics');

const benchOne = async (label: string, database: Database, instances: number) => {
  const seededAt = Date.now();
  const now = Date.now();
  const { app, deps } = await buildApp(readConfig({}), { database, logger: false, startWorkers: false });
  try {
    await seedApplications(database, { instances, flows: FLOWS, people: 200 }, now);
    await database.db.execute(sql`analyze`);
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
    const seconds = ((Date.now() - seededAt) / 1000).toFixed(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = apiBase(app);
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'admin',
        password: encryptForLogin(deps.publicKeyPem, 'Admin@12345'),
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const get = (path: string) => getData(base, token, path);
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
      '30d': await timeCalls(SAMPLES, diagnosis('30d')),
      '90d': await timeCalls(SAMPLES, diagnosis('90d')),
    };
    const both = await timeCalls(SAMPLES, (i) => diagnosis(i % 2 ? '90d' : '30d')());
    const drill = await timeCalls(SAMPLES, (i) =>
      get(`/analytics/nodeTasks?processId=${BIG_FLOW}&period=90d&nodeId=n${1 + (i % 6)}`),
    );
    const home = await timeCalls(SAMPLES, () => get('/analytics/home'));
    const year = await timeCalls(Math.max(5, Math.floor(SAMPLES / 6)), () => {
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
    console.log(`  (load average ${loadAverage()} on ${availableParallelism()} CPUs)`);
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
