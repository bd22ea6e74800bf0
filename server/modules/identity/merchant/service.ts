import { and, count, eq } from 'drizzle-orm';
import { checkGrant, checkPicture } from '@shared/api/modules/identity/rules';
import type { Db, Tx } from '../../../db/database';
import { merchantAuths, merchants, roles, users } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../common/audit';
import { fieldError, rule, throwIf } from '../common/errors';
import { subtreeIds, visibleMerchantIds } from '../common/scope';

export type MerchantRow = typeof merchants.$inferSelect;

/** A tenant the session may manage (its own or one below it), or undefined. */
export const findMerchant = async (db: Db | Tx, sessionMerchantId: string, merchantId: string) => {
  if (!(await visibleMerchantIds(db, sessionMerchantId)).includes(merchantId)) return undefined;
  const [row] = await db.select().from(merchants).where(eq(merchants.merchantId, merchantId));
  return row;
};

interface MerchantInput {
  merchantName: string;
  parentId?: string;
  icon?: string;
  contact?: string;
  phone?: string;
  status?: '0' | '1';
  remark?: string;
}

const checkName = (input: MerchantInput) => {
  if (!input.merchantName.trim())
    throw fieldError({ field: 'merchantName', key: 'rule.merchantNameRequired' });
  throwIf(checkPicture('icon', input.icon));
};

export const addMerchant = async (deps: AppDeps, session: SessionContext, input: MerchantInput) => {
  checkName(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const parentId = input.parentId || session.merchantId;
    if (!(await findMerchant(tx, session.merchantId, parentId))) throw notFound();
    const merchantId = generateId(now);
    const [row] = await tx
      .insert(merchants)
      .values({
        merchantId,
        parentId,
        merchantName: input.merchantName.trim(),
        icon: input.icon ?? '',
        contact: input.contact ?? '',
        phone: input.phone ?? '',
        status: input.status ?? '0',
        remark: input.remark ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordOperation(
      tx,
      session,
      {
        action: 'create',
        targetType: 'merchant',
        targetId: merchantId,
        targetName: input.merchantName,
        after: row,
      },
      now,
    );
    await deps.provisionTenant(tx, merchantId);
    return { merchantId };
  });
};

export const updateMerchant = async (
  deps: AppDeps,
  session: SessionContext,
  input: MerchantInput & { merchantId: string },
) => {
  checkName(input);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findMerchant(tx, session.merchantId, input.merchantId);
    if (!current) throw notFound();
    let parentId = current.parentId;
    if (input.parentId !== undefined && input.parentId !== current.parentId) {
      if (current.merchantId === session.merchantId) throw rule('merchant.cannotMoveCurrent');
      if (!(await findMerchant(tx, session.merchantId, input.parentId))) throw notFound();
      const all = await tx.select({ id: merchants.merchantId, parentId: merchants.parentId }).from(merchants);
      if (subtreeIds(all, current.merchantId).includes(input.parentId)) throw rule('merchant.parentCycle');
      parentId = input.parentId;
    }
    const [row] = await tx
      .update(merchants)
      .set({
        parentId,
        merchantName: input.merchantName.trim(),
        icon: input.icon ?? current.icon,
        contact: input.contact ?? current.contact,
        phone: input.phone ?? current.phone,
        status: input.status ?? current.status,
        remark: input.remark ?? current.remark,
        updatedAt: now,
      })
      .where(eq(merchants.merchantId, current.merchantId))
      .returning();
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'merchant',
        targetId: current.merchantId,
        targetName: current.merchantName,
        before: current,
        after: row,
      },
      now,
    );
  });
};

export const removeMerchant = async (deps: AppDeps, session: SessionContext, merchantId: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findMerchant(tx, session.merchantId, merchantId);
    if (!current) throw notFound();
    if (merchantId === session.merchantId) throw rule('merchant.cannotRemoveCurrent');
    const [kids] = await tx.select({ n: count() }).from(merchants).where(eq(merchants.parentId, merchantId));
    const [members] = await tx.select({ n: count() }).from(users).where(eq(users.merchantId, merchantId));
    if ((kids?.n ?? 0) > 0 || (members?.n ?? 0) > 0) throw rule('merchant.notEmpty');
    await tx.delete(merchantAuths).where(eq(merchantAuths.merchantId, merchantId));
    await tx.delete(merchants).where(eq(merchants.merchantId, merchantId));
    await recordOperation(
      tx,
      session,
      {
        action: 'delete',
        targetType: 'merchant',
        targetId: merchantId,
        targetName: current.merchantName,
        before: current,
      },
      now,
    );
  });
};

