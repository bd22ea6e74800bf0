import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { main as startServer } from './main';
import { ensureServerBundle } from './serverBundle';

/** Front-end sources whose change makes the build stale. */
const SOURCES = [
  'console',
  'runtime',
  'mobile',
  'studio',
  'shared',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.aliases.ts',
  'package-lock.json',
];
const STAMP = path.resolve('dist/.build-stamp');

const newestChange = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) return latest;
    return Math.max(latest, newestChange(path.join(entry, name)));
  }, stat.mtimeMs);
};

/**
 * `npm start`: builds the front ends when the build is missing or older than its sources, then serves; a first
 * start also seeds the demo history (the browser and API tests run server/main.ts and seed without it).
 */
const ensureBuild = () => {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestChange));
  if (builtAt >= changedAt && existsSync('dist/index.html')) return;
  console.log(builtAt ? 'Front-end sources changed; rebuilding…' : 'No front-end build yet; building…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // the phone pages: a build of their own, so a phone downloads none of the console (mobile/vite.config.ts)
  const mobile = spawnSync('npx', ['vite', 'build', '-c', 'mobile/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (mobile.status !== 0) process.exit(mobile.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
};

ensureBuild();
const { main } = (await import(await ensureServerBundle(newestChange))) as { main: typeof startServer };
// a first start seeds the demo tenant with 90 days of applications, so the product has something to show
await main({ demoHistory: true });
