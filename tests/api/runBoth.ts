import { spawnSync } from 'node:child_process';

/** Runs the API tests on PGlite, then on PostgreSQL when DATABASE_URL is set. */
const run = (kind: 'pglite' | 'postgres') => {
  console.log(`\n=== API tests on ${kind} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, API_DB: kind },
  });
  return result.status ?? 1;
};

let status = run('pglite');
if (process.env.DATABASE_URL) status ||= run('postgres');
else console.log('\nDATABASE_URL is not set: skipping the PostgreSQL run.');
process.exit(status);
