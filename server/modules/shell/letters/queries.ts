import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LetterItemRow, LetterTipData } from '@shared/api/modules/shell';
import type { Db, Tx } from '../../../db/database';
import { letters } from '../../../db/schema';
import { letterFilterWhere, type LetterFilter } from './letterFilter';

/** Letters shown in the bell's popover. */
export const TIP_SIZE = 5;

export type Owner = { merchantId: string; userId: string };
const mine = (owner: Owner) =>
  and(eq(letters.merchantId, owner.merchantId), eq(letters.userId, owner.userId));

export const toItem = (row: typeof letters.$inferSelect): LetterItemRow => ({
  letterId: row.letterId,
  title: row.title,
  content: row.content,
  category: row.category,
  bizId: row.bizId,
  status: row.status,
  sendTime: row.sendTime.toISOString(),
});

export const letterTip = async (db: Db, owner: Owner): Promise<LetterTipData> => {
  const [unread] = await db
    .select({ n: count() })
    .from(letters)
    .where(and(mine(owner), eq(letters.status, 'UNREAD')));
  const rows = await db
    .select()
    .from(letters)
    .where(mine(owner))
    .orderBy(desc(letters.sendTime), desc(letters.letterId))
    .limit(TIP_SIZE);
  const unreadCount = unread?.n ?? 0;
  return { hasUnreadLetter: unreadCount > 0, unreadCount, letterItems: rows.map(toItem) };
};

/** A cheap fingerprint of the user's letters: changes when one arrives, is read or is deleted. */
export const letterFingerprint = async (db: Db, owner: Owner): Promise<string> => {
  const [counts] = await db
    .select({
      n: count(),
      unread: sql<number>`count(*) filter (where ${letters.status} = 'UNREAD')`.mapWith(Number),
    })
    .from(letters)
    .where(mine(owner));
  const [latest] = await db
    .select({ id: letters.letterId })
    .from(letters)
    .where(mine(owner))
    .orderBy(desc(letters.sendTime), desc(letters.letterId))
    .limit(1);
  return `${counts?.unread ?? 0}:${counts?.n ?? 0}:${latest?.id ?? ''}`;
};

export const markRead = async (
  db: Db,
  owner: Owner,
  letterIds: string[] | 'all',
  now: Date,
): Promise<number> => {
  const scope =
    letterIds === 'all'
      ? mine(owner)
      : and(mine(owner), inArray(letters.letterId, letterIds.length ? letterIds : ['']));
  const updated = await db
    .update(letters)
    .set({ status: 'READ', readTime: now })
    .where(and(scope, eq(letters.status, 'UNREAD')))
    .returning({ id: letters.letterId });
  return updated.length;
};

export const letterPage = async (
  db: Db,
  owner: Owner,
  query: { pageNum: number; limit: number } & LetterFilter,
) => {
  const where = and(mine(owner), letterFilterWhere(query));
  const [total] = await db.select({ n: count() }).from(letters).where(where);
  const rows = await db
    .select()
    .from(letters)
    .where(where)
    .orderBy(desc(letters.sendTime), desc(letters.letterId))
    .limit(query.limit)
    .offset((query.pageNum - 1) * query.limit);
  return { total: total?.n ?? 0, rows: rows.map(toItem) };
};

/** The categories among the owner's letters, in name order. */
export const letterCategories = async (db: Db, owner: Owner): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ category: letters.category })
    .from(letters)
    .where(mine(owner))
    .orderBy(asc(letters.category));
  return rows.map((row) => row.category);
};

/** One of the owner's letters, or undefined (unknown, deleted, or someone else's). */
export const findLetter = async (db: Db, owner: Owner, letterId: string) => {
  const [row] = await db
    .select()
    .from(letters)
    .where(and(mine(owner), eq(letters.letterId, letterId)));
  return row;
};

/** Deletes those of the ids that are the owner's letters; answers the deleted rows. */
export const deleteLetters = (tx: Tx, owner: Owner, letterIds: string[]) =>
  tx
    .delete(letters)
    .where(and(mine(owner), inArray(letters.letterId, letterIds)))
    .returning({ letterId: letters.letterId, title: letters.title });
