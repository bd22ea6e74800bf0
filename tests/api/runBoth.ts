import { spawnSync } from 'node:child_process';

/**
 * Runs the API tests on PGlite, then on PostgreSQL when DATABASE_URL is set. When CI provides the Node.js LTS lines
 * (`tests/node/withNode.mjs`), the PGlite pass runs on Node.js 22 and the PostgreSQL pass on Node.js 24; elsewhere
 * both run on the Node.js on PATH.
 */
const NODE_LINE = { pglite: '22', postgres: '24' } as const;

const run = (kind: 'pglite' | 'postgres') => {
  console.log(`\n=== API tests on ${kind} ===`);
  const args = ['tests/node/withNode.mjs', NODE_LINE[kind], 'npx', 'vitest', 'run', '--project', 'api'];
  const result = spawnSync('node', args, { stdio: 'inherit', env: { ...process.env, API_DB: kind } });
  return result.status ?? 1;
};

let status = run('pglite');
if (process.env.DATABASE_URL) status ||= run('postgres');
else console.log('\nDATABASE_URL is not set: skipping the PostgreSQL run.');
process.exit(status);
