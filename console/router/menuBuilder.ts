import type { RouteItem, SysAppRow } from '@shared/api';
import { isWebAddress } from '@shared/api/modules/config/menuLinks';
import { isMicroApp, MICRO_PREFIX } from './routeTable';

/** Console spec §4.2 / §9: titles longer than this show a tooltip. */
export const TOOLTIP_THRESHOLD = 6;

export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** Set on pages (type C); directories only group. */
  path?: string;
  /** Set instead of `path` on pages with the ignore-router option: opened as a plain link (see `linkTarget`). */
  href?: string;
  menuId: string;
  appId: string;
  hasTooltip: boolean;
  children: MenuNode[];
}

const prefixOf = (app: Pick<SysAppRow, 'isMicro' | 'appCode'>) =>
  isMicroApp(app) ? `${MICRO_PREFIX}/${app.appCode}` : '';

/**
 * The side menu of one app: buttons (F) dropped, child-app paths prefixed, invisible entries left out; pages with
 * the ignore-router option keep their path as a link (`href`) and are no route of the console.
 */
export const buildMenu = (
  app: Pick<SysAppRow, 'isMicro' | 'appCode' | 'appId'>,
  routes: readonly RouteItem[],
): MenuNode[] => {
  const prefix = prefixOf(app);
  const build = (items: readonly RouteItem[]): MenuNode[] =>
    items
      .filter((item) => item.type !== 'F' && !item.hidden && !item.meta.invisible)
      .map((item) => {
        const children = build(item.children);
        const isPage = item.type === 'C';
        const isLink = isPage && item.meta.ignoreRouter === true;
        return {
          key: item.menuId,
          title: item.meta.title,
          icon: item.meta.icon,
          path:
            isPage && !isLink ? `${prefix}${item.fullPath === '/' ? '' : item.fullPath}` || '/' : undefined,
          href: isLink ? item.fullPath : undefined,
          menuId: item.menuId,
          appId: app.appId,
          hasTooltip: [...item.meta.title].length > TOOLTIP_THRESHOLD,
          children: isPage ? [] : children,
        };
      })
      .filter((node) => node.path || node.href || node.children.length > 0);
  return build(routes);
};

/** Keys of the sub-menus to open for a path: every ancestor of the page it shows (by hierarchy). */
export const openKeysFor = (menu: readonly MenuNode[], path: string): string[] => {
  const search = (nodes: readonly MenuNode[], trail: string[]): string[] | undefined => {
    for (const node of nodes) {
      if (node.path === path) return trail;
      const found = search(node.children, [...trail, node.key]);
      if (found) return found;
    }
    return undefined;
  };
  return search(menu, []) ?? [];
};

/** Where an ignore-router link opens: a web address in a new tab, a path on this site in the same one. */
export const linkTarget = (href: string): '_blank' | undefined => (isWebAddress(href) ? '_blank' : undefined);

/** The first visible page of an app's menu: its landing page (console spec §2.4 helper). */
export const landingPath = (menu: readonly MenuNode[]): string | undefined => {
  for (const node of menu) {
    if (node.path) return node.path;
    const inner = landingPath(node.children);
    if (inner) return inner;
  }
  return undefined;
};

/** Every page of a menu, flattened (favourites, search). */
export const menuPages = (menu: readonly MenuNode[]): MenuNode[] =>
  menu.flatMap((node) => (node.path ? [node] : menuPages(node.children)));
