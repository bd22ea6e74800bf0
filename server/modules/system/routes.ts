import { api } from '@shared/api';
import { route, type RouteBinding } from '../../http/routing';
import type { AppDeps } from '../../http/context';
import { platformMerchantId } from '../identity/merchant/platformTenant';
import { dictEntries, enabledProperties, languagePack, languagePage } from './queries';
import { listCollected, saveCollected } from './service';
import { readTheme, saveTheme, themeTenant, themeTenants } from './theme';
import { languageTenant } from '../config/appearance/tenant';

const s = api.system;

export const systemRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.propertiesLoad, async ({ session }) =>
    enabledProperties(deps.db, session?.merchantId ?? (await platformMerchantId(deps.db)) ?? ''),
  ),
  route(s.themeGet, async ({ session, query, permissions }) => ({
    config: await readTheme(deps, await themeTenant(deps, session, query.merchantId, permissions)),
  })),
  route(s.themeTenants, async ({ session, permissions }) => themeTenants(deps, session, permissions)),
  route(s.themeUpdate, async ({ session, body, permissions }) => ({
    config: await saveTheme(
      deps,
      session,
      await themeTenant(deps, session, body.merchantId, permissions),
      body.config,
    ),
  })),
  route(s.dictByCode, async ({ session, params, locale }) =>
    dictEntries(deps.db, session.merchantId, params.dictCode, locale),
  ),
  route(s.languagePage, async ({ session, query }) =>
    languagePage(deps.db, await languageTenant(deps.db, session), query.pageNum ?? 1, query.limit ?? 999),
  ),
  route(s.languageMessages, async ({ session, query }) => {
    const rows = await languagePack(deps.db, await languageTenant(deps.db, session), query.locale);
    return { locale: query.locale, messages: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  }),
  route(s.menuCollectList, async ({ session, locale }) => listCollected(deps, session, locale)),
  route(s.menuCollect, async ({ session, body }) => {
    await saveCollected(deps, session, body.menuIds);
    return null;
  }),
];
