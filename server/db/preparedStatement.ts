import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DrizzleQueryError, entityKind, fillPlaceholders } from 'drizzle-orm';
import type { Logger, SQL } from 'drizzle-orm';
import type { Db, Tx } from './database';
import { markSentWithNext } from './sendWithNext';

const dialect = new PgDialect();

/** Date and time values arrive as PostgreSQL writes them, as drizzle's own node-postgres queries return them. */
const RAW_TYPE_IDS = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asWritten = (value: string) => value;
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPE_IDS.has(typeId) ? asWritten : pg.types.getTypeParser(typeId, format),
};

interface Session {
  client: { query: (config: unknown, values: unknown[]) => Promise<{ rows: unknown[] }> };
  logger: Logger;
  prepareQuery: (...args: unknown[]) => { execute: (values: Record<string, unknown>) => Promise<unknown> };
  constructor: { [entityKind]?: string };
}

/**
 * A statement for the hot paths: its text is built once, from an `sql` template whose variable parts are
 * `sql.placeholder(name)`, and on PostgreSQL it is prepared once per connection under `name` (parse and plan are
 * reused; PGlite ignores the name). Run it with the placeholder values; it answers the rows (column aliases
 * as written, no mapping).
 *
 * On PostgreSQL it goes to the pool or the transaction's connection directly: drizzle's prepared query builds two
 * configurations with their own type parsers and three nested promises for every run, which is most of what
 * such a statement costs in Node. It is still logged as drizzle logs a statement (the write counter sees it), and
 * its failure is reported as drizzle reports one.
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
  const config = { name, text: built.sql, types };
  if (options.sendWithNext) markSentWithNext(name);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const session = (db as unknown as { _: { session: Session } })._.session;
    if (session.constructor[entityKind] === 'NodePgSession') {
      const params = fillPlaceholders(built.params, values);
      session.logger.logQuery(built.sql, params);
      try {
        return (await session.client.query(config, params)).rows as Row[];
      } catch (error) {
        // as drizzle reports a failed statement (the driver's error is its cause)
        throw new DrizzleQueryError(built.sql, params, error as Error);
      }
    }
    const answer = await session.prepareQuery(built, undefined, name, false).execute(values);
    return (answer as { rows: Row[] }).rows;
  };
};
