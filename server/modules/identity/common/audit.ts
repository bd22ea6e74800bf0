import type { Db, Tx } from '../../../db/database';
import { operationLogs } from '../../../db/schema';
import type { SessionContext } from '../../../http/context';
import { diffFields } from './diff';

export type OperationAction = 'create' | 'update' | 'delete';

export interface OperationEntry {
  action: OperationAction;
  targetType: string;
  targetId: string;
  targetName?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Writes a business-operation entry inside the caller's transaction. An update that changed nothing is skipped. */
export const recordOperation = async (
  db: Db | Tx,
  session: SessionContext,
  entry: OperationEntry,
  now: Date,
) => {
  const changes = diffFields(entry.before, entry.after);
  if (entry.action === 'update' && changes.length === 0) return;
  await db.insert(operationLogs).values({
    merchantId: session.merchantId,
    userId: session.userId,
    userName: session.userName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName ?? '',
    changes,
    createdAt: now,
  });
};
