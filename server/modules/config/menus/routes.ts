import type { AppDeps } from '../../../http/context';
import type { RouteBinding } from '../../../http/routing';

/** Routes of configuration administration: menus. */
export const menusRoutes = (_deps: AppDeps): RouteBinding[] => [];
