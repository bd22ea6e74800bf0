import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Db } from '../database';
import * as schema from '../schema';
import { checkTenantDistribution } from './checkTenantDistribution';
import { readTableShapes } from './readTableShapes';
import { REFERENCE_TABLES } from './referenceTables';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that stops just before the tenant-keys migration. */
const migrationsBeforeTenantKeys = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_tenant_distribution'));
  expect(at).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
};

describe('the tenant-keys migration on a database that already holds data', async () => {
  const olderFolder = await migrationsBeforeTenantKeys();
  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  afterAll(async () => {
    await client.close();
    await rm(olderFolder, { recursive: true, force: true });
  });

  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)).rows as Record<string, unknown>[];

  it('keeps every row, gives role menus and verification codes their tenant and fills the sign-in directory', async () => {
    await migrate(db, { migrationsFolder: olderFolder });
    await db.execute(sql`insert into roles (role_id, merchant_id, role_name, role_key)
      values ('R1', 'M1', 'Clerk', 'clerk'), ('R2', 'M2', 'Clerk', 'clerk')`);
    await db.execute(sql`insert into users (user_id, merchant_id, user_name, nick_name, password_hash)
      values ('U1', 'M1', 'alice', 'Alice', 'x'), ('U2', 'M2', 'bob', 'Bob', 'x')`);
    await db.execute(sql`insert into role_menus (role_id, menu_id)
      values ('R1', 'm-home'), ('R2', 'm-home'), ('R-removed', 'm-home')`);
    await db.execute(sql`insert into verification_codes (user_id, code_hash, sent_at, expires_at)
      values ('U2', 'h', now(), now()), ('U-removed', 'h', now(), now())`);
    await db.execute(sql`insert into system_logs (merchant_id, kind, message)
      values (null, 'start', 'server started'), ('M1', 'error', 'failed')`);
    await db.execute(sql`insert into wf_tasks (id, merchant_id, instance_id, node_id, node_name, task_type,
      task_state, start_time, version) values ('T1', 'M1', 'I1', 'n1', 'Review', 1, 0, 1, 1)`);

    await migrate(db, { migrationsFolder });

    expect(await rows(sql`select role_id, merchant_id from role_menus order by role_id`)).toEqual([
      { role_id: 'R1', merchant_id: 'M1' },
      { role_id: 'R2', merchant_id: 'M2' },
    ]);
    expect(await rows(sql`select user_id, merchant_id from verification_codes`)).toEqual([
      { user_id: 'U2', merchant_id: 'M2' },
    ]);
    expect(await rows(sql`select merchant_id, kind from system_logs order by kind`)).toEqual([
      { merchant_id: 'M1', kind: 'error' },
      { merchant_id: '', kind: 'start' },
    ]);
    expect(
      await rows(sql`select user_name, user_id, merchant_id from user_names order by user_name`),
    ).toEqual([
      { user_name: 'alice', user_id: 'U1', merchant_id: 'M1' },
      { user_name: 'bob', user_id: 'U2', merchant_id: 'M2' },
    ]);
    expect(await rows(sql`select id from wf_tasks`)).toEqual([{ id: 'T1' }]);
    expect(checkTenantDistribution(await readTableShapes(db as unknown as Db), REFERENCE_TABLES)).toEqual([]);
  });
});
