/**
 * `npm run bench:bigtenant`: one big tenant on PostgreSQL (issue 31 "Big tenants"), in a fresh database next to
 * DATABASE_URL's, dropped afterwards.
 *  - Seeds tenant M001 with generate_series SQL (deterministic): 5,000 organisations in three levels, 100,000 people
 *    who can sign in (staff role, sign-in directory), 1,000,000 finished applications over the last 365 days in 20
 *    flows (the diagnosed flow BF-1 holds 40 %, as in bench:analytics) with six handler tasks each, one task in 400
 *    the admin's. Then 120 applications started through the engine wait for the admin: their open to-dos.
 *  - Measures over HTTP against the server in this process, one call after the other, p50 and p95 beside the goal
 *    (p95 ≤ 300 ms): sign-in (RSA-encrypted password, a different person each time), the admin's to-do list (first
 *    page), the people picker search (bench:picker's searches), the user list with filters, and the efficiency
 *    diagnosis of BF-1 over 365 days (the nodes' waits and the instance figures read from the rollups, which the
 *    seed brings up to date as the server's worker would; the exact queries they replace are timed once beside).
 * BENCH_SAMPLES sets the calls per figure (default 100; the diagnosis a fifth of it, at least 20), BENCH_USERS and
 * BENCH_APPLICATIONS the size; BENCH_KEEP=1 keeps the database, BENCH_REUSE=<database> measures a kept one again
 * (migrated at open, not seeded).
 */
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { DEFAULT_DATABASE_URL, freshPostgres } from './benchPostgres';
import { apiBase, getData, signIn, timeCalls, type Timing } from './httpTiming';
import { PICKER_SEARCHES, seedPeople } from './seedPeople';
import { BIG_FLOW, DAY_MS, seedApplications } from './seedApplications';
import { seedOrganizations, startOpenTodos } from './bigTenantSeed';
import * as diagnosis from '../../server/modules/analytics/diagnosis/queries';
import * as instanceRollup from '../../server/modules/analytics/diagnosis/instanceRollup';
import { catchUpWaitRollup, SETTLE_MS } from '../../server/modules/analytics/diagnosis/waitRollup';
import { loadAverage } from './loadAverage';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const ORGANIZATIONS = 5_000;
const FLOWS = 20;
const OPEN_TODOS = 120;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const GOAL_MS = 300;
/** The diagnosis's queries over the whole period (the node name lookups and the drill-down are left out). */
const PARTS = ['rolledInstanceFigures', 'nodeFigures', 'topHolders'];
/** The exact queries, which a period this long no longer runs: timed once, to show what the rollups save. */
const EXACT_PARTS = [
  'exactNodeFigures',
  'instanceFigures',
  'startedPerDay',
  'finishHistogram',
  'finishPerWeek',
];

const seed = async (database: Database, now: number, publicKeyPem: string, base: string) => {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const started = performance.now();
  await seedOrganizations(run, ORGANIZATIONS);
  const hash = (await run(sql`select password_hash from users where user_id = 'U1002'`)) as unknown as {
    rows: { password_hash: string }[];
  };
  await seedPeople(run, {
    count: USERS,
    idPrefix: 'BU',
    // the people work in the teams, the lowest level
    organizations: sql`(select array_agg('BO' || i) from generate_series(501, ${ORGANIZATIONS}) i)`,
    passwordHash: hash.rows[0]?.password_hash ?? 'x',
    isSignInReady: true,
  });
  const peopleAt = performance.now();
  await seedApplications(
    database,
    { instances: APPLICATIONS, flows: FLOWS, people: USERS, isAllFinished: true, ownShare: 400 },
    now,
  );
  const applicationsAt = performance.now();
  await startOpenTodos(base, publicKeyPem, OPEN_TODOS);
  const rollupAt = performance.now();
  // a year of history arrives at once here: the worker would take it in over its first passes
  const rolledUp = await catchUpWaitRollup(database.db, now + SETTLE_MS, 1_000, 250_000);
  const vacuumAt = performance.now();
  await run(sql`vacuum analyze`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `seeded in ${seconds(performance.now() - started)}: organisations and people ${seconds(peopleAt - started)}, ` +
      `applications ${seconds(applicationsAt - peopleAt)}, to-dos ${seconds(rollupAt - applicationsAt)}, ` +
      `wait rollup of ${rolledUp} finished applications ${seconds(vacuumAt - rollupAt)}, ` +
      `vacuum analyze ${seconds(performance.now() - vacuumAt)}`,
  );
};

const counts = async (database: Database) => {
  const result = (await database.db.execute(sql`
    select (select count(*) from users where merchant_id = 'M001')::int as users,
      (select count(*) from organizations where merchant_id = 'M001')::int as organizations,
      (select count(*) from wf_instances where merchant_id = 'M001' and end_time is not null)::int as finished,
      (select count(*) from wf_tasks where merchant_id = 'M001')::int as tasks,
      (select count(*) from wf_instances where process_id = ${BIG_FLOW})::int as big,
      (select count(*) from wf_tasks where merchant_id = 'M001' and assignee_id = 'U1001' and task_state = 0)::int
        as todos`)) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  console.log(
    `tenant M001: ${row.users} people, ${row.organizations} organisations, ${row.finished} finished applications ` +
      `with ${row.tasks} tasks (flow ${BIG_FLOW}: ${row.big}), the admin has ${row.todos} to-dos`,
  );
};

