import type pg from 'pg';

/** A transaction's first and last statements as drizzle sends them, behind the request tag's comment if any. */
const BEGIN = /^(?:\/\*[^*]*\*\/ )?begin$/i;
const END = /^(?:\/\*[^*]*\*\/ )?(commit|rollback)$/i;

/** Named statements whose answer no caller reads (`preparedStatement(…, { sendWithNext: true })`). */
const sentWithNext = new Set<string>();

/** Marks the named statement `name` as one whose answer nobody reads: in a transaction it goes with the next. */
export const markSentWithNext = (name: string) => {
  sentWithNext.add(name);
};

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown; queryMode?: string };
type QueryArgument = string | QueryConfig | undefined | null;
type RawQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** The wire side of a pg connection that this module writes to (messages of the extended protocol). */
interface Wire {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(query: { text: string }): void;
  bind(config: { statement?: string; values?: unknown[]; valueMapper?: unknown }): void;
  execute(config: Record<string, never>): void;
}

interface PgQuery {
  submit(connection: Wire): Error | null;
  handleCommandComplete(message: unknown, connection: Wire): void;
  handleDataRow(message: unknown): void;
}

/** A statement held back: `begin` (text only), or a parsed named statement with its values. */
interface Held {
  text: string;
  name?: string;
  values?: unknown[];
}

/** pg's own value conversion for parameters (exported as `utils`, untyped in @types/pg). */
type PgUtils = { utils: { prepareValue: (value: unknown) => unknown } };

const textOf = (query: QueryArgument) =>
  typeof query === 'string' ? query : typeof query?.text === 'string' ? query.text : undefined;

const nameOf = (query: QueryArgument) =>
  typeof query === 'object' && query && typeof query.name === 'string' && query.name !== ''
    ? query.name
    : undefined;

/** The answer pg gives for a statement without rows. */
const resultOf = (command: string) => ({ command, rowCount: null, oid: null, rows: [], fields: [] });

/**
 * Statements whose answer nobody waits for are held and written in front of the next statement on the connection:
 * one write and one round trip for both, as the JDBC driver for PostgreSQL does with `begin`. Two kinds are held:
 *
 * - a transaction's `begin`: answered at once; a transaction that ends before any statement was sent sends nothing;
 * - inside a transaction, a named statement marked with `markSentWithNext` once it is parsed on the connection (a
 *   write whose checks are in its SQL, so its caller needs no answer): its `commit` usually carries it.
 *
 * The held statements go out as Bind/Execute (and Parse for `begin`), then the carrier's own messages and one Sync.
 * The server runs them in order; the first error skips the rest, and the carrier's caller gets it (the transaction
 * then rolls back as for any failed statement). A `rollback` drops held writes, which it would undo anyway.
 *
 * A carrier is a statement with parameters, a parsed named statement, or `commit`. Before anything else (a plain
 * text may hold several statements, which the extended protocol refuses) the held statements are sent on their own.
 */
export const sendWithNext = (pool: pg.Pool, pgModule: typeof pg) => {
  const { Query } = pgModule;
  const { prepareValue } = (pgModule as unknown as PgUtils).utils;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as RawQuery;
    const wire = (client as unknown as { connection: Wire }).connection;
    const held: Held[] = [];
    let inTransaction = false;

    const isParsed = (name: string, text: string | undefined) =>
      wire.parsedStatements[name] === text && !wire.submittedNamedStatements[name];

    const canCarry = (config: QueryArgument, values: unknown, callback: unknown) => {
      if (callback !== undefined || typeof values === 'function') return false;
      if (typeof config !== 'object' || !config || typeof config.submit === 'function') return false;
      if (values !== undefined && !Array.isArray(values)) return false;
      const name = nameOf(config);
      // an unparsed named statement's ParseComplete would be counted by pg for the first Parse it sees
      if (name !== undefined) return isParsed(name, textOf(config));
      return Array.isArray(values) && values.length > 0;
    };

    /** Sends `statements`, then the carrier, in one write; the carrier's caller gets its answer or the first error. */
    const carry = (statements: Held[], config: QueryConfig, values: unknown[]) =>
      new Promise((resolve, reject) => {
        const carrier = new Query(
          config as pg.QueryConfig,
          values,
          (error: Error | undefined, result: unknown) => (error ? reject(error) : resolve(result)),
        ) as unknown as PgQuery;
        const submit = carrier.submit.bind(carrier);
        carrier.submit = (connection) => {
          connection.stream.cork?.();
          try {
            for (const statement of statements) {
              if (statement.name === undefined) connection.parse({ text: statement.text });
              connection.bind({
                statement: statement.name,
                values: statement.values,
                valueMapper: prepareValue,
              });
              connection.execute({});
            }
            return submit(connection);
          } finally {
            connection.stream.uncork?.();
          }
        };
        // the held statements answer first, each with its rows (sent without Describe, so no RowDescription) and
        // one CommandComplete: none of that is the carrier's
        let unanswered = statements.length;
        const complete = carrier.handleCommandComplete.bind(carrier);
        carrier.handleCommandComplete = (message, connection) => {
          if (unanswered === 0) complete(message, connection);
          else unanswered -= 1;
        };
        const row = carrier.handleDataRow.bind(carrier);
        carrier.handleDataRow = (message) => {
          if (unanswered === 0) row(message);
        };
        query(carrier);
      });

    /** The held statements on their own: the last one carries the others. */
    const flush = () => {
      const statements = held.splice(0);
      const last = statements.pop()!;
      return carry(
        statements,
        { text: last.text, name: last.name, queryMode: 'extended' },
        last.values ?? [],
      );
    };

    client.query = ((config: QueryArgument, values?: unknown, callback?: unknown) => {
      const text = textOf(config);
      const name = nameOf(config);
      const isPlain =
        callback === undefined &&
        typeof values !== 'function' &&
        (values === undefined || (Array.isArray(values) && values.length === 0));
      if (isPlain && name === undefined && text !== undefined && BEGIN.test(text) && !inTransaction) {
        inTransaction = true;
        held.push({ text });
        return Promise.resolve(resultOf('BEGIN'));
      }
      if (
        inTransaction &&
        name !== undefined &&
        sentWithNext.has(name) &&
        canCarry(config, values, callback)
      ) {
        held.push({ text: text!, name, values: (values ?? []) as unknown[] });
        return Promise.resolve(resultOf('SELECT'));
      }
      const end = isPlain && name === undefined && text !== undefined ? END.exec(text) : null;
      if (end) inTransaction = false;
      if (held.length === 0) return query(config, values, callback);
      if (end) {
        const begun = held[0]!.name === undefined;
        if (end[1]!.toLowerCase() === 'rollback') {
          held.length = 0;
          return begun ? Promise.resolve(resultOf('ROLLBACK')) : query(config, values, callback);
        }
        if (begun && held.length === 1) {
          held.length = 0;
          return Promise.resolve(resultOf('COMMIT'));
        }
        return carry(held.splice(0), { text: text!, queryMode: 'extended' }, []);
      }
      if (canCarry(config, values, callback))
        return carry(held.splice(0), config as QueryConfig, (values ?? []) as unknown[]);
      const sent = flush();
      const answer = typeof values === 'function' ? values : callback;
      if (typeof answer !== 'function') return sent.then(() => query(config, values, callback));
      // a caller with a callback hears the held statements' failure through it, as pg would tell it
      sent.then(
        () => query(config, values, callback),
        (error: unknown) => (answer as (error: unknown) => void)(error),
      );
      return undefined;
    }) as typeof client.query;
  });
};
