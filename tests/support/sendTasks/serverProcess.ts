/**
 * The real server as a child process (`tsx server/main.ts`), for tests and benchmarks that kill it or run several:
 * start on a free port with the given environment, wait until it answers, sign in, call the API, kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { encryptForLogin } from '../../../server/auth/keys';

const ADMIN = '/digital-portal/api/authority/admin';

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** SIGKILL: no shutdown, no in-flight work finished. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop. */
  stop(): Promise<void>;
}

const isUp = async (baseUrl: string) => {
  try {
    return (await fetch(`${baseUrl}${ADMIN}/publicKey`)).ok;
  } catch {
    return false;
  }
};

const spawned = new Set<ChildProcess>();

/** SIGKILLs every server this module started that still runs (for afterAll, also after a timed-out start). */
export const killServerProcesses = async () => {
  await Promise.all(
    [...spawned].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  spawned.clear();
};

/**
 * The server listens on a port the system picks (PORT=0) and names it in a message over the IPC channel: a port
 * picked here and handed over could be taken by another process before the server binds it.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'error', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  spawned.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { listening?: { port: number } }) => {
      if (message.listening) resolve(message.listening.port);
    });
    void exited.then(() =>
      reject(new Error(`the server process exited with ${child.exitCode ?? child.signalCode}`)),
    );
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  for (;;) {
    if (hasExited) throw new Error(`the server process exited with ${child.exitCode ?? child.signalCode}`);
    if (await isUp(baseUrl)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, child, exited, kill: signal('SIGKILL'), stop: signal('SIGTERM') };
};

export interface ApiClient {
  call<T = unknown>(path: string, body: unknown): Promise<{ code: string; msg: string; data: T }>;
}

/** Signs in as `userName` (password encrypted with the server's key) and answers a client for its API. */
export const signIn = async (
  baseUrl: string,
  userName = 'admin',
  password = 'Admin@12345',
): Promise<ApiClient> => {
  const key = (await (await fetch(`${baseUrl}${ADMIN}/publicKey`)).json()) as { data: { publicKey: string } };
  const login = await fetch(`${baseUrl}${ADMIN}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: encryptForLogin(key.data.publicKey, password) }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return {
    call: async (path, body) => {
      const response = await fetch(`${baseUrl}${ADMIN}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'accept-language': 'en_US',
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as never;
    },
  };
};
