import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** What may appear inside the SQL comment: a request id is a short token of these characters, nothing else. */
const SAFE_TAG = /^[A-Za-z0-9._:-]{1,64}$/;

type QueryArgument = string | { text?: unknown; name?: unknown; submit?: unknown } | undefined;

/**
 * Carries the id of the request being served into every statement it sends to PostgreSQL, as a leading comment
 * (`/* request <id> *\/ select …`). PostgreSQL's log lines that quote a statement (slow statements, errors, lock
 * waits) and `pg_stat_activity.query` then name the request. A comment costs no round trip, unlike setting
 * `application_name` per checkout, and leaves pooled connections as they were. Named prepared statements keep
 * their text (PostgreSQL would refuse a second text under the same name) and go untagged.
 */
export interface RequestTagging {
  /** Runs `work` (and everything it starts) as part of request `requestId`. */
  run<T>(requestId: string, work: () => T): T;
  /** Tags the statements of every connection the pool opens from now on. */
  tagPool(pool: pg.Pool): void;
}

export const createRequestTagging = (): RequestTagging => {
  const current = new AsyncLocalStorage<string>();

  const tagged = (query: QueryArgument): QueryArgument => {
    const id = current.getStore();
    if (id === undefined) return query;
    if (typeof query === 'string') return `/* request ${id} */ ${query}`;
    if (!query || typeof query.text !== 'string' || query.name || typeof query.submit === 'function')
      return query;
    return { ...query, text: `/* request ${id} */ ${query.text}` };
  };

  return {
    run: (requestId, work) => (SAFE_TAG.test(requestId) ? current.run(requestId, work) : work()),
    tagPool: (pool) => {
      pool.on('connect', (client) => {
        const query = client.query.bind(client) as (query: QueryArgument, ...rest: unknown[]) => unknown;
        client.query = ((first: QueryArgument, ...rest: unknown[]) =>
          query(tagged(first), ...rest)) as typeof client.query;
      });
    },
  };
};
