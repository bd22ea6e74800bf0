import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { organizations, positions, roles, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Throws not-found unless every id is a role of the tenant. */
export const assertRoles = async (db: Db | Tx, merchantId: string, ids: readonly string[]) => {
  const wanted = unique(ids);
  if (wanted.length === 0) return wanted;
  const rows = await db
    .select({ id: roles.roleId })
    .from(roles)
    .where(and(eq(roles.merchantId, merchantId), inArray(roles.roleId, wanted)));
  if (rows.length !== wanted.length) throw notFound();
  return wanted;
};

export const assertPositions = async (db: Db | Tx, merchantId: string, ids: readonly string[]) => {
  const wanted = unique(ids);
  if (wanted.length === 0) return wanted;
  const rows = await db
    .select({ id: positions.positionId })
    .from(positions)
    .where(and(eq(positions.merchantId, merchantId), inArray(positions.positionId, wanted)));
  if (rows.length !== wanted.length) throw notFound();
  return wanted;
};

export const assertOrganizes = async (db: Db | Tx, merchantId: string, ids: readonly string[]) => {
  const wanted = unique(ids.filter(Boolean));
  if (wanted.length === 0) return wanted;
  const rows = await db
    .select({ id: organizations.organizeId })
    .from(organizations)
    .where(and(eq(organizations.merchantId, merchantId), inArray(organizations.organizeId, wanted)));
  if (rows.length !== wanted.length) throw notFound();
  return wanted;
};

export const assertUsers = async (db: Db | Tx, merchantId: string, ids: readonly string[]) => {
  const wanted = unique(ids);
  if (wanted.length === 0) return wanted;
  const rows = await db
    .select({ id: users.userId })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.userId, wanted)));
  if (rows.length !== wanted.length) throw notFound();
  return wanted;
};
