import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { userNames } from '../db/schema';

/**
 * The sign-in directory (`user_names`): one row per user name across all tenants. Written in the transaction that
 * creates, renames or removes the user, so a name taken in another tenant at the same moment fails that transaction.
 */
/** The user holding a name in any tenant, if one does: one read of the small shared table. */
export const userNameHolder = async (db: Db | Tx, userName: string) => {
  const [row] = await db
    .select({ userId: userNames.userId })
    .from(userNames)
    .where(eq(userNames.userName, userName));
  return row?.userId;
};

export const claimUserName = (tx: Tx, entry: { userName: string; userId: string; merchantId: string }) =>
  tx.insert(userNames).values(entry);

export const renameUserName = (tx: Tx, userId: string, userName: string) =>
  tx.update(userNames).set({ userName }).where(eq(userNames.userId, userId));

export const releaseUserName = (tx: Tx, userId: string) =>
  tx.delete(userNames).where(eq(userNames.userId, userId));
