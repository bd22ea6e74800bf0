import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { organizations, positionRoles, positions, roles, userPositions, users } from '../../../db/schema';
import { iso } from '../common/time';
import { like } from '../user/queries';

export type PositionRow = typeof positions.$inferSelect;

export const findPosition = async (
  db: Db | Tx,
  merchantId: string,
  positionId: string,
): Promise<PositionRow | undefined> => {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.positionId, positionId), eq(positions.merchantId, merchantId)));
  return row;
};

export const positionView = (row: PositionRow, organizeName: string, userCount: number) => ({
  positionId: row.positionId,
  positionName: row.positionName,
  positionCode: row.positionCode,
  organizeId: row.organizeId,
  organizeName,
  permission: JSON.stringify(row.permission ?? {}),
  status: row.status,
  createTime: iso(row.createdAt),
  userCount,
});

const holderCounts = async (db: Db | Tx, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: userPositions.positionId, n: count() })
    .from(userPositions)
    .where(inArray(userPositions.positionId, ids))
    .groupBy(userPositions.positionId);
  return new Map(rows.map((r) => [r.id, r.n]));
};

export const positionPage = async (
  db: Db,
  merchantId: string,
  q: {
    positionName?: string;
    organizeId?: string;
    pageNum: number;
    limit: number;
    orderByColumn?: string;
    isAsc?: 'asc' | 'desc';
  },
) => {
  const where = and(
    eq(positions.merchantId, merchantId),
    like(positions.positionName, q.positionName),
    q.organizeId ? eq(positions.organizeId, q.organizeId) : undefined,
  );
  const column =
    q.orderByColumn === 'positionName'
      ? positions.positionName
      : q.orderByColumn === 'positionCode'
        ? positions.positionCode
        : positions.createdAt;
  const [total] = await db.select({ n: count() }).from(positions).where(where);
  const rows = await db
    .select({ position: positions, organizeName: organizations.organizeName })
    .from(positions)
    .leftJoin(organizations, eq(organizations.organizeId, positions.organizeId))
    .where(where)
    .orderBy(q.isAsc === 'desc' ? desc(column) : asc(column), asc(positions.positionId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  const counts = await holderCounts(
    db,
    rows.map((r) => r.position.positionId),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) =>
      positionView(r.position, r.organizeName ?? '', counts.get(r.position.positionId) ?? 0),
    ),
  };
};

export const positionDetail = async (db: Db, row: PositionRow) => {
  const [org] = await db
    .select({ name: organizations.organizeName })
    .from(organizations)
    .where(eq(organizations.organizeId, row.organizeId));
  const counts = await holderCounts(db, [row.positionId]);
  return positionView(row, org?.name ?? '', counts.get(row.positionId) ?? 0);
};

export const positionRoleRows = (db: Db | Tx, positionId: string) =>
  db
    .select({ roleId: roles.roleId, roleName: roles.roleName })
    .from(positionRoles)
    .innerJoin(roles, eq(roles.roleId, positionRoles.roleId))
    .where(eq(positionRoles.positionId, positionId))
    .orderBy(asc(roles.roleName));

const brief = {
  userId: users.userId,
  userName: users.userName,
  nickName: users.nickName,
  organizeName: organizations.organizeName,
};

export const positionUsers = async (db: Db, positionId: string) =>
  (
    await db
      .select(brief)
      .from(userPositions)
      .innerJoin(users, eq(users.userId, userPositions.userId))
      .leftJoin(organizations, eq(organizations.organizeId, users.organizeId))
      .where(eq(userPositions.positionId, positionId))
      .orderBy(asc(users.userName))
  ).map((r) => ({ ...r, organizeName: r.organizeName ?? '' }));

export const organizeUsers = async (db: Db, merchantId: string, organizeId: string) =>
  (
    await db
      .select(brief)
      .from(users)
      .leftJoin(organizations, eq(organizations.organizeId, users.organizeId))
      .where(and(eq(users.merchantId, merchantId), eq(users.organizeId, organizeId)))
      .orderBy(asc(users.userName))
  ).map((r) => ({ ...r, organizeName: r.organizeName ?? '' }));