/** Filters an administrator sets on the user list, over the people as seeded. */
const USER_FILTERS = [
  'userName=picker_12',
  'nickName=' + encodeURIComponent('员工0999'),
  'phonenumber=1390000',
  'status=1',
  'status=0&userName=picker_5',
  'userName=picker&orderByColumn=userName&isAsc=asc',
  'nickName=' + encodeURIComponent('王') + '&pageNum=50',
  'organizeId=BO777',
  'status=2',
];

const measure = async (base: string, publicKeyPem: string, now: number) => {
  const admin = await signIn(base, publicKeyPem, 'admin', 'Admin@12345');
  const staff = await signIn(base, publicKeyPem, 'zhangsan', 'Staff@12345');
  // a different, enabled person each time (one in 50 is disabled), the cipher made before the clock starts
  const signIns = Array.from({ length: SAMPLES + 3 }, (_, i) => `picker_${1 + ((i * 7919) % USERS)}`)
    .filter((name) => Number(name.slice(7)) % 50 !== 0)
    .map((userName) => ({ userName, password: encryptForLogin(publicKeyPem, 'Staff@12345') }));
  const from = new Date(now - 365 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(now).toISOString().slice(0, 10);
  const report = (name: string, { p50, p95 }: Timing) =>
    console.log(
      `  ${name.padEnd(32)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms` +
        `   goal ≤ ${GOAL_MS} ms: ${(p95 / GOAL_MS).toFixed(2)}× the goal ${p95 <= GOAL_MS ? 'OK' : 'OVER'}`,
    );
  report(
    'sign-in',
    await timeCalls(Math.min(SAMPLES, signIns.length - 3), async (i) => {
      const attempt = signIns[i % signIns.length];
      const response = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(attempt),
      });
      const body = (await response.json()) as { code: string; msg: string };
      if (body.code !== '10000') throw new Error(`sign-in: ${body.code} ${body.msg}`);
    }),
  );
  report(
    'to-do list, first page',
    await timeCalls(SAMPLES, () => getData(base, admin, '/jflow/myTask?pageNum=1&limit=10')),
  );
  report(
    'people picker search',
    await timeCalls(SAMPLES, (i) =>
      getData(base, staff, `/form/source/people?limit=20&${PICKER_SEARCHES[i % PICKER_SEARCHES.length]}`),
    ),
  );
  report(
    'user list with filters',
    await timeCalls(SAMPLES, (i) =>
      getData(base, admin, `/user/list?limit=10&${USER_FILTERS[i % USER_FILTERS.length]}`),
    ),
  );
  report(
    'efficiency diagnosis, 365 days',
    await timeCalls(Math.max(20, Math.floor(SAMPLES / 5)), () =>
      getData(base, admin, `/analytics/diagnosis?processId=${BIG_FLOW}&period=custom&from=${from}&to=${to}`),
    ),
  );
};

/**
 * The diagnosis's queries one by one, in this process without HTTP (best of three, sequential), to show where its
 * time goes: the server runs them side by side.
 */
const diagnosisParts = async (database: Database, now: number) => {
  const day = Math.floor(now / DAY_MS);
  const scope = {
    merchantId: 'M001',
    processId: BIG_FLOW,
    from: (day - 364) * DAY_MS,
    to: (day + 1) * DAY_MS,
    now,
    tzOffset: 0,
  };
  const partsOf = (names: string[]) =>
    Object.entries({ ...diagnosis, ...instanceRollup }).filter(([name]) => names.includes(name)) as [
      string,
      (db: Database['db'], s: typeof scope) => Promise<unknown>,
    ][];
  const times: string[] = [];
  for (const [name, query] of partsOf(PARTS)) {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await query(database.db, scope);
      best = Math.min(best, performance.now() - started);
    }
    times.push(`${name} ${best.toFixed(0)} ms`);
  }
  console.log(`    of which, query by query: ${times.join(', ')}`);
  const exact: string[] = [];
  for (const [name, query] of partsOf(EXACT_PARTS)) {
    const started = performance.now();
    await query(database.db, scope);
    exact.push(`${name} ${(performance.now() - started).toFixed(0)} ms`);
  }
  console.log(`    the exact queries the rollups replace, once each: ${exact.join(', ')}`);
};

const openReused = async (name: string) => {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return { database, drop: () => database.close() };
};

const main = async () => {
  const reused = process.env.BENCH_REUSE;
  const { database, drop } = reused ? await openReused(reused) : await freshPostgres('bench_bigtenant');
  const { app, deps } = await buildApp(readConfig({}), { database, logger: false, startWorkers: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = apiBase(app);
    const now = Date.now();
    if (!reused) await seed(database, now, deps.publicKeyPem, base);
    else await catchUpWaitRollup(database.db, now + SETTLE_MS, 1_000, 250_000);
    await counts(database);
    console.log(`\nBig tenant on PostgreSQL, calls one after the other:`);
    await measure(base, deps.publicKeyPem, now);
    await diagnosisParts(database, now);
    // the machine's load: latencies on a shared machine grow with it
    console.log(`  (load average ${loadAverage()} on ${availableParallelism()} CPUs)`);
  } finally {
    await app.close();
    await drop();
  }
};

await main();
