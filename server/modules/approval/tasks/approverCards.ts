/**
 * What the approver tip of the process dynamics shows about each person (console spec §9 "approver tip
 * popover"): their organisation and positions in the tenant, read for the people of one instance.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { organizations, positions, userPositions, users } from '../../../db/schema';

export interface ApproverCard {
  organizeName: string;
  positionNames: string[];
}

export const NO_CARD: Readonly<ApproverCard> = Object.freeze({ organizeName: '', positionNames: [] });

export const approverCardsOf = async (
  db: Db,
  merchantId: string,
  userIds: readonly string[],
): Promise<Map<string, ApproverCard>> => {
  const ids = [...new Set(userIds.filter(Boolean))];
  const cards = new Map<string, ApproverCard>();
  if (ids.length === 0) return cards;
  const userRows = await db
    .select({ userId: users.userId, organizeId: users.organizeId })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.userId, ids)));
  const organizeIds = [...new Set(userRows.map((row) => row.organizeId).filter(Boolean))];
  const organisationNames = new Map(
    organizeIds.length === 0
      ? []
      : (
          await db
            .select({ organizeId: organizations.organizeId, organizeName: organizations.organizeName })
            .from(organizations)
            .where(
              and(eq(organizations.merchantId, merchantId), inArray(organizations.organizeId, organizeIds)),
            )
        ).map((row) => [row.organizeId, row.organizeName]),
  );
  for (const row of userRows)
    cards.set(row.userId, { organizeName: organisationNames.get(row.organizeId) ?? '', positionNames: [] });
  const positionRows = await db
    .select({ userId: userPositions.userId, positionName: positions.positionName })
    .from(userPositions)
    .innerJoin(
      positions,
      and(
        eq(positions.positionId, userPositions.positionId),
        eq(positions.merchantId, userPositions.merchantId),
      ),
    )
    .where(and(eq(userPositions.merchantId, merchantId), inArray(userPositions.userId, ids)))
    .orderBy(positions.positionName);
  for (const row of positionRows) cards.get(row.userId)?.positionNames.push(row.positionName);
  return cards;
};
