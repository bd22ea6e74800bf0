import { isSameOriginPath } from '@shared/theme/rules';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { menus, merchantAuths, roleMenus, roles, userRoles } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../common/audit';
import { fieldError, rule } from '../common/errors';
import { assertMayGrantRoles } from '../common/grants';
import { assertUsers } from '../common/owned';
import { findRole, roleMenuIds, type RoleRow } from './queries';
import { announceChange } from '../../shell/live/announceChange';

interface RoleInput {
  roleName: string;
  roleKey: string;
  remark?: string;
  status?: '0' | '1';
  menuIds?: string[];
}

const check = (input: RoleInput) => {
  if (!input.roleName.trim()) throw fieldError({ field: 'roleName', key: 'rule.roleNameRequired' });
  if (!input.roleKey.trim()) throw fieldError({ field: 'roleKey', key: 'rule.roleKeyRequired' });
};

const keyTaken = async (tx: Tx, merchantId: string, roleKey: string, exceptId?: string) =>
  (
    await tx
      .select({ id: roles.roleId })
      .from(roles)
      .where(
        and(
          eq(roles.merchantId, merchantId),
          eq(roles.roleKey, roleKey),
          exceptId ? ne(roles.roleId, exceptId) : undefined,
        ),
      )
  ).length > 0;

const knownMenus = async (tx: Tx, ids: string[]) => {
  const wanted = [...new Set(ids.filter((id) => !id.startsWith('app:')))];
  if (wanted.length === 0) return wanted;
  const rows = await tx.select({ id: menus.menuId }).from(menus).where(inArray(menus.menuId, wanted));
  if (rows.length !== wanted.length) throw notFound();
  return wanted;
};

const setMenus = async (tx: Tx, merchantId: string, roleId: string, menuIds: string[]) => {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length)
    await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId, merchantId })));
  await announceChange(tx, merchantId, ['menus']);
};

const snap = async (tx: Tx, row: RoleRow) => ({ ...row, menuIds: await roleMenuIds(tx, row.roleId) });

export const addRole = async (deps: AppDeps, session: SessionContext, body: RoleInput) => {
  check(body);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (await keyTaken(tx, session.merchantId, body.roleKey.trim()))
      throw fieldError({ field: 'roleKey', key: 'rule.roleKeyTaken' });
    const menuIds = await knownMenus(tx, body.menuIds ?? []);
    const roleId = generateId(now);
    const [row] = await tx
      .insert(roles)
      .values({
        roleId,
        merchantId: session.merchantId,
        roleName: body.roleName.trim(),
        roleKey: body.roleKey.trim(),
        remark: body.remark ?? '',
        status: body.status ?? '0',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await setMenus(tx, session.merchantId, roleId, menuIds);
    await recordOperation(
      tx,
      session,
      {
        action: 'create',
        targetType: 'role',
        targetId: roleId,
        targetName: body.roleName,
        after: await snap(tx, row as RoleRow),
      },
      now,
    );
    return { roleId };
  });
};

/** Runs a change on one role of the tenant, logs the diff, and drops what the tenant's sessions keep in memory. */
const changeRole = async (
  deps: AppDeps,
  session: SessionContext,
  roleId: string,
  work: (tx: Tx, current: RoleRow) => Promise<void>,
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findRole(tx, session.merchantId, roleId);
    if (!current) throw notFound();
    const before = await snap(tx, current);
    await work(tx, current);
    const after = await findRole(tx, session.merchantId, roleId);
    await recordOperation(
      tx,
      session,
      {
        action: after ? 'update' : 'delete',
        targetType: 'role',
        targetId: roleId,
        targetName: current.roleName,
        before,
        after: after ? await snap(tx, after) : undefined,
      },
      now,
    );
  });
};

export const editRole = (deps: AppDeps, session: SessionContext, body: RoleInput & { roleId: string }) => {
  check(body);
  return changeRole(deps, session, body.roleId, async (tx, current) => {
    if (await keyTaken(tx, session.merchantId, body.roleKey.trim(), current.roleId))
      throw fieldError({ field: 'roleKey', key: 'rule.roleKeyTaken' });
    if (current.isSuper && body.status === '1') throw rule('role.superFixed');
    await tx
      .update(roles)
      .set({
        roleName: body.roleName.trim(),
        roleKey: body.roleKey.trim(),
        remark: body.remark ?? current.remark,
        status: body.status ?? current.status,
        updatedAt: deps.now(),
      })
      .where(eq(roles.roleId, current.roleId));
    if (body.menuIds)
      await setMenus(tx, session.merchantId, current.roleId, await knownMenus(tx, body.menuIds));
  });
};

export const changeRoleStatus = (deps: AppDeps, session: SessionContext, roleId: string, status: '0' | '1') =>
  changeRole(deps, session, roleId, async (tx, current) => {
    if (current.isSuper && status === '1') throw rule('role.superFixed');
    await tx.update(roles).set({ status, updatedAt: deps.now() }).where(eq(roles.roleId, roleId));
  });

/** A role's home page is a path of this site ('' leaves the choice to the tenant's home page). */
export const updateHomePage = (deps: AppDeps, session: SessionContext, roleId: string, homePage: string) => {
  if (homePage !== '' && !isSameOriginPath(homePage))
    throw fieldError({ field: 'homePage', key: 'rule.homePagePath' });
  return changeRole(deps, session, roleId, async (tx) => {
    await tx.update(roles).set({ homePage, updatedAt: deps.now() }).where(eq(roles.roleId, roleId));
  });
};

export const deleteRole = (deps: AppDeps, session: SessionContext, roleId: string) =>
  changeRole(deps, session, roleId, async (tx, current) => {
    if (current.isSuper) throw rule('role.superFixed');
    const holders = await tx
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, roleId));
    if (holders.length) throw rule('role.inUse', { count: holders.length });
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    await tx.delete(merchantAuths).where(eq(merchantAuths.roleId, roleId));
    await tx.delete(roles).where(eq(roles.roleId, roleId));
  });

/** The role's user modal: adds and removes holders (users of the tenant only). */
export const assignUsers = (
  deps: AppDeps,
  session: SessionContext,
  body: { roleId: string; addUserIds: string[]; removeUserIds: string[] },
) =>
  changeRole(deps, session, body.roleId, async (tx) => {
    const add = await assertUsers(tx, session.merchantId, body.addUserIds);
    await assertMayGrantRoles(tx, session, add.length ? [body.roleId] : []);
    const remove = await assertUsers(tx, session.merchantId, body.removeUserIds);
    if (remove.length)
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.roleId, body.roleId), inArray(userRoles.userId, remove)));
    if (add.length) {
      await tx
        .insert(userRoles)
        .values(add.map((userId) => ({ userId, roleId: body.roleId, merchantId: session.merchantId })))
        .onConflictDoNothing();
    }
  });
