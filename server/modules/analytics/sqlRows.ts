import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';

/** Runs a raw query and answers its rows (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Fills a fixed set of buckets (upper bounds, the last bucket open) from `width_bucket` counts. */
export const fillBuckets = (bounds: readonly number[], counts: { index: number; count: number }[]) =>
  Array.from({ length: bounds.length + 1 }, (_, index) => ({
    index,
    minSeconds: index === 0 ? 0 : (bounds[index - 1] as number),
    maxSeconds: index < bounds.length ? (bounds[index] as number) : null,
    count: counts.find((c) => c.index === index)?.count ?? 0,
  }));

/** `ARRAY[...]::float8[]` of constant bounds, for `width_bucket`. */
export const boundsArray = (bounds: readonly number[]) => `ARRAY[${bounds.join(',')}]::float8[]`;
