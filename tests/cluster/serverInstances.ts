import { spawn, type ChildProcess } from 'node:child_process';
import { withUrlParameter } from '../../server/db/primaryHosts';

/** Polls `url` until it answers 200; fails with the last problem once `ms` have passed. */
export const waitUntilReady = async (url: string, ms: number, isAlive: () => boolean = () => true) => {
  const until = Date.now() + ms;
  let problem = '';
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
      problem = `HTTP ${response.status}`;
    } catch (error) {
      problem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready after ${ms} ms: ${problem}`);
};

export interface ServerInstance {
  name: string;
  port: number;
  /** The instance's database sessions carry this application_name. */
  applicationName: string;
  start(): Promise<void>;
  /** What the process wrote (stdout and stderr) since its last start. */
  output(): string;
  /** SIGKILL: no shutdown, no draining, connections cut. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One server process on loopback, started from the bundle `entry` (see bundleServer); files go to a directory every
 * instance shares, as a shared volume would.
 */
export const serverInstance = (
  name: string,
  port: number,
  options: { entry: string; databaseUrl: string; dataDir: string; runId: string },
): ServerInstance => {
  const applicationName = `cluster-${options.runId}-${name}`;
  // the database URL may name several hosts, which URL() cannot read
  const databaseUrl = withUrlParameter(options.databaseUrl, 'application_name', applicationName);
  let child: ChildProcess | undefined;
  let output = '';
  const exited = () => child === undefined || child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || exited()) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await gone;
  };
  return {
    name,
    port,
    applicationName,
    start: async () => {
      output = '';
      // node itself, no wrapper process: SIGKILL must reach the server
      child = spawn(process.execPath, [options.entry], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: options.dataDir,
          LOG_LEVEL: 'error',
          // a stale entry must not hide behind a short expiry: only invalidation may drop it
          CACHE_TTL_SECONDS: '600',
          LETTER_STREAM_CHECK_MS: '500',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await waitUntilReady(`http://127.0.0.1:${port}/readyz`, 120_000, () => !exited());
      } catch (error) {
        throw new Error(`instance ${name}: ${(error as Error).message}\n${output.slice(-2000)}`, {
          cause: error,
        });
      }
    },
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
};
