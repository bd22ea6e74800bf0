import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { userNames } from '../db/schema';

/**
 * The sign-in directory (`user_names`): one row per user name across all tenants. Written in the transaction that
 * creates, renames or removes the user, so a name taken in another tenant at the same moment fails that transaction.
 */
export const claimUserName = (tx: Tx, entry: { userName: string; userId: string; merchantId: string }) =>
  tx.insert(userNames).values(entry);

export const renameUserName = (tx: Tx, userId: string, userName: string) =>
  tx.update(userNames).set({ userName }).where(eq(userNames.userId, userId));

export const releaseUserName = (tx: Tx, userId: string) =>
  tx.delete(userNames).where(eq(userNames.userId, userId));
