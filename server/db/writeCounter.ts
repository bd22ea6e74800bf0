import { CACHE_WATCHED_TABLES } from './cacheWatchedTables';

/**
 * A write naming one of the watched tables (an upsert's `do update set` names `set`, which is none). Built once:
 * every statement the server sends is tested against it.
 */
const WRITES_WATCHED_TABLE = new RegExp(
  String.raw`\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?(?:` +
    [...CACHE_WATCHED_TABLES].join('|') +
    String.raw`)(?![a-z0-9_$])`,
  'i',
);
/** Statements whose tables are not read out above: counted whatever they name. */
const ALWAYS_COUNTED = /\b(?:truncate|copy)\s/i;

/**
 * The verdict per statement text, remembered: most statements are a few texts sent again and again (the prepared
 * ones of every approval are 2 kB each), and a text's verdict never changes. Bounded, for texts made on the fly.
 */
const verdicts = new Map<string, boolean>();
const VERDICTS_KEPT = 2000;

const writesWatched = (query: string) => {
  let verdict = verdicts.get(query);
  if (verdict === undefined) {
    verdict = WRITES_WATCHED_TABLE.test(query) || ALWAYS_COUNTED.test(query);
    if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
    verdicts.set(query, verdict);
  }
  return verdict;
};

/**
 * Counts the statements that may change rows of a table the caches read from (`CACHE_WATCHED_TABLES`), as drizzle
 * runs them (its logger sees every query, in transactions too). A request compares the count at its start and end
 * to know whether it must wait for its changes to be heard (`AppCache.settle`); a write by someone else meanwhile
 * only costs that wait. A write elsewhere (an approval's task and instance rows) changes nothing a cache holds, so
 * it answers at once: the wait is a NOTIFY round trip through the database per request.
 */
export const createWriteCounter = (onQuery?: (query: string) => void) => {
  let count = 0;
  return {
    logger: {
      logQuery: (query: string) => {
        onQuery?.(query);
        if (writesWatched(query)) count++;
      },
    },
    count: () => count,
  };
};
