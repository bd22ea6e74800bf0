import type { ExtraRoute } from '../screens/types';
import { MICRO_PREFIX, type RouteEntry } from './routeTable';

/** Named routes of console spec §2.1 / §2.2 that the shell itself serves. */
export const ROUTE_NAMES = {
  index: 'Index',
  home: 'SmartubeAdminHome',
  projectView: 'ProjectView',
  dataView: 'DataViewInteractionPutting',
  microApp: 'MicroApp',
} as const;

export const SHELL_ROUTES: RouteEntry[] = [
  {
    pattern: '/',
    name: ROUTE_NAMES.index,
    title: 'nav.home',
    titleIsKey: true,
    component: 'shell:home',
    redirect: '/home',
  },
  { pattern: '/home', name: ROUTE_NAMES.home, title: 'nav.home', titleIsKey: true, component: 'shell:home' },
  {
    pattern: '/project',
    name: ROUTE_NAMES.projectView,
    title: 'nav.projects',
    titleIsKey: true,
    component: 'shell:projects',
    hideHeader: true,
    noCache: true,
    affix: true,
    hideMenu: true,
  },
  {
    pattern: '/project/:projectId/data-view',
    name: ROUTE_NAMES.dataView,
    title: 'nav.dataView',
    titleIsKey: true,
    component: 'shell:dataView',
    isProjectScoped: true,
    showBack: true,
  },
  {
    pattern: `${MICRO_PREFIX}/:appCode/*`,
    name: ROUTE_NAMES.microApp,
    title: 'nav.microApp',
    titleIsKey: true,
    component: 'shell:micro',
  },
];

/** Routes areas register outside the menus (designers, detail pages). */
export const extraRouteEntries = (routes: readonly ExtraRoute[]): RouteEntry[] =>
  routes.map((r) => ({
    pattern: r.path,
    name: r.name,
    title: r.titleKey,
    titleIsKey: true,
    component: r.component,
    hideMenu: r.hideMenu,
    hideTabs: r.hideTabs,
    isProjectScoped: r.path.includes(':projectId'),
    showBack: true,
  }));
