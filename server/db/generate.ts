import { spawnSync } from 'node:child_process';
import { mkdirSync, rmdirSync } from 'node:fs';

/**
 * `npm run db:generate -- <name>`: generates a migration from the schema. Several people may change schema files
 * at once; a lock folder keeps two generations from numbering the same migration.
 */
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:generate -- <snake_case_name>');
  process.exit(2);
}
const lock = '/tmp/drizzle-generate.lock';
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 120) throw new Error(`could not take ${lock}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
}
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  rmdirSync(lock);
}
