import { api } from '@shared/api';
import { DEFAULT_THEME } from '@shared/theme/defaults';
import { route, type RouteBinding } from '../../http/routing';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { themeOf } from '../session/queries';
import { dictEntries, enabledProperties, languagePack, languagePage } from './queries';
import { listCollected, saveCollected } from './service';

const s = api.system;

export const systemRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.propertiesLoad, async () => enabledProperties(deps.db)),
  route(s.themeGet, async ({ session, query }) => {
    if (query.merchantId && query.merchantId !== session.merchantId) throw notFound();
    return { config: (await themeOf(deps.db, session.merchantId)) ?? JSON.stringify(DEFAULT_THEME) };
  }),
  route(s.dictByCode, async ({ params }) => dictEntries(deps.db, params.dictCode)),
  route(s.languagePage, async ({ query }) => languagePage(deps.db, query.pageNum ?? 1, query.limit ?? 999)),
  route(s.languageMessages, async ({ query }) => ({
    locale: query.locale,
    messages: Object.fromEntries((await languagePack(deps.db, query.locale)).map((r) => [r.key, r.value])),
  })),
  route(s.menuCollectList, async ({ session }) => listCollected(deps, session)),
  route(s.menuCollect, async ({ session, body }) => {
    await saveCollected(deps, session, body.menuIds);
    return null;
  }),
];
