/** A fresh PostgreSQL database next to DATABASE_URL's for one benchmark run, migrated and seeded, dropped after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const freshPostgres = async (
  prefix: string,
): Promise<{ database: Database; drop(): Promise<void> }> => {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '' });
  return {
    database,
    drop: async () => {
      await database.close();
      if (process.env.BENCH_KEEP) {
        console.log(`\nkept database ${name}`);
        return admin.end();
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};
