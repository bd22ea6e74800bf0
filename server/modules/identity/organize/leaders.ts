/**
 * Organisation leaders (issue 28): user ids of the tenant, shown by name, written to the workbook by login name.
 * Every read is scoped to the session's tenant, so a leader id of another tenant names nobody.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { users } from '../../../db/schema';
import { fieldError } from '../common/errors';

/** Most leaders one organisation may have. */
export const MAX_LEADERS = 20;

export interface LeaderUser {
  userId: string;
  userName: string;
  nickName: string;
}

/** The tenant's users among `ids` (unknown ids are left out). */
export const tenantUsers = async (db: Db | Tx, merchantId: string, ids: readonly string[]) => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, LeaderUser>();
  const rows = await db
    .select({ userId: users.userId, userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.userId, wanted)));
  return new Map(rows.map((row) => [row.userId, row]));
};

/** The ids, distinct, after checking each names a user of the tenant (else a field error naming it). */
export const checkLeaders = async (db: Db | Tx, merchantId: string, ids: readonly string[]) => {
  const distinct = [...new Set(ids)];
  const known = await tenantUsers(db, merchantId, distinct);
  const unknown = distinct.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw fieldError({ field: 'leaderIds', key: 'rule.leaderUnknown', params: { userId: unknown } });
  return distinct;
};

/** Leaders as the views show them: id and display name, in the stored order; ids of nobody are left out. */
export const leaderViews = (ids: readonly string[], known: ReadonlyMap<string, LeaderUser>) =>
  ids.flatMap((id) => {
    const found = known.get(id);
    return found ? [{ userId: id, userName: found.nickName || found.userName }] : [];
  });

/** Every user id → login name and login name → id of the tenant (workbook export and import). */
export const loginNames = async (db: Db | Tx, merchantId: string) => {
  const rows = await db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(eq(users.merchantId, merchantId));
  return {
    nameOf: new Map(rows.map((row) => [row.userId, row.userName])),
    idOf: new Map(rows.map((row) => [row.userName, row.userId])),
  };
};

/** The workbook cell of the leaders: login names joined by commas. */
export const leaderCell = (ids: readonly string[], nameOf: ReadonlyMap<string, string>) =>
  ids.flatMap((id) => nameOf.get(id) ?? []).join(', ');
