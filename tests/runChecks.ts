import { spawn } from 'node:child_process';

/**
 * The static checks of `npm test` (types, lint, format, architecture), two at a time: each is single-threaded, so
 * on a two-core machine pairs finish in about half the time. Every check's output is printed whole, in order, and
 * the run fails when any check fails.
 */
const CHECKS = [
  ['typecheck', 'lint'],
  ['format:check', 'depcheck'],
] as const;

const run = (script: string) =>
  new Promise<{ script: string; code: number; output: string }>((resolve) => {
    let output = '';
    const child = spawn('npm', ['run', '--silent', script], { env: process.env });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });

let failed = false;
for (const pair of CHECKS) {
  for (const result of await Promise.all(pair.map(run))) {
    console.log(`\n=== ${result.script}: ${result.code === 0 ? 'ok' : `failed (${result.code})`} ===`);
    if (result.output.trim()) console.log(result.output.trimEnd());
    failed ||= result.code !== 0;
  }
}
process.exit(failed ? 1 : 0);
