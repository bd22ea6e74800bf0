/** Who publishes a version: the caller's id and display name, kept with the version. */
import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Db } from '../../../db/database';
import type { SessionContext } from '../../../http/context';

export const publisherOf = async (db: Db, session: SessionContext) => {
  const [row] = await db
    .select({ nickName: users.nickName })
    .from(users)
    .where(and(eq(users.userId, session.userId), eq(users.merchantId, session.homeMerchantId)));
  return { publishedBy: session.userId, publishedByName: row?.nickName || session.userName };
};
