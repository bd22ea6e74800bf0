import { spawn } from 'node:child_process';

/**
 * Runs the browser tests as two shards at once, each with its own server, embedded database and port, so that no
 * shard sees another's data: a spec sees exactly what it would see in one sequential run of its shard. One shard
 * leaves a core idle between its steps (a page waits for the server, the server for the page); two keep both
 * cores of the CI machine busy. Every line is printed as it comes, prefixed with its shard, and the run ends with
 * the totals over all shards and fails when any shard fails.
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8181);

interface ShardResult {
  code: number;
  counts: Record<string, number>;
}

const COUNT_LINE = /^\s*(\d+) (passed|failed|skipped|flaky|did not run|interrupted)\b/;

const runShard = (index: number) =>
  new Promise<ShardResult>((resolve) => {
    const name = `${index}/${shards}`;
    const child = spawn('npx', ['playwright', 'test', `--shard=${name}`, ...process.argv.slice(2)], {
      env: {
        ...process.env,
        E2E_PORT: String(basePort + index - 1),
        PW_OUTPUT_DIR: shards > 1 ? `test-results/shard-${index}` : 'test-results',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const counts: Record<string, number> = {};
    const print = (stream: NodeJS.WriteStream) => {
      let rest = '';
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const count = COUNT_LINE.exec(line);
          if (count) counts[count[2] ?? ''] = Number(count[1]);
          stream.write(`[${name}] ${line}\n`);
        }
      };
    };
    child.stdout.on('data', print(process.stdout));
    child.stderr.on('data', print(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, counts }));
  });

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const total = (key: string) => results.reduce((sum, result) => sum + (result.counts[key] ?? 0), 0);
const failed = total('failed') + total('interrupted') + total('did not run');
const skipped = total('skipped');
console.log(
  `\nbrowser tests: ${total('passed')} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(results.some((result) => result.code !== 0) || failed > 0 ? 1 : 0);
