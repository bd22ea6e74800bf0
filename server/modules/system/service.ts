import { and, eq } from 'drizzle-orm';
import { menuCollects } from '../../db/schema';
import type { AppDeps, SessionContext } from '../../http/context';
import { business } from '../../http/errors';
import { activeRoles, visibleMenus } from '../session/queries';
import { localizedText } from '@shared/i18n/localizedText';
import { buildRouteTree } from '../session/routeTree';
import { collectedMenus } from './queries';

/** Console spec §5 / §9: at most 10 common menus. */
export const MAX_COMMON_MENUS = 10;

const fullPaths = (rows: Parameters<typeof buildRouteTree>[0]) => {
  const paths = new Map<string, string>();
  const walk = (items: ReturnType<typeof buildRouteTree>) =>
    items.forEach((item) => {
      paths.set(item.menuId, item.fullPath);
      walk(item.children);
    });
  walk(buildRouteTree(rows));
  return paths;
};

/** The caller's favourites still visible to them, titles in the request's language. */
export const listCollected = async (deps: AppDeps, session: SessionContext, locale: string) => {
  const rows = await collectedMenus(deps.db, session.userId, session.merchantId);
  const visible = await visibleMenus(deps.db, await activeRoles(deps.db, session));
  const paths = fullPaths(visible);
  return rows
    .filter((r) => paths.has(r.menuId))
    .map((r) => ({
      menuId: r.menuId,
      appId: r.appId,
      menuTitle: localizedText(r.titleI18n, locale, r.menuTitle),
      fullPath: paths.get(r.menuId) ?? r.path,
    }));
};

/** Replaces the caller's favourites with `menuIds` (in order), after the rules of console spec §5. */
export const saveCollected = async (deps: AppDeps, session: SessionContext, menuIds: string[]) => {
  if (new Set(menuIds).size !== menuIds.length) throw business('menu.exists');
  if (menuIds.length > MAX_COMMON_MENUS) throw business('menu.max');
  const visible = await visibleMenus(deps.db, await activeRoles(deps.db, session));
  const pages = new Set(visible.filter((m) => m.menuType === 'C').map((m) => m.menuId));
  const unknown = menuIds.find((id) => !pages.has(id));
  if (unknown) throw business('menu.unknown', { menuId: unknown });
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(menuCollects)
      .where(and(eq(menuCollects.userId, session.userId), eq(menuCollects.merchantId, session.merchantId)));
    if (menuIds.length > 0) {
      await tx.insert(menuCollects).values(
        menuIds.map((menuId, orderNum) => ({
          userId: session.userId,
          merchantId: session.merchantId,
          menuId,
          orderNum,
        })),
      );
    }
  });
};
