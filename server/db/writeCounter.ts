/** A statement that may change rows: a write, a data-modifying CTE, or a row lock taken to write. */
const MAY_WRITE = /\b(insert\s+into|update\s|delete\s+from|truncate\s|merge\s+into)/i;

/**
 * Counts the statements that may change rows, as drizzle runs them (its logger sees every query, in transactions
 * too). A request compares the count at its start and end to know whether it must wait for its changes to be
 * heard (`AppCache.settle`); a write by someone else meanwhile only costs that wait.
 */
export const createWriteCounter = (onQuery?: (query: string) => void) => {
  let count = 0;
  return {
    logger: {
      logQuery: (query: string) => {
        onQuery?.(query);
        if (MAY_WRITE.test(query)) count++;
      },
    },
    count: () => count,
  };
};
