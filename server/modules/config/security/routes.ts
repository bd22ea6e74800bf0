import type { AppDeps } from '../../../http/context';
import type { RouteBinding } from '../../../http/routing';

/** Routes of configuration administration: security. */
export const securityRoutes = (_deps: AppDeps): RouteBinding[] => [];
