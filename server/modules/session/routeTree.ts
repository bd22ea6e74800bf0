import type { RouteItem } from '@shared/api/schemas';
import { isWebAddress } from '@shared/api/modules/config/menuLinks';
import { localizedText } from '@shared/i18n/localizedText';
import type { menus } from '../../db/schema';

type MenuRow = typeof menus.$inferSelect;

/** A child path joined to its parent's full path; an absolute path or a web address stands alone. */
export const joinPath = (parent: string, path: string) => {
  if (path.startsWith('/') || isWebAddress(path)) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

/**
 * Builds the route tree of one app from its menu rows (rows whose parent is missing become roots); titles are in
 * `locale` (else en_US, else the stored title), or the stored titles when no locale is given.
 */
export const buildRouteTree = (rows: MenuRow[], locale?: string): RouteItem[] => {
  const ids = new Set(rows.map((r) => r.menuId));
  const childrenOf = new Map<string, MenuRow[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) ? row.parentId : '';
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parentId: string, parentPath: string): RouteItem[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const fullPath = row.path ? joinPath(parentPath, row.path) : parentPath;
      const extra = (row.extra ?? {}) as Record<string, unknown>;
      const children = build(row.menuId, fullPath);
      const item: RouteItem = {
        menuId: row.menuId,
        name: row.name,
        path: row.path,
        fullPath,
        component: row.component,
        type: row.menuType as RouteItem['type'],
        hidden: row.visible === '0',
        meta: {
          ...(extra as object),
          title: locale ? localizedText(row.titleI18n, locale, row.menuTitle) : row.menuTitle,
          icon: row.icon || undefined,
          invisible: row.visible === '0' || undefined,
          permission: row.perms || undefined,
        },
        children,
      };
      const redirect =
        typeof extra.redirect === 'string' ? extra.redirect : children.find((c) => c.type === 'C')?.fullPath;
      if (row.menuType === 'M' && redirect) item.redirect = redirect;
      return item;
    });
  return build('', '');
};
