import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../../server/db/database';
import { createShutdownState } from '../../server/http/shutdown';
import { parsePrimaryHosts, withUrlParameter } from '../../server/db/primaryHosts';
import { primaryConnections } from '../../server/db/primaryConnections';
import { adminUrl } from './databaseKind';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const probe = async (url: string, language = 'en_US', token?: string) => {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { code: string; msg: string; data: Record<string, unknown> | null },
  };
};

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

const newestTag = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.at(-1)?.tag;

/** A handle on a database that is already closed: PGlite shut down, or a PostgreSQL pool that has ended. */
const closedDb = async (): Promise<Db> => {
  if (dbKind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create();
    await client.close();
    return drizzle(client) as unknown as Db;
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: adminUrl() });
  await pool.end();
  return drizzle(pool) as unknown as Db;
};

/**
 * A database URL asking for the primary (target_session_attrs=read-write) whose one host answers read-only, as a
 * standby does while a failover is under way: no connection is ever handed out.
 */
const withoutPrimary = async () => {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const readOnly = withUrlParameter(adminUrl(), 'options', '-c default_transaction_read_only=on');
  const target = parsePrimaryHosts(withUrlParameter(readOnly, 'target_session_attrs', 'read-write'));
  const primary = primaryConnections(pg, target);
  const pool = new pg.Pool({ connectionString: target.baseUrl, Client: primary.Client });
  return { db: drizzle(pool) as unknown as Db, close: () => pool.end() };
};

describe(`health and readiness probes on ${dbKind}`, () => {
  it('/healthz answers 200 with a tiny body, without a session', async () => {
    const { status, body, text } = await probe('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '10000', data: { status: 'ok' } });
    expect(text.length).toBeLessThan(100);
  });

  it('/readyz answers 200 on a migrated database', async () => {
    const { status, body } = await probe('/readyz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '10000', data: { status: 'ready' } });
  });

  it('/readyz answers 503 naming the migration the database has not recorded', async () => {
    const [removed] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      const { status, body } = await probe('/readyz');
      expect(status).toBe(503);
      expect(body.msg).toBe('Not ready: 1 migration(s) not applied');
      expect(body.data).toMatchObject({ pendingMigrations: [newestTag()], shuttingDown: false });
      expect((await probe('/readyz', 'zh_CN')).body.msg).toBe('未就绪：1 个数据库迁移未执行');
    } finally {
      await server.deps.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${removed?.id}, ${removed?.hash}, ${removed?.created_at})`,
      );
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 "shutting down" once shutdown begins, while /healthz still answers', async () => {
    server.deps.shutdown.begin();
    try {
      const { status, body } = await probe('/readyz');
      expect(status).toBe(503);
      expect(body.msg).toBe('Not ready: shutting down');
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      server.deps.shutdown = createShutdownState();
    }
  });

  it('/readyz answers 503 "database unreachable" when the database is closed, and names no connection', async () => {
    const db = server.deps.db;
    server.deps.db = await closedDb();
    try {
      const { status, body, text } = await probe('/readyz');
      expect(status).toBe(503);
      expect(body.msg).toBe('Not ready: database unreachable');
      expect(text).not.toMatch(/postgres|127\.0\.0\.1|password|pglite/i);
      // a probe that carries a token (its session cannot be looked up now) gets the same answer, not a 500
      const withToken = await probe('/readyz', 'en_US', 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6');
      expect(withToken.status).toBe(503);
      expect(withToken.body.msg).toBe('Not ready: database unreachable');
    } finally {
      server.deps.db = db;
    }
  });

  it.skipIf(dbKind === 'pglite')(
    '/readyz answers 503 "no primary" while no host answers read-write, and a request then gets 503 "try again", not 500',
    async () => {
      const db = server.deps.db;
      const standby = await withoutPrimary();
      server.deps.db = standby.db;
      try {
        const { status, body, text } = await probe('/readyz');
        expect(status).toBe(503);
        expect(body.msg).toBe('Not ready: no primary database (failover under way)');
        expect(text).not.toMatch(/127\.0\.0\.1|read-only/i);
        expect((await probe('/readyz', 'zh_CN')).body.msg).toBe('未就绪：没有主数据库（正在故障切换）');
        // a session that must be looked up in the database
        const request = await probe('/digital-portal/api/authority/admin/getInfo', 'en_US', 'f'.repeat(32));
        expect(request.status).toBe(503);
        expect(request.body).toMatchObject({
          code: '50000',
          subCode: 'database-unavailable',
          msg: 'The database is switching to its standby; please try again in a moment',
        });
      } finally {
        server.deps.db = db;
        await standby.close();
      }
      expect((await probe('/readyz')).status).toBe(200);
    },
  );
});
