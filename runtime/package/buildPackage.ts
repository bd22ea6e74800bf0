/**
 * `npm run build:runtime` (and `npm pack` in runtime/, through its prepack script): builds the package into
 * runtime/dist.
 * - dist/form-runtime.js (+ lazy chunks): ES module, react and react-dom left to the host (peer dependencies).
 * - dist/standalone/form-runtime.js: the same with React bundled, for a page without a bundler.
 * - dist/form-runtime.css: the runtime's stylesheet.
 * - dist/types: declarations from tsc (runtime/tsconfig.build.json), with the repo's aliases made relative.
 * Fails when the ES entry and its static imports pass the runtime's 30 kB gzip budget.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../../vite.aliases';
import { fixTypePaths } from './fixTypePaths';

const runtimeDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(runtimeDir, 'dist');
const FILE_NAME = 'form-runtime';
const BUDGET = 30 * 1024;
const REACT = /^react(-dom)?(\/.*)?$/;

const libraryBuild = (outDir: string, isStandalone: boolean): InlineConfig => ({
  configFile: false,
  root: runtimeDir,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: aliases },
  // React reads process.env.NODE_ENV; a library build leaves it to the host's bundler, the standalone decides.
  define: isStandalone ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir,
    emptyOutDir: !isStandalone,
    copyPublicDir: false,
    lib: {
      entry: path.join(runtimeDir, 'package/index.ts'),
      formats: ['es'],
      fileName: () => `${FILE_NAME}.js`,
      cssFileName: FILE_NAME,
    },
    rollupOptions: { external: isStandalone ? [] : [REACT] },
  },
});

/** Gzip bytes of an ES entry and the chunks it imports statically (what a page loads before any lazy part). */
export function initialBytes(dir: string, entry: string, seen = new Set<string>()): number {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const code = readFileSync(path.join(dir, entry));
  const imports = [
    ...code.toString('utf8').matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g),
  ];
  return imports.reduce((sum, m) => sum + initialBytes(dir, m[1] ?? '', seen), gzipSync(code).length);
}

export async function buildPackage(): Promise<void> {
  await build(libraryBuild(dist, false));
  const standalone = path.join(dist, 'standalone');
  await build(libraryBuild(standalone, true));
  // One stylesheet for both builds.
  for (const file of readdirSync(standalone).filter((f) => f.endsWith('.css')))
    rmSync(path.join(standalone, file));
  execFileSync(
    process.execPath,
    [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: runtimeDir,
      stdio: 'inherit',
    },
  );
  fixTypePaths(path.join(dist, 'types'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const bytes = initialBytes(dist, `${FILE_NAME}.js`);
  console.log(`form-runtime: ${kb(bytes)} gzip initial JS without react (budget ${kb(BUDGET)})`);
  console.log(`standalone:   ${kb(initialBytes(standalone, `${FILE_NAME}.js`))} gzip initial JS with react`);
  if (bytes > BUDGET) throw new Error(`the runtime is over its ${kb(BUDGET)} gzip budget`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPackage();
