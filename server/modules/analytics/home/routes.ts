import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { canManage } from '../../approval/access';
import { homeOf } from './service';

export const homeRoutes = (deps: AppDeps): RouteBinding[] => [
  route(api.analytics.home, async (ctx) =>
    homeOf(deps, ctx.session, {
      oldest: ctx.query.oldest ?? 10,
      canManage: await canManage(ctx),
      locale: ctx.locale,
    }),
  ),
];
