import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { authorisedTree, switchTenant } from './service';

const s = api.shell;

export const tenantRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.merchantAuthTree, async ({ session }) => authorisedTree(deps, session)),
  route(s.merchantAuthChange, async ({ session, query, ip, userAgent }) => ({
    token: await switchTenant(deps, session, { targetMerchantId: query.targetMerchantId, ip, userAgent }),
  })),
];
