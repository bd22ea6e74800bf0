import { asc, eq } from 'drizzle-orm';
import type { MenuNodeRow, MenuOptionRow, MenuTypeValue } from '@shared/api/modules/config/menuSchemas';
import { localizedText } from '@shared/i18n/localizedText';
import type { Db, Tx } from '../../../db/database';
import { menus, roleMenus, roles } from '../../../db/schema';
import { joinPath } from '../../session/routeTree';

export type MenuRow = typeof menus.$inferSelect;

export const findMenu = async (db: Db | Tx, menuId: string) =>
  (await db.select().from(menus).where(eq(menus.menuId, menuId)))[0];

/** One app's menus in display order (or every app's). */
export const appMenus = (db: Db | Tx, appId?: string) =>
  db
    .select()
    .from(menus)
    .where(appId ? eq(menus.appId, appId) : undefined)
    .orderBy(asc(menus.appId), asc(menus.orderNum), asc(menus.menuId));

/** The full path of every menu (parents first), the way getRouters builds it. */
export const fullPaths = (rows: MenuRow[]): Map<string, string> => {
  const byId = new Map(rows.map((r) => [r.menuId, r]));
  const paths = new Map<string, string>();
  const pathOf = (row: MenuRow, depth = 0): string => {
    const known = paths.get(row.menuId);
    if (known !== undefined) return known;
    const parent = byId.get(row.parentId);
    const parentPath = parent && depth < 50 ? pathOf(parent, depth + 1) : '';
    const path = row.path ? joinPath(parentPath, row.path) : parentPath;
    paths.set(row.menuId, path);
    return path;
  };
  for (const row of rows) pathOf(row);
  return paths;
};

/** Children lists by parent id; rows whose parent is missing count as roots (''). */
export const childrenByParent = (rows: MenuRow[]) => {
  const ids = new Set(rows.map((r) => r.menuId));
  const children = new Map<string, MenuRow[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) ? row.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  return children;
};

export const menuNode = (row: MenuRow, locale: string, fullPath: string): MenuNodeRow => ({
  menuId: row.menuId,
  appId: row.appId,
  parentId: row.parentId,
  menuTitle: row.menuTitle,
  label: localizedText(row.titleI18n, locale, row.menuTitle),
  menuType: row.menuType as MenuTypeValue,
  name: row.name,
  path: row.path,
  fullPath,
  component: row.component,
  perms: row.perms,
  icon: row.icon,
  visible: row.visible,
  orderNum: row.orderNum,
  children: [],
});

/**
 * The menu tree of one app. With a filter, a menu stays when it matches or one of its descendants does (so the
 * matches keep their place in the tree).
 */
export const menuTree = (
  rows: MenuRow[],
  locale: string,
  keep: (row: MenuRow, node: MenuNodeRow) => boolean = () => true,
): MenuNodeRow[] => {
  const paths = fullPaths(rows);
  const children = childrenByParent(rows);
  const build = (parentId: string): MenuNodeRow[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      const node = menuNode(row, locale, paths.get(row.menuId) ?? '');
      node.children = build(row.menuId);
      return keep(row, node) || node.children.length > 0 ? [node] : [];
    });
  return build('');
};

/** Directories and pages as picker options (buttons cannot hold children). */
export const menuOptions = (rows: MenuRow[], locale: string): MenuOptionRow[] => {
  const children = childrenByParent(rows.filter((r) => r.menuType !== 'F'));
  const build = (parentId: string): MenuOptionRow[] =>
    (children.get(parentId) ?? []).map((row) => ({
      id: row.menuId,
      label: localizedText(row.titleI18n, locale, row.menuTitle),
      menuType: row.menuType as MenuTypeValue,
      children: build(row.menuId),
    }));
  return build('');
};

/** Names of the roles (any tenant) a menu is granted to. */
export const grantedRoleNames = async (db: Db | Tx, menuId: string) =>
  (
    await db
      .selectDistinct({ roleName: roles.roleName })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.roleId, roleMenus.roleId))
      .where(eq(roleMenus.menuId, menuId))
      .orderBy(asc(roles.roleName))
  ).map((r) => r.roleName);
