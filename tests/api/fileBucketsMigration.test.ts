/**
 * The file-buckets migration on a database that already holds files (issue 29, console spec §2.3 "Document
 * center: bucket list"): every tenant gets its default bucket and every existing file lies in it, none lost.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/database';
import { adminQuery, adminUrl, dbKind, withDatabase } from './databaseKind';

/** A copy of the migrations folder that stops just before the file-buckets migration. */
const migrationsBeforeBuckets = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_file_buckets'));
  expect(at).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
};

/** An empty database of this run's kind with a way to migrate it to a folder and to run statements. */
const emptyDatabase = async () => {
  if (dbKind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    const db = drizzle(client);
    return {
      migrateTo: (folder: string) => migrate(db, { migrationsFolder: folder }),
      rows: async (query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[],
      close: () => client.close(),
    };
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `migration_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl(), name), max: 2 });
  const db = drizzle(pool);
  return {
    migrateTo: (folder: string) => migrate(db, { migrationsFolder: folder }),
    rows: async (query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[],
    close: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

describe(`the file-buckets migration on ${dbKind}`, async () => {
  const olderFolder = await migrationsBeforeBuckets();
  const database = await emptyDatabase();
  afterAll(async () => {
    await database.close();
    await rm(olderFolder, { recursive: true, force: true });
  });

  it("gives every tenant a default bucket and puts every existing file into it, at the bucket's top level", async () => {
    await database.migrateTo(olderFolder);
    await database.rows(
      sql`insert into merchants (merchant_id, merchant_name) values ('M1', 'One'), ('M2', 'Two')`,
    );
    await database.rows(sql`insert into stored_files (file_id, merchant_id, file_name, original_name, content_type,
      size, create_by) values ('F1', 'M1', 'a.pdf', 'A.pdf', 'application/pdf', 3, 'admin'),
      ('F2', 'M1', 'b.png', 'B.png', 'image/png', 4, 'admin'),
      ('F3', 'M3', 'c.txt', 'C.txt', 'text/plain', 5, 'ghost')`);

    await database.migrateTo(migrationsFolder);

    expect(
      await database.rows(
        sql`select merchant_id, bucket_id, name, is_default from file_buckets order by merchant_id`,
      ),
    ).toEqual([
      { merchant_id: 'M1', bucket_id: 'default', name: '', is_default: true },
      { merchant_id: 'M2', bucket_id: 'default', name: '', is_default: true },
      { merchant_id: 'M3', bucket_id: 'default', name: '', is_default: true },
    ]);
    expect(
      await database.rows(
        sql`select file_id, merchant_id, bucket_id, folder_id from stored_files order by file_id`,
      ),
    ).toEqual([
      { file_id: 'F1', merchant_id: 'M1', bucket_id: 'default', folder_id: '' },
      { file_id: 'F2', merchant_id: 'M1', bucket_id: 'default', folder_id: '' },
      { file_id: 'F3', merchant_id: 'M3', bucket_id: 'default', folder_id: '' },
    ]);
  });
});
