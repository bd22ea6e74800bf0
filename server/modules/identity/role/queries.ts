import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { RouteItem } from '@shared/api/schemas';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import type { Db, Tx } from '../../../db/database';
import { menus, roleMenus, roles, sysApps, userRoles } from '../../../db/schema';
import { localizedText } from '@shared/i18n/localizedText';
import { buildRouteTree } from '../../session/routeTree';
import { iso } from '../common/time';
import { like } from '../user/queries';

export type RoleRow = typeof roles.$inferSelect;

export const findRole = async (
  db: Db | Tx,
  merchantId: string,
  roleId: string,
): Promise<RoleRow | undefined> => {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.roleId, roleId), eq(roles.merchantId, merchantId)));
  return row;
};

export const roleView = (row: RoleRow, userCount: number) => ({
  roleId: row.roleId,
  roleName: row.roleName,
  roleKey: row.roleKey,
  isSuper: row.isSuper,
  homePage: row.homePage,
  status: row.status,
  remark: row.remark,
  createTime: iso(row.createdAt),
  userCount,
});

export const userCounts = async (db: Db | Tx, roleIds: string[]) => {
  if (roleIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
};

export const rolePage = async (
  db: Db,
  merchantId: string,
  q: {
    roleName?: string;
    status?: string;
    pageNum: number;
    limit: number;
    orderByColumn?: string;
    isAsc?: 'asc' | 'desc';
  },
) => {
  const where = and(
    eq(roles.merchantId, merchantId),
    like(roles.roleName, q.roleName),
    q.status ? eq(roles.status, q.status) : undefined,
  );
  const column =
    q.orderByColumn === 'roleName'
      ? roles.roleName
      : q.orderByColumn === 'roleKey'
        ? roles.roleKey
        : roles.createdAt;
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(q.isAsc === 'desc' ? desc(column) : asc(column), asc(roles.roleId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  const counts = await userCounts(
    db,
    rows.map((r) => r.roleId),
  );
  return { total: total?.n ?? 0, rows: rows.map((r) => roleView(r, counts.get(r.roleId) ?? 0)) };
};

export const roleMenuIds = async (db: Db | Tx, roleId: string) =>
  (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)))
    .map((r) => r.id)
    .sort();

const toNode = (item: RouteItem): TreeNode => ({
  id: item.menuId,
  label: item.meta.title,
  kind: item.type,
  extra: { fullPath: item.fullPath, perms: item.meta.permission ?? '' },
  children: item.children.map(toNode),
});

/** Every app with its menus and button points (apps are grouping nodes, not assignable), titled in `locale`. */
export const menuForest = async (db: Db | Tx, locale: string): Promise<TreeNode[]> => {
  const apps = await db.select().from(sysApps).orderBy(asc(sysApps.appOrder));
  const rows = await db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.menuId));
  return apps.map((app) => ({
    id: `app:${app.appId}`,
    label: localizedText(app.appNameI18n, locale, app.appName),
    kind: 'app',
    children: buildRouteTree(
      rows.filter((r) => r.appId === app.appId),
      locale,
    ).map(toNode),
  }));
};

/** Pages (type C, visible) usable as a role's home page. */
export const homePages = (forest: TreeNode[]) => {
  const out: { path: string; title: string }[] = [{ path: '/home', title: 'home' }];
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'C' && node.extra?.fullPath && !out.some((p) => p.path === node.extra?.fullPath)) {
        out.push({ path: node.extra.fullPath, title: node.label });
      }
      walk(node.children);
    }
  };
  walk(forest);
  return out;
};
