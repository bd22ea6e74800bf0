import type { AppDeps } from '../../../http/context';
import type { RouteBinding } from '../../../http/routing';

/** Routes of configuration administration: dicts. */
export const dictsRoutes = (_deps: AppDeps): RouteBinding[] => [];
