import { spawnSync } from 'node:child_process';
import { missingForFailover } from './autoFailoverCluster';

/** Runs the failover test (pg_auto_failover: monitor, primary, synchronous standby) where its packages are installed. */
const missing = missingForFailover();
if (missing) {
  console.log(`\nSkipping the failover test: ${missing}.`);
  process.exit(0);
}
console.log('\n=== Failover test: kill -9 of the primary under pg_auto_failover ===');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'failover'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
