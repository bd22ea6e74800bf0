import { spawnSync } from 'node:child_process';

/**
 * Runs the API tests on PGlite, then on PostgreSQL when DATABASE_URL is set; on Node.js 24 when CI provides it
 * (`tests/node/withNode.mjs`), else on the Node.js on PATH.
 */
const run = (kind: 'pglite' | 'postgres') => {
  console.log(`\n=== API tests on ${kind} ===`);
  const args = ['tests/node/withNode.mjs', '24', 'npx', 'vitest', 'run', '--project', 'api'];
  const result = spawnSync('node', args, { stdio: 'inherit', env: { ...process.env, API_DB: kind } });
  return result.status ?? 1;
};

let status = run('pglite');
if (process.env.DATABASE_URL) status ||= run('postgres');
else console.log('\nDATABASE_URL is not set: skipping the PostgreSQL run.');
process.exit(status);
