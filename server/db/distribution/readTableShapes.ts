import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../database';

/** A key of a table as the catalog holds it: its name and its columns in order. */
export interface KeyShape {
  name: string;
  columns: string[];
}

/** A foreign key: its columns and the table (schema-qualified) and columns it points at. */
export interface ForeignKeyShape extends KeyShape {
  referencedTable: string;
  referencedColumns: string[];
}

/** What the distribution check needs to know of one table. */
export interface TableShape {
  /** `schema.table`, e.g. `public.users`. */
  table: string;
  hasMerchantId: boolean;
  isMerchantIdNullable: boolean;
  primaryKey: KeyShape | null;
  /** Unique constraints and unique indexes (a primary key is not repeated here). */
  uniqueKeys: KeyShape[];
  foreignKeys: ForeignKeyShape[];
}

const SYSTEM_SCHEMAS = sql`('pg_catalog', 'information_schema', 'pg_toast')`;

const rowsOf = <Row>(answer: unknown) => (answer as { rows: Row[] }).rows;

const tablesQuery = sql`
  select c.oid::text as oid, n.nspname || '.' || c.relname as "table",
    a.attname is not null as "hasMerchantId", coalesce(not a.attnotnull, false) as "isMerchantIdNullable"
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attname = 'merchant_id' and not a.attisdropped
  where c.relkind in ('r', 'p') and not c.relispartition
    and n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg_temp%'
  order by 2`;

/** Primary keys, unique constraints and unique indexes, with their columns in key order (expressions as null). */
const keysQuery = sql`
  select i.indrelid::text as oid, ic.relname::text as name, i.indisprimary as "isPrimary",
    array_agg(a.attname::text order by k.ord) as columns
  from pg_index i
  join pg_class ic on ic.oid = i.indexrelid
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
  left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
  where i.indisunique and n.nspname not in ${SYSTEM_SCHEMAS}
  group by i.indrelid, ic.relname, i.indisprimary`;

const foreignKeysQuery = sql`
  select con.conrelid::text as oid, con.conname::text as name,
    array_agg(a.attname::text order by k.ord) as columns,
    rn.nspname || '.' || rc.relname as "referencedTable",
    array_agg(ra.attname::text order by k.ord) as "referencedColumns"
  from pg_constraint con
  join pg_class rc on rc.oid = con.confrelid
  join pg_namespace rn on rn.oid = rc.relnamespace
  cross join lateral unnest(con.conkey, con.confkey) with ordinality as k(attnum, refnum, ord)
  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
  join pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = k.refnum
  where con.contype = 'f'
  group by con.conrelid, con.conname, rn.nspname, rc.relname`;

interface TableRow {
  oid: string;
  table: string;
  hasMerchantId: boolean;
  isMerchantIdNullable: boolean;
}
interface KeyRow {
  oid: string;
  name: string;
  isPrimary: boolean;
  columns: (string | null)[];
}
interface ForeignKeyRow {
  oid: string;
  name: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

/** An expression column of an index reads as `(expression)`: it never counts as merchant_id. */
const keyOf = (row: KeyRow): KeyShape => ({
  name: row.name,
  columns: row.columns.map((column) => column ?? '(expression)'),
});

/** Reads every user table of the database (all schemas but the system ones) from pg_catalog. */
export const readTableShapes = async (db: Db | Tx): Promise<TableShape[]> => {
  const tables = rowsOf<TableRow>(await db.execute(tablesQuery));
  const keys = rowsOf<KeyRow>(await db.execute(keysQuery));
  const foreignKeys = rowsOf<ForeignKeyRow>(await db.execute(foreignKeysQuery));
  return tables.map((row) => {
    const own = keys.filter((key) => key.oid === row.oid);
    const primary = own.find((key) => key.isPrimary);
    return {
      table: row.table,
      hasMerchantId: row.hasMerchantId,
      isMerchantIdNullable: row.isMerchantIdNullable,
      primaryKey: primary ? keyOf(primary) : null,
      uniqueKeys: own.filter((key) => !key.isPrimary).map(keyOf),
      foreignKeys: foreignKeys
        .filter((key) => key.oid === row.oid)
        .map(({ name, columns, referencedTable, referencedColumns }) => ({
          name,
          columns,
          referencedTable,
          referencedColumns,
        })),
    };
  });
};
