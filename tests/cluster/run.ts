import { spawnSync } from 'node:child_process';

/** Runs the cluster test (three instances behind HAProxy) on the PostgreSQL named by DATABASE_URL. */
if (!process.env.DATABASE_URL) {
  console.log('\nDATABASE_URL is not set: skipping the cluster test (it needs PostgreSQL).');
  process.exit(0);
}
console.log('\n=== Cluster test: three instances behind HAProxy on PostgreSQL ===');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'cluster'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
