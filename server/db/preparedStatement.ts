import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './database';

const dialect = new PgDialect();

/**
 * A statement for the hot paths: its text is built once, from an `sql` template whose variable parts are
 * `sql.placeholder(name)`, and on PostgreSQL it is prepared once per connection under `name` (parse and plan are
 * reused; PGlite ignores the name). Run it with the placeholder values; it answers the rows (column aliases
 * as written, no mapping).
 */
export const preparedStatement = <Row>(name: string, query: SQL) => {
  const built = dialect.sqlToQuery(query);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const answer = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
    return (answer as { rows: Row[] }).rows;
  };
};
