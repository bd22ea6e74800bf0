import { eq } from 'drizzle-orm';
import { api } from '@shared/api';
import { users } from '../../../db/schema';
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
  route(c.securityPasswordRule, async ({ session, query }) => {
    const userName = query.userName?.trim();
    const [account] = userName
      ? await deps.db.select({ merchantId: users.merchantId }).from(users).where(eq(users.userName, userName))
      : [];
    const merchantId =
      account?.merchantId ?? session?.merchantId ?? (await platformMerchantId(deps.db)) ?? '';
    return passwordRuleFor(deps, merchantId);
  }),
];
