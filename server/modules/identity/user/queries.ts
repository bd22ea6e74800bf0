import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { UserViewRow } from '@shared/api/modules/identity/schemas';
import type { Db, Tx } from '../../../db/database';
import {
  merchants,
  organizations,
  positions,
  roles,
  userPositions,
  userRoles,
  users,
} from '../../../db/schema';
import { iso } from '../common/time';
import { userIdPage } from './userIdPage';

export type UserRow = typeof users.$inferSelect;

/** A user of the tenant, or undefined (another tenant's user looks exactly like a missing one). */
export const findUser = async (
  db: Db | Tx,
  merchantId: string,
  userId: string,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.merchantId, merchantId)));
  return row;
};

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const like = (column: Parameters<typeof ilike>[0], text: string | undefined): SQL | undefined =>
  text && text.trim() ? ilike(column, escapeLike(text.trim())) : undefined;

const SORTABLE = {
  userId: users.userId,
  userName: users.userName,
  nickName: users.nickName,
  status: users.status,
  createTime: users.createdAt,
  lockedTime: users.lockedTime,
  unlockingTime: users.unlockingTime,
} as const;

export interface UserFilter {
  userName?: string;
  nickName?: string;
  phonenumber?: string;
  status?: string;
  organizeId?: string;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
  pageNum: number;
  limit: number;
}

/** Role and position names of some users. */
const attachments = async (db: Db | Tx, userIds: string[]) => {
  if (userIds.length === 0) return { roleRows: [], positionRows: [] };
  const [roleRows, positionRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, roleId: roles.roleId, roleName: roles.roleName })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(inArray(userRoles.userId, userIds)),
    db
      .select({
        userId: userPositions.userId,
        positionId: positions.positionId,
        positionName: positions.positionName,
      })
      .from(userPositions)
      .innerJoin(positions, eq(positions.positionId, userPositions.positionId))
      .where(inArray(userPositions.userId, userIds)),
  ]);
  return { roleRows, positionRows };
};

export const toViews = async (
  db: Db | Tx,
  rows: { user: UserRow; organizeName: string | null; merchantName: string | null }[],
): Promise<UserViewRow[]> => {
  const { roleRows, positionRows } = await attachments(
    db,
    rows.map((r) => r.user.userId),
  );
  return rows.map(({ user, organizeName, merchantName }) => ({
    userId: user.userId,
    merchantId: user.merchantId,
    merchantName: merchantName ?? '',
    userName: user.userName,
    nickName: user.nickName,
    phonenumber: user.phonenumber,
    email: user.email,
    jobNumber: user.jobNumber,
    avatar: user.avatar,
    idCard: user.idCard,
    sex: user.sex,
    organizeId: user.organizeId,
    organizeName: organizeName ?? '',
    status: user.status,
    remark: user.remark,
    createTime: iso(user.createdAt),
    lockedTime: iso(user.lockedTime),
    unlockingTime: iso(user.unlockingTime),
    lockedReason: user.lockedReason,
    roleInfos: roleRows
      .filter((r) => r.userId === user.userId)
      .map(({ roleId, roleName }) => ({ roleId, roleName })),
    positionInfos: positionRows
      .filter((p) => p.userId === user.userId)
      .map(({ positionId, positionName }) => ({ positionId, positionName })),
  }));
};

const viewSelect = {
  user: users,
  organizeName: organizations.organizeName,
  merchantName: merchants.merchantName,
};

/**
 * One page of the tenant's users. A single scan of `users` returns the page and the total (`userIdPage`); names
 * of organisations, tenant, roles and positions are then looked up for the page's rows only.
 */
export const userPage = async (db: Db, merchantId: string, filter: UserFilter, extra?: SQL) => {
  const where = and(
    eq(users.merchantId, merchantId),
    like(users.userName, filter.userName),
    like(users.nickName, filter.nickName),
    like(users.phonenumber, filter.phonenumber),
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.organizeId ? eq(users.organizeId, filter.organizeId) : undefined,
    extra,
  );
  const column = SORTABLE[(filter.orderByColumn ?? 'createTime') as keyof typeof SORTABLE] ?? users.createdAt;
  const ids = await userIdPage(
    db,
    where,
    { column, isAscending: filter.isAsc === 'asc' },
    { limit: filter.limit, offset: (filter.pageNum - 1) * filter.limit },
  );
  const full = ids.length
    ? await db
        .select()
        .from(users)
        .where(
          inArray(
            users.userId,
            ids.map((r) => r.userId),
          ),
        )
    : [];
  const byId = new Map(full.map((u) => [u.userId, u]));
  const page = ids.flatMap((r) => (byId.has(r.userId) ? [{ user: byId.get(r.userId) as UserRow }] : []));
  let total = ids[0]?.total;
  if (total === undefined) {
    const [row] = await db.select({ n: count() }).from(users).where(where);
    total = row?.n ?? 0;
  }
  const orgIds = [...new Set(page.map((r) => r.user.organizeId).filter(Boolean))];
  const [orgs, [tenant]] = await Promise.all([
    orgIds.length
      ? db
          .select({ id: organizations.organizeId, name: organizations.organizeName })
          .from(organizations)
          .where(inArray(organizations.organizeId, orgIds))
      : [],
    db.select({ name: merchants.merchantName }).from(merchants).where(eq(merchants.merchantId, merchantId)),
  ]);
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const rows = page.map(({ user }) => ({
    user,
    organizeName: orgName.get(user.organizeId) ?? null,
    merchantName: tenant?.name ?? null,
  }));
  return { total, rows: await toViews(db, rows) };
};

export const userView = async (
  db: Db | Tx,
  merchantId: string,
  userId: string,
): Promise<UserViewRow | undefined> => {
  const rows = await db
    .select(viewSelect)
    .from(users)
    .leftJoin(organizations, eq(organizations.organizeId, users.organizeId))
    .leftJoin(merchants, eq(merchants.merchantId, users.merchantId))
    .where(and(eq(users.userId, userId), eq(users.merchantId, merchantId)));
  return (await toViews(db, rows))[0];
};

export const roleIdsOf = async (db: Db | Tx, userId: string) =>
  (await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.id)
    .sort();
export const positionIdsOf = async (db: Db | Tx, userId: string) =>
  (
    await db
      .select({ id: userPositions.positionId })
      .from(userPositions)
      .where(eq(userPositions.userId, userId))
  )
    .map((r) => r.id)
    .sort();
