import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { letters, users } from '../../../db/schema';
import { iso } from '../../identity/common/time';
import { like } from '../../identity/user/queries';

/** `letter/message/small/page/list`: the tenant's sent in-app letters, newest first, with the recipient's name. */
export const smallLetterPage = async (
  db: Db,
  merchantId: string,
  q: { keyword?: string; pageNum: number; limit: number },
) => {
  const where = and(eq(letters.merchantId, merchantId), like(letters.title, q.keyword));
  const [total] = await db.select({ n: count() }).from(letters).where(where);
  const rows = await db
    .select({
      letterId: letters.letterId,
      title: letters.title,
      category: letters.category,
      status: letters.status,
      sendTime: letters.sendTime,
      userName: users.userName,
      nickName: users.nickName,
    })
    .from(letters)
    .leftJoin(users, and(eq(users.userId, letters.userId), eq(users.merchantId, letters.merchantId)))
    .where(where)
    .orderBy(desc(letters.sendTime), desc(letters.letterId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      letterId: r.letterId,
      title: r.title,
      category: r.category,
      recipient: r.nickName || r.userName || '',
      status: r.status,
      sendTime: iso(r.sendTime),
    })),
  };
};
