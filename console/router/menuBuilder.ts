import type { RouteItem, SysAppRow } from '@shared/api';
import { isMicroApp, MICRO_PREFIX } from './routeTable';

/** Console spec §4.2 / §9: titles longer than this show a tooltip. */
export const TOOLTIP_THRESHOLD = 6;

export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** Set on pages (type C); directories only group. */
  path?: string;
  menuId: string;
  appId: string;
  hasTooltip: boolean;
  children: MenuNode[];
}

const prefixOf = (app: Pick<SysAppRow, 'isMicro' | 'appCode'>) =>
  isMicroApp(app) ? `${MICRO_PREFIX}/${app.appCode}` : '';

/** The side menu of one app: buttons (F) dropped, child-app paths prefixed, invisible entries left out. */
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
        return {
          key: item.menuId,
          title: item.meta.title,
          icon: item.meta.icon,
          path: isPage ? `${prefix}${item.fullPath === '/' ? '' : item.fullPath}` || '/' : undefined,
          menuId: item.menuId,
          appId: app.appId,
          hasTooltip: [...item.meta.title].length > TOOLTIP_THRESHOLD,
          children: isPage ? [] : children,
        };
      })
      .filter((node) => node.path || node.children.length > 0);
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
