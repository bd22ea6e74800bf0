import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { runSeed } from '../../server/db/seed/runSeed';
import { loadOrCreateLoginKeys } from '../../server/auth/keys';

/** The PostgreSQL server named by DATABASE_URL, with another database name. */
const urlOf = (name: string) => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the cluster test runs on PostgreSQL: set DATABASE_URL');
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminQuery = async (statement: string) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
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

/** A fresh database, migrated and seeded once here so that the instances start on a ready schema. */
export const createClusterDatabase = async (): Promise<ClusterDatabase> => {
  const name = `cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = urlOf(name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await runSeed(database.db);
  await loadOrCreateLoginKeys(database.db);
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
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
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
