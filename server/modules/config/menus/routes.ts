import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { appMenuCount, appView, findApp, listApps } from './appQueries';
import { addApp, changeAppStatus, deleteApp, editApp, orderApps } from './appService';
import { exportMenus } from './menuExport';
import { appMenus, findMenu, fullPaths, menuNode, menuOptions, menuTree } from './menuQueries';
import { menuDetail } from './menuRules';
import { addMenu, deleteMenu, editMenu } from './menuService';

const c = api.config;

const knownApp = async (deps: AppDeps, appId: string) => {
  const app = await findApp(deps.db, appId);
  if (!app) throw notFound();
  return app;
};

/** Routes of configuration administration: apps and menus (console spec §7.5 Menu). */
export const menusRoutes = (deps: AppDeps): RouteBinding[] => [
  route(c.appList, async ({ query, locale }) => listApps(deps.db, locale, query)),
  route(c.appDetail, async ({ query, locale }) => {
    const app = await knownApp(deps, query.appId);
    return appView(app, locale, await appMenuCount(deps.db, app.appId));
  }),
  route(c.appAdd, async ({ session, body }) => addApp(deps, session, body)),
  route(c.appEdit, async ({ session, body }) => {
    await editApp(deps, session, body);
    return null;
  }),
  route(c.appChangeStatus, async ({ session, body }) => {
    await changeAppStatus(deps, session, body.appId, body.status);
    return null;
  }),
  route(c.appOrder, async ({ session, body }) => {
    await orderApps(deps, session, body.appIds);
    return null;
  }),
  route(c.appDelete, async ({ session, query }) => {
    await deleteApp(deps, session, query.appId);
    return null;
  }),
  route(c.menuList, async ({ query, locale }) => {
    await knownApp(deps, query.appId);
    const needle = query.menuTitle?.trim().toLowerCase();
    return menuTree(await appMenus(deps.db, query.appId), locale, (row, node) => {
      if (query.visible && row.visible !== query.visible) return false;
      if (!needle) return true;
      return [row.menuTitle, node.label, row.name].some((t) => t.toLowerCase().includes(needle));
    });
  }),
  route(c.menuPointList, async ({ query, locale }) => {
    const menu = await findMenu(deps.db, query.menuId);
    if (!menu) throw notFound();
    const rows = await appMenus(deps.db, menu.appId);
    const paths = fullPaths(rows);
    return rows
      .filter((r) => r.parentId === menu.menuId && r.menuType === 'F')
      .map((r) => menuNode(r, locale, paths.get(r.menuId) ?? ''));
  }),
  route(c.menuDetail, async ({ query }) => {
    const menu = await findMenu(deps.db, query.menuId);
    if (!menu) throw notFound();
    return menuDetail(menu, fullPaths(await appMenus(deps.db, menu.appId)).get(menu.menuId) ?? '');
  }),
  route(c.menuTreeselect, async ({ query, locale }) => {
    await knownApp(deps, query.appId);
    return menuOptions(await appMenus(deps.db, query.appId), locale);
  }),
  route(c.menuDelete, async ({ session, query, locale }) => {
    await deleteMenu(deps, session, query.menuId, locale);
    return null;
  }),
  route(c.menuExport, async ({ query }) => {
    if (query.appId) await knownApp(deps, query.appId);
    return exportMenus(deps.db, query.appId || undefined);
  }),
  route(c.menuAdd, async ({ session, body }) => addMenu(deps, session, body)),
  route(c.menuEdit, async ({ session, body }) => {
    await editMenu(deps, session, body);
    return null;
  }),
];
