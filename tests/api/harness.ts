import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readConfig, type ServerConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { adminQuery, adminUrl, dbKind, withDatabase } from './databaseKind';
import type { DatabaseTemplate } from './databaseTemplate';

export { dbKind } from './databaseKind';

/** The copy made by the API project's global setup; none outside a vitest run (the fuzz runner). */
const template = async (): Promise<DatabaseTemplate | undefined> => {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplate');
};

interface FreshDatabase {
  database: Database;
  /** Another connection to the same database, as a second server instance would open it (PGlite: the same one). */
  openAgain: () => Promise<{ database: Database; close: () => Promise<void> }>;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or a new PostgreSQL database dropped afterwards. Both
 * start as a copy of the run's migrated and seeded template when there is one.
 */
const freshDatabase = async (): Promise<FreshDatabase> => {
  const from = await template();
  if (dbKind === 'pglite') {
    const database = await openDatabase({
      dataDir: 'memory://',
      ...(from?.kind === 'pglite' ? { template: new Blob([await readFile(from.file)]) } : {}),
    });
    return {
      database,
      openAgain: async () => ({ database, close: async () => undefined }),
      drop: () => database.close(),
    };
  }
  const name = `api_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${from?.kind === 'postgres' ? ` TEMPLATE ${from.name}` : ''}`);
  const url = withDatabase(adminUrl(), name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    database,
    openAgain: async () => {
      const again = await openDatabase({ databaseUrl: url, dataDir: '' });
      return { database: again, close: () => again.close() };
    },
    drop: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

export interface TestServer extends BuiltApp {
  baseUrl: string;
  clock: { now: Date; advance(ms: number): void };
  request<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options?: RequestOptions,
  ): Promise<{ status: number; body: Envelope<T> }>;
  login(
    userName: string,
    password: string,
    options?: { ip?: string; language?: string },
  ): Promise<Envelope<{ token: string }>>;
  tokenFor(userName: string, password?: string): Promise<string>;
  /** A second server instance on the same database (its own connections on PostgreSQL), closed with this one. */
  startPeer(): Promise<TestServer>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  code: string;
  subCode?: string;
  msg: string;
  data: T;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  language?: string;
  headers?: Record<string, string>;
}

export const ADMIN = '/digital-portal/api/authority/admin';
export const PASSWORDS: Record<string, string> = {
  admin: 'Admin@12345',
  admin2: 'Admin@12345',
  zhangsan: 'Staff@12345',
  lisi: 'Staff@12345',
  wangwu: 'Staff@12345',
  zhaoliu: 'Staff@12345',
  sunqi: 'Staff@12345',
};

/**
 * Starts the real server in-process on a random port against a fresh, seeded database, with a clock tests move.
 * `serveStatic` also serves the front ends from `overrides.distDir`.
 */
export const startServer = async (
  overrides: Partial<ServerConfig> = {},
  options: { serveStatic?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> => {
  const fresh = await freshDatabase();
  const clock = {
    now: new Date('2026-11-21T09:00:00Z'),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const config = { ...readConfig({}), ...overrides };
  const server = await serve(
    config,
    fresh.database,
    clock,
    true,
    options.serveStatic ?? false,
    options.logStream,
  );
  const peers: TestServer[] = [];
  return {
    ...server,
    startPeer: async () => {
      const again = await fresh.openAgain();
      const peer = await serve(config, again.database, clock, false, false);
      const stop = peer.close;
      let closing: Promise<void> | undefined;
      // a test may stop a peer itself (a restart); closing the server closes it again as a no-op
      peer.close = () =>
        (closing ??= (async () => {
          await stop();
          await again.close();
        })());
      peers.push(peer);
      return peer;
    },
    close: async () => {
      for (const peer of peers) await peer.close();
      await server.close();
      await fresh.drop();
    },
  };
};

type Clock = TestServer['clock'];

/** One server instance listening on a random port; `close` stops it but leaves the database open. */
const serve = async (
  config: ServerConfig,
  database: Database,
  clock: Clock,
  seed: boolean,
  serveStatic: boolean,
  logStream?: NodeJS.WritableStream,
): Promise<TestServer> => {
  const built = await buildApp(config, {
    database,
    seed,
    logger: process.env.API_LOG === '1',
    ...(logStream ? { logStream } : {}),
    serveStatic,
    trustProxy: true,
    now: () => clock.now,
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request: TestServer['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {
      'accept-language': options.language ?? 'en_US',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path.startsWith('/digital-portal') ? path : ADMIN + path}`, {
      method,
      headers,
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as never };
  };
  const login: TestServer['login'] = async (userName, password, options = {}) => {
    const cipher = encryptForLogin(built.deps.publicKeyPem, password);
    const headers = options.ip ? { 'x-forwarded-for': options.ip } : undefined;
    return (
      await request<{ token: string }>('POST', '/login', {
        body: { userName, password: cipher },
        language: options.language,
        headers,
      })
    ).body;
  };
  return {
    ...built,
    baseUrl,
    clock,
    request,
    login,
    tokenFor: async (userName, password = PASSWORDS[userName] ?? '') => {
      const result = await login(userName, password);
      if (result.code !== '10000') throw new Error(`login ${userName}: ${result.msg}`);
      return result.data.token;
    },
    startPeer: () => Promise.reject(new Error('start peers from the first server')),
    close: () => built.app.close(),
  };
};
