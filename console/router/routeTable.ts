import type { RouteItem, SysAppRow } from '@shared/api';

/** Console spec §1: child apps live under this prefix. */
export const MICRO_PREFIX = '/smartube-app';
export const SYSTEM_APP = 'system-new';
export const MESSAGE_APP = 'MESSAGE';

/** One navigable route of the console: a shell page, a menu page or an area's extra route. */
export interface RouteEntry {
  /** Pattern with `:param` segments and an optional trailing `*`. */
  pattern: string;
  name: string;
  /** Display title: a menu title as stored, or an i18n key when `titleIsKey`. */
  title: string;
  titleIsKey?: boolean;
  /** Screen key in SCREENS, or a shell page kind prefixed `shell:`. */
  component: string;
  appCode?: string;
  appId?: string;
  menuId?: string;
  redirect?: string;
  hideMenu?: boolean;
  hideTabs?: boolean;
  hideHeader?: boolean;
  noCache?: boolean;
  affix?: boolean;
  showBack?: boolean;
  /** The pattern carries `:projectId` (console spec §4.1 rule 7). */
  isProjectScoped?: boolean;
  /** Breadcrumb trail of parent menu titles. */
  trail?: string[];
}

export interface MatchedRoute {
  entry: RouteEntry;
  params: Record<string, string>;
}

const splitPath = (path: string) => path.split('/').filter(Boolean);

/** Matches a path against one pattern; `*` at the end swallows the rest. */
export const matchPattern = (pattern: string, path: string): Record<string, string> | undefined => {
  const want = splitPath(pattern);
  const got = splitPath(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    if (part === '*') {
      params['*'] = got.slice(i).join('/');
      return params;
    }
    const value = got[i];
    if (value === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return undefined;
  }
  return got.length === want.length ? params : undefined;
};

const specificity = (pattern: string) =>
  splitPath(pattern).reduce((score, part) => score + (part === '*' ? 0 : part.startsWith(':') ? 1 : 3), 0);

/** The most specific entry for a path (exact segments beat params beat a trailing `*`). */
export const resolvePath = (table: readonly RouteEntry[], path: string): MatchedRoute | undefined => {
  let best: MatchedRoute | undefined;
  let bestScore = -1;
  for (const entry of table) {
    const params = matchPattern(entry.pattern, path);
    if (!params) continue;
    const score = specificity(entry.pattern);
    if (score > bestScore) {
      best = { entry, params };
      bestScore = score;
    }
  }
  return best;
};

export const findByName = (table: readonly RouteEntry[], name: string) => table.find((e) => e.name === name);

/** Fills `:param` segments; a trailing `*` is dropped. */
export const fillPattern = (pattern: string, params: Record<string, string> = {}) =>
  `/${splitPath(pattern)
    .filter((part) => part !== '*')
    .map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part))
    .join('/')}`;

/** Which app a child-app path belongs to: `/smartube-app/hudong/list` → `hudong`. */
export const microAppOf = (path: string): string | undefined => {
  const [first, second] = splitPath(path);
  return `/${first}` === MICRO_PREFIX && second ? second : undefined;
};

export const isMicroApp = (app: Pick<SysAppRow, 'isMicro'>) => app.isMicro === '0';

/**
 * Routes of every page (type C with a path) and named directory of the user's apps; child-app routes get the
 * /smartube-app/{app} prefix. Pages with the ignore-router option get none: they open outside the router.
 */
export const menuRouteEntries = (
  apps: readonly SysAppRow[],
  routesByApp: Record<string, readonly RouteItem[]>,
): RouteEntry[] => {
  const entries: RouteEntry[] = [];
  for (const app of apps) {
    const prefix = isMicroApp(app) ? `${MICRO_PREFIX}/${app.appCode}` : '';
    const walk = (items: readonly RouteItem[], trail: string[]) => {
      for (const item of items) {
        if (item.type === 'F') continue;
        const path = `${prefix}${item.fullPath === '/' ? '' : item.fullPath}` || '/';
        // A named directory (the user menu's MerchantManage is `/system`) opens the page the server names as its redirect.
        if (item.type === 'M' && item.name && item.redirect) {
          const redirect = `${prefix}${item.redirect === '/' ? '' : item.redirect}` || '/';
          entries.push({
            pattern: path,
            name: item.name,
            title: item.meta.title,
            component: 'shell:redirect',
            appCode: app.appCode,
            appId: app.appId,
            menuId: item.menuId,
            redirect,
          });
        }
        if (item.type === 'C' && item.fullPath && !item.meta.ignoreRouter) {
          entries.push({
            pattern: path,
            name: item.name || item.menuId,
            title: item.meta.title,
            component: isMicroApp(app) ? 'shell:micro' : item.component,
            appCode: app.appCode,
            appId: app.appId,
            menuId: item.menuId,
            hideMenu: item.meta.hideMenu,
            hideTabs: item.meta.hideTabs,
            hideHeader: item.meta.hideHeader,
            noCache: item.meta.noCache,
            affix: item.meta.affix,
            showBack: item.meta.showBack,
            isProjectScoped: path.includes(':projectId'),
            trail,
          });
        }
        walk(item.children, [...trail, item.meta.title]);
      }
    };
    walk(routesByApp[app.appId] ?? [], [app.appName]);
  }
  return entries;
};
