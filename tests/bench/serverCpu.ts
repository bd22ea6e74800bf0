/** CPU figures of `npm run bench:engine`: the PostgreSQL backends of one database, and an optional Node profile. */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type pg from 'pg';

const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** CPU ms used so far by the PostgreSQL backends serving `database` (local server only; 0 when unreadable). */
export const backendCpuMs = async (admin: pg.Client, database: string) => {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    database,
  ]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return (ticks / TICKS) * 1000;
};

/** With BENCH_PROFILE=<file>, a CPU profile of this process until the returned function is called. */
export const startProfile = async () => {
  const file = process.env.BENCH_PROFILE;
  if (!file) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
};

export { loadAverage } from './loadAverage';
