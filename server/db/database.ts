import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications';
import { sendWithNext } from './sendWithNext';
import { createRequestTagging } from './requestTagging';
import { createWriteCounter } from './writeCounter';
import { parsePrimaryHosts } from './primaryHosts';
import { primaryConnections } from './primaryConnections';
import { awaitPrimary } from './awaitPrimary';

/**
 * The one database type the server codes against: PGlite and node-postgres share it. No schema is handed to
 * drizzle: the server builds every statement with the query builders and never uses the relational `db.query` API,
 * and with a schema each transaction would build a relational query builder for every table (about 70) first.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Messages between the server instances on this database (cache invalidation). */
  notifications: Notifications;
  /**
   * Runs `work` as part of request `requestId`: on PostgreSQL its statements carry the id in a comment, so the
   * database's log lines and pg_stat_activity name the request. PGlite keeps no log; there it just runs `work`.
   */
  withRequestId<T>(requestId: string, work: () => T): T;
  /** The connection pool's figures (PostgreSQL only; PGlite is one connection in the process). */
  poolUsage?(): PoolUsage;
  /** How many statements that may change rows ran so far (see `createWriteCounter`). */
  writeCount(): number;
  /**
   * Waits until a host answers read-write (a failover has ended; a single server: until it answers), at most `ms`;
   * true when one does. PGlite is in the process: always true.
   */
  awaitPrimary(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface PoolUsage {
  /** Connections open, idle among them, requests waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Something went wrong outside any request (an idle connection dropped): the server's logger hears it. */
export type DatabaseWarning = (message: string) => void;

/** The drizzle-kit migrations every database is brought to at open (its journal lists them in order). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PGlite in `dataDir/db` (or in memory when dataDir is 'memory://'), or PostgreSQL when a URL is given.
 * `template`: a PGlite data directory dumped earlier (`dumpPglite`) to start from instead of an empty one.
 */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
  template?: Blob;
  onWarning?: DatabaseWarning;
  /** Sees the text of every statement drizzle runs (a check of which tables a code path reads). */
  onQuery?: (query: string) => void;
  /** PostgreSQL only: called once per round trip, when the server says it is ready for the next (benchmarks). */
  onRoundTrip?: () => void;
}): Promise<Database> => {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.onWarning ?? console.warn,
      options.onQuery,
      options.onRoundTrip,
    );
  return openPglite(options.dataDir, options.template, options.onQuery);
};

/** The whole PGlite data directory as an uncompressed tar, for `openDatabase({ template })`. */
export const dumpPglite = async (database: Database): Promise<Blob> => {
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } })
    .$client;
  return client.dumpDataDir('none');
};

const openPglite = async (
  dataDir: string,
  template?: Blob,
  onQuery?: (query: string) => void,
): Promise<Database> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const memory = dataDir.startsWith('memory://');
  const dir = memory ? dataDir : path.join(dataDir, 'db');
  if (!memory) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(template ? { dataDir: dir, loadDataDir: template } : { dataDir: dir });
  const writes = createWriteCounter(onQuery);
  const db = drizzle(client, { logger: writes.logger });
  await migrate(db, { migrationsFolder });
  const notifications = pgliteNotifications(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifications,
    withRequestId: (_requestId, work) => work(),
    writeCount: writes.count,
    awaitPrimary: () => Promise.resolve(true),
    close: async () => {
      await notifications.close();
      await client.close();
    },
  };
};

const POOL_MAX = 20;

const openPostgres = async (
  url: string,
  onWarning: DatabaseWarning,
  onQuery?: (query: string) => void,
  onRoundTrip?: () => void,
): Promise<Database> => {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // several hosts (libpq's multi-host form): every connection goes to the host that answers read-write
  const target = parsePrimaryHosts(url);
  const primary = target.requiresPrimary ? primaryConnections(pg, target) : undefined;
  const pool = primary
    ? new pg.Pool({ connectionString: target.baseUrl, max: POOL_MAX, Client: primary.Client })
    : new pg.Pool({ connectionString: url, max: POOL_MAX });
  // innermost: held statements go out as tagged, and failover detection sees the carrier's answer
  sendWithNext(pool, pg);
  const tagging = createRequestTagging();
  tagging.tagPool(pool);
  primary?.watch(pool);
  let isClosing = false;
  // An idle client whose connection dies (server restart, forced drop) is discarded by the pool; it must not
  // take the process down with it.
  pool.on('error', (error) => {
    if (!isClosing) onWarning(`database connection lost: ${error.message}`);
  });
  // The same for a connection cut while checked out (between two statements of a transaction, during a restart
  // or failover): the pool listens only to idle ones. The statements in flight get the error themselves.
  pool.on('connect', (client) => client.on('error', () => undefined));
  if (onRoundTrip)
    pool.on('connect', (client) =>
      (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', onRoundTrip),
    );
  const writes = createWriteCounter(onQuery);
  const db = drizzle(pool, { logger: writes.logger });
  await migrate(db, { migrationsFolder });
  const notifications = postgresNotifications(pool, () =>
    primary
      ? new primary.Client({ connectionString: target.baseUrl })
      : new pg.Client({ connectionString: url }),
  );
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    notifications,
    withRequestId: tagging.run,
    poolUsage: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    writeCount: writes.count,
    awaitPrimary: (ms) =>
      awaitPrimary(primary ? () => primary.locator.primary() : () => pool.query('SELECT 1'), ms),
    close: async () => {
      isClosing = true;
      await notifications.close();
      await pool.end();
    },
  };
};