/** A grant of a user of the session's tenant, or undefined. */
export const findAuth = async (db: Db | Tx, merchantId: string, authId: string) => {
  const [row] = await db
    .select({ auth: merchantAuths })
    .from(merchantAuths)
    .innerJoin(users, eq(users.userId, merchantAuths.userId))
    .where(and(eq(merchantAuths.authId, authId), eq(users.merchantId, merchantId)));
  return row?.auth;
};

interface GrantInput {
  userId: string;
  merchantId: string;
  roleId: string;
}

/** §5 grant messages first, then: the user is ours, the tenant is one we manage and not the user's own, the role is that tenant's. */
const checkTargets = async (tx: Tx, session: SessionContext, input: GrantInput, exceptAuthId?: string) => {
  throwIf(checkGrant(input));
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userId, input.userId), eq(users.merchantId, session.merchantId)));
  if (!user) throw notFound();
  if (!(await visibleMerchantIds(tx, session.merchantId)).includes(input.merchantId)) throw notFound();
  if (user.merchantId === input.merchantId) throw rule('merchantAuth.ownTenant');
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.roleId, input.roleId), eq(roles.merchantId, input.merchantId)));
  if (!role) throw notFound();
  const clash = await tx
    .select({ id: merchantAuths.authId })
    .from(merchantAuths)
    .where(and(eq(merchantAuths.userId, input.userId), eq(merchantAuths.merchantId, input.merchantId)));
  if (clash.some((c) => c.id !== exceptAuthId)) throw rule('merchantAuth.exists');
};

export const addAuth = async (deps: AppDeps, session: SessionContext, input: GrantInput) => {
  const now = deps.now();
  const added = await deps.db.transaction(async (tx) => {
    await checkTargets(tx, session, input);
    const authId = generateId(now);
    const [row] = await tx
      .insert(merchantAuths)
      .values({ authId, ...input, createdAt: now })
      .returning();
    await recordOperation(
      tx,
      session,
      { action: 'create', targetType: 'merchantAuth', targetId: authId, after: row },
      now,
    );
    return { authId };
  });
  return added;
};

export const updateAuth = async (
  deps: AppDeps,
  session: SessionContext,
  input: GrantInput & { authId: string },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findAuth(tx, session.merchantId, input.authId);
    if (!current) throw notFound();
    await checkTargets(tx, session, input, current.authId);
    const [row] = await tx
      .update(merchantAuths)
      .set({ userId: input.userId, merchantId: input.merchantId, roleId: input.roleId })
      .where(eq(merchantAuths.authId, current.authId))
      .returning();
    await recordOperation(
      tx,
      session,
      { action: 'update', targetType: 'merchantAuth', targetId: current.authId, before: current, after: row },
      now,
    );
  });
};

export const deleteAuth = async (deps: AppDeps, session: SessionContext, authId: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findAuth(tx, session.merchantId, authId);
    if (!current) throw notFound();
    await tx.delete(merchantAuths).where(eq(merchantAuths.authId, authId));
    await recordOperation(
      tx,
      session,
      { action: 'delete', targetType: 'merchantAuth', targetId: authId, before: current },
      now,
    );
  });
};

export const authViews = async (
  db: Db,
  where: ReturnType<typeof and>,
  paging?: { limit: number; offset: number },
) => {
  const query = db
    .select({
      auth: merchantAuths,
      userName: users.userName,
      nickName: users.nickName,
      merchantName: merchants.merchantName,
      roleName: roles.roleName,
    })
    .from(merchantAuths)
    .innerJoin(users, eq(users.userId, merchantAuths.userId))
    .leftJoin(merchants, eq(merchants.merchantId, merchantAuths.merchantId))
    .leftJoin(roles, eq(roles.roleId, merchantAuths.roleId))
    .where(where)
    .orderBy(merchantAuths.createdAt, merchantAuths.authId);
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  return rows.map((r) => ({
    authId: r.auth.authId,
    userId: r.auth.userId,
    userName: r.userName,
    nickName: r.nickName,
    merchantId: r.auth.merchantId,
    merchantName: r.merchantName ?? '',
    roleId: r.auth.roleId,
    roleName: r.roleName ?? '',
    createTime: r.auth.createdAt.toISOString(),
  }));
};

export const authCount = async (db: Db, where: ReturnType<typeof and>) => {
  const [row] = await db
    .select({ n: count() })
    .from(merchantAuths)
    .innerJoin(users, eq(users.userId, merchantAuths.userId))
    .where(where);
  return row?.n ?? 0;
};
