import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './database';
import { markSentWithNext } from './sendWithNext';

const dialect = new PgDialect();

/**
 * A statement for the hot paths: its text is built once, from an `sql` template whose variable parts are
 * `sql.placeholder(name)`, and on PostgreSQL it is prepared once per connection under `name` (parse and plan are
 * reused; PGlite ignores the name). Run it with the placeholder values; it answers the rows (column aliases
 * as written, no mapping).
 *
 * `sendWithNext`: a write whose checks are in its SQL and whose answer nobody reads. Inside a transaction on
 * PostgreSQL it answers no rows at once and goes out with the next statement; its error, if any, comes with that one.
 */
export const preparedStatement = <Row>(
  name: string,
  query: SQL,
  options: { sendWithNext?: boolean } = {},
) => {
  const built = dialect.sqlToQuery(query);
  if (options.sendWithNext) markSentWithNext(name);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const answer = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
    return (answer as { rows: Row[] }).rows;
  };
};
