import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { users } from '../../../db/schema';

/** How a page of users is sorted; ties go by user id. */
export interface UserOrder {
  column: PgColumn;
  isAscending: boolean;
}

/**
 * The ids of one page of the users `where` selects, in order, each with how many it selects. One scan of `users`:
 * the matches' ids and sort keys are set aside once (a CTE read twice is materialised), counted, and the page is
 * taken with a top-N sort of offset + limit rows. A window count instead sorted every match whole, which spilled to
 * disk in a tenant of 100,000 people. Past the last page there are no rows, so no total either.
 */
export const userIdPage = (
  db: Db,
  where: SQL | undefined,
  order: UserOrder,
  page: { limit: number; offset: number },
) => {
  const matches = db.$with('matches').as(
    db
      .select({ userId: users.userId, key: sql`${order.column}`.as('key') })
      .from(users)
      .where(where),
  );
  return db
    .with(matches)
    .select({
      userId: matches.userId,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(order.isAscending ? asc(matches.key) : desc(matches.key), asc(matches.userId))
    .limit(page.limit)
    .offset(page.offset);
};
