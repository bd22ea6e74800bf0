import type { Tx } from '../../../db/database';
import type { AppDeps, SessionContext } from '../../../http/context';
import { recordOperation, type OperationEntry } from '../../identity/common/audit';

/**
 * Runs one write of the session tenant in a transaction; `work` answers the audit entry (with its before/after
 * snapshots) written in the same transaction.
 */
export const audited = async <T>(
  deps: AppDeps,
  session: SessionContext,
  work: (tx: Tx, now: Date) => Promise<{ result: T; entry: OperationEntry }>,
): Promise<T> => {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const done = await work(tx, now);
    await recordOperation(tx, session, done.entry, now);
    return done.result;
  });
  return result;
};
