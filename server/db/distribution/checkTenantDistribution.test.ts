import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { checkTenantDistribution } from './checkTenantDistribution';
import { readTableShapes } from './readTableShapes';
import { REFERENCE_TABLES } from './referenceTables';

describe('the schema is ready to distribute by tenant', async () => {
  const database = await openDatabase({ dataDir: 'memory://' });
  afterAll(() => database.close());

  /** The check's answer with extra tables created in the migrated schema; the extras are rolled back. */
  const problemsWith = async (...statements: SQL[]) => {
    let problems: string[] = [];
    await database.db
      .transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
        problems = checkTenantDistribution(await readTableShapes(tx), REFERENCE_TABLES);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return problems;
  };

  it('finds every migrated table a tenant table or a listed reference table', async () => {
    const shapes = await readTableShapes(database.db);
    expect(shapes.map((shape) => shape.table)).toContain('public.wf_instances');
    expect(checkTenantDistribution(shapes, REFERENCE_TABLES)).toEqual([]);
  });

  it('names a table without merchant_id that is not a reference table', async () => {
    const problems = await problemsWith(
      sql`create table scratch_notes (note_id text primary key, body text)`,
    );
    expect(problems).toEqual([
      'public.scratch_notes: no merchant_id column, and it is not listed as a reference table',
    ]);
  });

  it('names a unique key and a primary key that leave merchant_id out', async () => {
    const problems = await problemsWith(
      sql`create table scratch_codes (code_id text primary key, merchant_id text not null, code text not null)`,
      sql`create unique index scratch_codes_code_uq on scratch_codes (code)`,
    );
    expect(problems).toEqual([
      'public.scratch_codes: primary key scratch_codes_pkey (code_id) lacks merchant_id',
      'public.scratch_codes: unique key scratch_codes_code_uq (code) lacks merchant_id',
    ]);
  });

  it('names a nullable merchant_id', async () => {
    const problems = await problemsWith(
      sql`create table scratch_logs (log_id bigserial primary key, merchant_id text, line text)`,
    );
    expect(problems).toEqual([
      'public.scratch_logs: merchant_id may be null',
      'public.scratch_logs: primary key scratch_logs_pkey (log_id) lacks merchant_id',
    ]);
  });

  it('names a foreign key to a tenant table that does not map merchant_id onto merchant_id', async () => {
    const parents = sql`create table scratch_parents (merchant_id text not null, parent_id text not null,
      primary key (merchant_id, parent_id))`;
    const children = (foreignColumns: string) =>
      sql.raw(`create table scratch_children (merchant_id text not null, child_id text, parent_id text,
        owner_id text, primary key (merchant_id, child_id),
        foreign key (${foreignColumns}) references scratch_parents (merchant_id, parent_id))`);
    expect(await problemsWith(parents, children('merchant_id, parent_id'))).toEqual([]);
    expect(await problemsWith(parents, children('owner_id, parent_id'))).toEqual([
      'public.scratch_children: foreign key scratch_children_owner_id_parent_id_fkey (owner_id, parent_id) to tenant table public.scratch_parents lacks merchant_id',
    ]);
  });

  it('accepts a tenant table keyed by merchant_id, and names a reference table pointing into tenant data', async () => {
    const tenantTable = sql`create table scratch_items (merchant_id text not null, item_id text not null,
      code text not null, primary key (merchant_id, item_id), unique (merchant_id, code))`;
    expect(await problemsWith(tenantTable)).toEqual([]);
    const problems = await problemsWith(
      tenantTable,
      sql`alter table menus add column item_merchant text, add column item_id text,
        add foreign key (item_merchant, item_id) references scratch_items (merchant_id, item_id)`,
    );
    expect(problems).toEqual([
      'public.menus: reference table has foreign key menus_item_merchant_item_id_fkey (item_merchant, item_id) to tenant table public.scratch_items',
    ]);
  });
});
