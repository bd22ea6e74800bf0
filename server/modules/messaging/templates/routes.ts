import type { AppDeps } from '../../../http/context';
import type { RouteBinding } from '../../../http/routing';

/** Routes of message templates and template categories. */
export const templatesRoutes = (_deps: AppDeps): RouteBinding[] => [];
