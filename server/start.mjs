#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds the front ends when their build is missing or older than their sources, builds the server into
 * one file when a server or shared source changed, then serves from that file. A first start also seeds the demo
 * history (the browser and API tests run server/main.ts and seed without it).
 *
 * Plain JavaScript on purpose: a warm start loads no TypeScript loader. Loading the server through one sent every
 * module the server imports through the loader's hooks and took most of a warm start (README: about 2 s).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Front-end sources whose change makes the front-end build stale. */
const FRONT_END_SOURCES = [
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
const FRONT_END_STAMP = path.resolve('dist/.build-stamp');
/** Server sources whose change makes the server's one-file build stale. */
const SERVER_SOURCES = ['server', 'shared', 'tsconfig.json', 'package-lock.json'];
const SERVER_BUNDLE = path.resolve('dist-server/main.mjs');

/** @param {string} entry @returns {number} the newest modification time under `entry` (tests excluded) */
const newestChange = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) return latest;
    return Math.max(latest, newestChange(path.join(entry, name)));
  }, stat.mtimeMs);
};

/** @param {string} file @returns {number} */
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** @param {string[]} args */
const npx = (args) => {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const ensureFrontEnds = () => {
  const stamp = builtAt(FRONT_END_STAMP);
  if (stamp >= Math.max(...FRONT_END_SOURCES.map(newestChange)) && existsSync('dist/index.html')) return;
  console.log(stamp ? 'Front-end sources changed; rebuilding…' : 'No front-end build yet; building…');
  npx(['vite', 'build', '--logLevel', 'warn']);
  // the phone pages: a build of their own, so a phone downloads none of the console (mobile/vite.config.ts)
  npx(['vite', 'build', '-c', 'mobile/vite.config.ts', '--logLevel', 'warn']);
  writeFileSync(FRONT_END_STAMP, new Date().toISOString());
};

/** Each module keeps its own `import.meta.url`, so paths it finds beside itself (locales, migrations) still resolve. */
const keepModuleUrls = {
  name: 'keep-module-urls',
  /** @param {import('esbuild').PluginBuild} bundle */
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** The server as one file (its packages stay in node_modules), rebuilt when a server or shared source changed. */
const ensureServerBundle = async () => {
  if (builtAt(SERVER_BUNDLE) >= Math.max(...SERVER_SOURCES.map(newestChange))) return;
  const { build } = await import('esbuild');
  await build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepModuleUrls],
  });
};

ensureFrontEnds();
await ensureServerBundle();
/** @type {{ main: (options: { demoHistory?: boolean }) => Promise<void> }} */
const server = await import(pathToFileURL(SERVER_BUNDLE).href);
// a first start seeds the demo tenant with 90 days of applications, so the product has something to show
await server.main({ demoHistory: true }).catch((/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${process.env.PORT ?? 8080} is already in use: stop what listens there, or start with PORT=<free port> npm start`,
  );
  process.exit(1);
});
