import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { menus, merchants, organizations, roleMenus, sysApps, themes, users } from '../../db/schema';
import type { SessionContext } from '../../http/context';
import { activeRolesOf } from '../../auth/sessionStore';

/** The user, the session's tenant, the user's organisation name and the tenant's theme, in one query. */
export const loadUserWithMerchant = async (db: Db, session: SessionContext) => {
  const [row] = await db
    .select({
      user: users,
      organizeName: organizations.organizeName,
      merchant: merchants,
      theme: themes.config,
    })
    .from(users)
    .innerJoin(merchants, eq(merchants.merchantId, session.merchantId))
    .leftJoin(organizations, eq(organizations.organizeId, users.organizeId))
    .leftJoin(themes, eq(themes.merchantId, session.merchantId))
    .where(eq(users.userId, session.userId));
  return row;
};

/** The session's active roles in its current tenant. */
export const activeRoles = activeRolesOf;

/** Menus of enabled apps the roles may see; a super role sees all. `appIds` narrows to some apps. */
export const visibleMenus = async (
  db: Db,
  roleRows: { roleId: string; isSuper: boolean }[],
  appIds?: string[],
) => {
  const enabledApps = db.select({ appId: sysApps.appId }).from(sysApps).where(eq(sysApps.status, '0'));
  const byApp = and(inArray(menus.appId, enabledApps), appIds ? inArray(menus.appId, appIds) : undefined);
  if (roleRows.some((r) => r.isSuper)) {
    return db.select().from(menus).where(byApp).orderBy(asc(menus.orderNum), asc(menus.menuId));
  }
  if (roleRows.length === 0) return [];
  return db
    .selectDistinct({ menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(
      and(
        inArray(
          roleMenus.roleId,
          roleRows.map((r) => r.roleId),
        ),
        byApp,
      ),
    )
    .then((rows) =>
      rows.map((r) => r.menu).sort((a, b) => a.orderNum - b.orderNum || a.menuId.localeCompare(b.menuId)),
    );
};

export const appsById = async (db: Db, appIds: string[]) =>
  appIds.length === 0
    ? []
    : db
        .select()
        .from(sysApps)
        .where(and(inArray(sysApps.appId, appIds), eq(sysApps.status, '0')))
        .orderBy(asc(sysApps.appOrder));

export const themeOf = async (db: Db, merchantId: string) => {
  const [row] = await db
    .select({ config: themes.config })
    .from(themes)
    .where(eq(themes.merchantId, merchantId));
  return row?.config;
};
