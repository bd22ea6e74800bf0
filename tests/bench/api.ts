import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp } from './signInOverHttp';

/**
 * `npm run bench:api`: requests/s and p99 latency of GET /getInfo on PGlite and on PostgreSQL, against a bare
 * Fastify route on the same machine. Each server runs in its own process; the load comes from this one.
 * Target: getInfo on PostgreSQL reaches at least 0.25× the bare route's requests/s.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
/** The bare route, the PGlite server and the PostgreSQL server listen on this port and the next two. */
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

const benchGetInfo = async (label: string, env: Record<string, string>, port: number) => {
  const child = startProcess('server/main.ts', { PORT: String(port), ...env });
  child.once('exit', (code) => {
    if (code) console.log(`${label}: the server exited with code ${code}`);
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${ADMIN}/properties/load`);
    const token = await signInOverHttp(base);
    return { label, ...(await load(`${base}${ADMIN}/getInfo`, { authorization: `Bearer ${token}` })) };
  } finally {
    await stop(child);
  }
};

const rows: { label: string; rps: number; p99: number; errors: number }[] = [];

const bare = startProcess('tests/bench/bareServer.ts', { PORT: String(PORT_BASE) });
try {
  await waitFor(`http://127.0.0.1:${PORT_BASE}/bare`);
  rows.push({ label: 'bare Fastify route', ...(await load(`http://127.0.0.1:${PORT_BASE}/bare`)) });
} finally {
  await stop(bare);
}

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
  rows.push(await benchGetInfo('GET /getInfo (PostgreSQL)', { DATABASE_URL: url.toString() }, PORT_BASE + 2));
} catch (error) {
  console.log(`PostgreSQL run skipped: ${(error as Error).message}`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

const bareRps = rows[0]?.rps ?? 1;
console.log(`\n${DURATION_S} s per run, ${CONNECTIONS} connections\n`);
console.log('| endpoint | requests/s | p99 (ms) | errors | × bare |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(1)} | ${row.errors} | ${(row.rps / bareRps).toFixed(2)} |`,
  );
}
const postgres = rows.find((r) => r.label.includes('PostgreSQL'));
if (postgres)
  console.log(
    `\nTarget getInfo on PostgreSQL ≥ 0.25× bare: ${postgres.rps / bareRps >= 0.25 ? 'met' : 'NOT met'}`,
  );
