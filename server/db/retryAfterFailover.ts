import type { Database } from './database';
import { isFailoverError } from './failoverErrors';

/** Attempts in all, and how long the attempts and the waits for a new primary between them may take. */
const MAX_ATTEMPTS = 4;
const BUDGET_MS = 20_000;

/**
 * Runs `work` (one transaction) again when a failover cut it off, once a primary answers again. Only for work whose
 * request id makes a second run safe: the first run may have committed before its connection died, and the second
 * then finds the first one's answer under the same id instead of applying the change again.
 */
export const retryAfterFailover = async <T>(database: Database, work: () => Promise<T>): Promise<T> => {
  const until = Date.now() + BUDGET_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isFailoverError(error) || attempt >= MAX_ATTEMPTS) throw error;
      const left = until - Date.now();
      if (left <= 0 || !(await database.awaitPrimary(left))) throw error;
    }
  }
};
