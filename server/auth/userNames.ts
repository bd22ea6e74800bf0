import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { userNames } from '../db/schema';

/**
 * The sign-in directory (`user_names`): one row per user name across all tenants. Written in the transaction that
 * creates, renames or removes the user; a name another tenant took meanwhile makes the claim answer false, so the
 * caller refuses the name instead of failing.
 */

/** The user holding a name in any tenant, if one does: one read of the small shared table. */
export const userNameHolder = async (db: Db | Tx, userName: string) => {
  const [row] = await db
    .select({ userId: userNames.userId })
    .from(userNames)
    .where(eq(userNames.userName, userName));
  return row?.userId;
};

/** Takes the name for the user; false when another user holds it. */
export const claimUserName = async (
  tx: Tx,
  entry: { userName: string; userId: string; merchantId: string },
): Promise<boolean> => {
  const claimed = await tx
    .insert(userNames)
    .values(entry)
    .onConflictDoNothing({ target: userNames.userName })
    .returning({ userName: userNames.userName });
  return claimed.length === 1;
};

/** Moves the user to a new name; false when another user holds it. */
export const renameUserName = async (
  tx: Tx,
  entry: { userName: string; userId: string; merchantId: string },
): Promise<boolean> => {
  await releaseUserName(tx, entry.userId);
  return claimUserName(tx, entry);
};

export const releaseUserName = (tx: Tx, userId: string) =>
  tx.delete(userNames).where(eq(userNames.userId, userId));
