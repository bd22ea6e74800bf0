import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/**
 * Prints what the browser downloads before any screen loads: each entry's JS and its static imports, gzip.
 * Issue target: the console shell's own JS is at most 250 kB gzip.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
};

const SHELL_BUDGET = 250 * 1024;
let overBudget = false;
console.log('\nInitial download per page (JS gzip, CSS gzip):');
for (const key of Object.keys(manifest).filter((k) => manifest[k]?.isEntry)) {
  const keys = [...staticClosure(key)];
  const js = keys.reduce((sum, k) => sum + gz(manifest[k]?.file ?? ''), 0);
  const css = keys.flatMap((k) => manifest[k]?.css ?? []).reduce((sum, f) => sum + gz(f), 0);
  const isShell = key === 'index.html';
  if (isShell && js > SHELL_BUDGET) overBudget = true;
  console.log(
    `  ${key.padEnd(30)} JS ${kb(js).padStart(10)}  CSS ${kb(css).padStart(9)}  (${keys.length} chunks)${isShell ? `  budget ${kb(SHELL_BUDGET)}` : ''}`,
  );
}
if (overBudget) console.log('  ! the console shell is over its 250 kB budget');
