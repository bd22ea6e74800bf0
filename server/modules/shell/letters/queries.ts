import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { LetterItemRow, LetterTipData } from '@shared/api/modules/shell';
import type { Db } from '../../../db/database';
import { letters } from '../../../db/schema';

/** Letters shown in the bell's popover. */
export const TIP_SIZE = 5;

type Owner = { merchantId: string; userId: string };
const mine = (owner: Owner) =>
  and(eq(letters.merchantId, owner.merchantId), eq(letters.userId, owner.userId));

const toItem = (row: typeof letters.$inferSelect): LetterItemRow => ({
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

/** A cheap fingerprint of the user's letters: changes when one arrives or is read. */
export const letterFingerprint = async (db: Db, owner: Owner): Promise<string> => {
  const [unread] = await db
    .select({ n: count() })
    .from(letters)
    .where(and(mine(owner), eq(letters.status, 'UNREAD')));
  const [latest] = await db
    .select({ id: letters.letterId })
    .from(letters)
    .where(mine(owner))
    .orderBy(desc(letters.sendTime), desc(letters.letterId))
    .limit(1);
  return `${unread?.n ?? 0}:${latest?.id ?? ''}`;
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
  query: { pageNum: number; limit: number; status?: string },
) => {
  const where = query.status ? and(mine(owner), eq(letters.status, query.status)) : mine(owner);
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
