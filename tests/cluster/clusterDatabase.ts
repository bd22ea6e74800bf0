import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { parsePrimaryHosts } from '../../server/db/primaryHosts';
import { primaryConnections } from '../../server/db/primaryConnections';
import { runSeed } from '../../server/db/seed/runSeed';
import { loadOrCreateLoginKeys } from '../../server/auth/keys';

/** The same server (or servers, in the multi-host form) with another database name. */
const urlOf = (adminUrl: string, name: string) =>
  adminUrl.replace(/^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?/, `$1/${name}`);

/** The server's own way to a database URL: with several hosts, every connection goes to the current primary. */
const clientClassFor = (url: string) => {
  const target = parsePrimaryHosts(url);
  return target.requiresPrimary
    ? { Client: primaryConnections(pg, target).Client, connectionString: target.baseUrl }
    : { Client: pg.Client, connectionString: url };
};

const adminQuery = async (adminUrl: string, statement: string) => {
  const { Client, connectionString } = clientClassFor(adminUrl);
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export interface ClusterDatabase {
  url: string;
  pool: pg.Pool;
  /** Sign-in names of staff accounts made for the run (password as zhangsan's). */
  addStaff(prefix: string, count: number): Promise<string[]>;
  drop(): Promise<void>;
}

/**
 * A fresh database, migrated and seeded once here so that the instances start on a ready schema. `adminUrl`: the
 * PostgreSQL server (DATABASE_URL), or several hosts of which the current primary is used.
 */
export const createClusterDatabase = async (
  adminUrl = process.env.DATABASE_URL,
): Promise<ClusterDatabase> => {
  if (!adminUrl) throw new Error('the cluster test runs on PostgreSQL: set DATABASE_URL');
  const name = `cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = urlOf(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await runSeed(database.db);
  await loadOrCreateLoginKeys(database.db);
  await database.close();
  const { Client, connectionString } = clientClassFor(url);
  const pool = new pg.Pool({ connectionString, max: 4, Client });
  // a connection lost to a failover is dropped by the pool; the next query reaches the new primary
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    addStaff: async (prefix, count) => {
      const { rows } = await pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' ORDER BY ordinal_position`,
      );
      const columns = rows.map((r) => r.column_name);
      const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
      for (const userName of names) {
        const values = columns.map((c) =>
          c === 'user_id' ? '$1' : c === 'user_name' || c === 'nick_name' ? '$2' : `"${c}"`,
        );
        await pool.query(
          `INSERT INTO users (${columns.map((c) => `"${c}"`).join(', ')})
           SELECT ${values.join(', ')} FROM users WHERE user_name = 'zhangsan'`,
          [`U-${userName}`, userName],
        );
      }
      return names;
    },
    drop: async () => {
      await pool.end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
