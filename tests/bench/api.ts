import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp } from './signInOverHttp';

/**
 * `npm run bench:api`: requests/s and p99 latency of GET /getInfo on PGlite and on PostgreSQL, against bare Fastify
 * routes on the same machine (bareServer.ts). The headline is getInfo on PostgreSQL ÷ a bare route that reads the same
 * rows from the same database by the same statements, through the same driver (goal ≥ 0.6); a bare route answering
 * a constant is printed beside it for context. Each server runs in its own process; the load comes from this one.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const GOAL = 0.6;
const CONNECTIONS = 32;
/** The bare routes, the PGlite server and the PostgreSQL server listen on this port and the next two. */
const PORT_BASE = Number(process.env.BENCH_API_PORT ?? 8390);
const ADMIN = '/digital-portal/api/authority/admin';

const waitFor = async (url: string, seconds = 120) => {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
};

const startProcess = (script: string, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const load = async (url: string, headers: Record<string, string> = {}) => {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const benchGetInfo = async (
  label: string,
  env: Record<string, string>,
  port: number,
): Promise<Row & { token: string }> => {
  const child = startProcess('server/main.ts', { PORT: String(port), ...env });
  child.once('exit', (code) => {
    if (code) console.log(`${label}: the server exited with code ${code}`);
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${ADMIN}/properties/load`);
    const token = await signInOverHttp(base);
    return { label, token, ...(await load(`${base}${ADMIN}/getInfo`, { authorization: `Bearer ${token}` })) };
  } finally {
    await stop(child);
  }
};

interface Row {
  label: string;
  rps: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];

/** Loads the bare routes (`paths`, with `headers`) of one bare server process reading `databaseUrl` if given. */
const benchBare = async (
  paths: { label: string; path: string }[],
  env: Record<string, string>,
  headers: Record<string, string> = {},
) => {
  const bare = startProcess('tests/bench/bareServer.ts', { PORT: String(PORT_BASE), ...env });
  try {
    await waitFor(`http://127.0.0.1:${PORT_BASE}/bare`);
    for (const { label, path } of paths)
      rows.push({ label, ...(await load(`http://127.0.0.1:${PORT_BASE}${path}`, headers)) });
  } finally {
    await stop(bare);
  }
};

await benchBare([{ label: 'bare Fastify route, constant answer', path: '/bare' }], { DATABASE_URL: '' });

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
try {
  rows.push(
    await benchGetInfo('GET /getInfo (PGlite)', { DATA_DIR: pgliteDir, DATABASE_URL: '' }, PORT_BASE + 1),
  );
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const { token, ...ours } = await benchGetInfo(
    'GET /getInfo (PostgreSQL)',
    { DATABASE_URL: url.toString() },
    PORT_BASE + 2,
  );
  rows.push(ours);
  // the same database, now migrated and seeded, and the session our server made
  await benchBare(
    [{ label: 'bare route reading the rows getInfo reads (PostgreSQL)', path: '/bare/getInfo' }],
    { DATABASE_URL: url.toString() },
    { authorization: `Bearer ${token}` },
  );
} catch (error) {
  console.log(`PostgreSQL run skipped: ${(error as Error).message}`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

const constantRps = rows[0]?.rps ?? 1;
const postgres = rows.find((r) => r.label === 'GET /getInfo (PostgreSQL)');
const bareReads = rows.find((r) => r.label.startsWith('bare route reading'));
console.log(
  `\n${DURATION_S} s per run, ${CONNECTIONS} connections, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}\n`,
);
console.log('| endpoint | requests/s | p99 (ms) | errors | × constant bare route |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(1)} | ${row.errors} | ${(row.rps / constantRps).toFixed(2)} |`,
  );
}
if (postgres && bareReads) {
  const ratio = postgres.rps / bareReads.rps;
  console.log(
    `\ngetInfo on PostgreSQL ÷ bare route reading the same rows: ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'met' : 'NOT met'}`,
  );
}
