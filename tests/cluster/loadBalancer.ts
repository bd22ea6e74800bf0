import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { waitUntilReady } from './serverInstances';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/**
 * HAProxy configuration: round robin over the instances, each checked on /readyz; a connection refused by a dead
 * instance goes to another one (redispatch), and every answer names the instance that gave it (X-Served-By).
 */
export const haproxyConfig = (port: number, backends: { name: string; port: number }[]) =>
  [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    // a busy instance may take a while to answer its probe: only a dead or unready one is taken out
    '  timeout check 10s',
    '  retries 3',
    '  option redispatch 1',
    'frontend cluster',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 3 rise 1',
    '  http-response set-header X-Served-By %s',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground and waits until it passes a request to a ready instance. */
export const startLoadBalancer = async (
  dir: string,
  port: number,
  backends: { name: string; port: number }[],
): Promise<LoadBalancer> => {
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(port, backends));
  let output = '';
  const child: ChildProcess = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let isFailed = false;
  child.once('error', (error) => {
    isFailed = true;
    output += `${HAPROXY}: ${error.message} (install Debian's haproxy package)`;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/readyz`, 30_000, () => !isFailed && child.exitCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
};
