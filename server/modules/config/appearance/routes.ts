import type { AppDeps } from '../../../http/context';
import type { RouteBinding } from '../../../http/routing';

/** Routes of configuration administration: appearance. */
export const appearanceRoutes = (_deps: AppDeps): RouteBinding[] => [];
