import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications';
import { createWriteCounter } from './writeCounter';

export type Schema = typeof schema;
/** The one database type the server codes against: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Messages between the server instances on this database (cache invalidation). */
  notifications: Notifications;
  /** How many statements that may change rows ran so far (see `createWriteCounter`). */
  writeCount(): number;
  close(): Promise<void>;
}

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
  /** Sees the text of every statement drizzle runs (a check of which tables a code path reads). */
  onQuery?: (query: string) => void;
}): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onQuery);
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
  const db = drizzle(client, { schema, logger: writes.logger });
  await migrate(db, { migrationsFolder });
  const notifications = pgliteNotifications(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifications,
    writeCount: writes.count,
    close: async () => {
      await notifications.close();
      await client.close();
    },
  };
};

const openPostgres = async (url: string, onQuery?: (query: string) => void): Promise<Database> => {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  let isClosing = false;
  // An idle client whose connection dies (server restart, forced drop) is discarded by the pool; it must not
  // take the process down with it.
  pool.on('error', (error) => {
    if (!isClosing) console.warn(`database connection lost: ${error.message}`);
  });
  const writes = createWriteCounter(onQuery);
  const db = drizzle(pool, { schema, logger: writes.logger });
  await migrate(db, { migrationsFolder });
  const notifications = postgresNotifications(pool, () => new pg.Client({ connectionString: url }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    notifications,
    writeCount: writes.count,
    close: async () => {
      isClosing = true;
      await notifications.close();
      await pool.end();
    },
  };
};
