import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { route, type RouteBinding } from '../../../http/routing';
import { platformMerchantId } from '../../identity/merchant/platformTenant';
import { passwordRuleFor } from './passwordCheck';
import { securitySettings, updateSecuritySettings } from './service';

const c = api.config;

/** Routes of configuration administration: security settings (system settings screen). */
export const securityRoutes = (deps: AppDeps): RouteBinding[] => [
  route(c.securityGet, async ({ session }) => securitySettings(deps, session.merchantId)),
  route(c.securityUpdate, async ({ session, body }) => {
    await updateSecuritySettings(deps, session, body);
    return null;
  }),
  // No user name is read: an anonymous caller gets the platform's rule whatever it sends (issue 32).
  route(c.securityPasswordRule, async ({ session, query }) => {
    const tenant = query.own ? session?.homeMerchantId : session?.merchantId;
    return passwordRuleFor(deps, tenant ?? (await platformMerchantId(deps.db)) ?? '');
  }),
];
