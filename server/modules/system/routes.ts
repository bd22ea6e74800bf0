import { api } from '@shared/api';
import { route, type RouteBinding } from '../../http/routing';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { dictEntries, enabledProperties, languagePack, languagePage } from './queries';
import { listCollected, saveCollected } from './service';
import { readTheme, saveTheme } from './theme';

const s = api.system;

export const systemRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.propertiesLoad, async () => enabledProperties(deps.db)),
  route(s.themeGet, async ({ session, query }) => {
    if (query.merchantId && query.merchantId !== session.merchantId) throw notFound();
    return { config: await readTheme(deps, session) };
  }),
  route(s.themeUpdate, async ({ session, body }) => ({
    config: await saveTheme(deps, session, body.config),
  })),
  route(s.dictByCode, async ({ params }) => dictEntries(deps.db, params.dictCode)),
  route(s.languagePage, async ({ query }) => languagePage(deps.db, query.pageNum ?? 1, query.limit ?? 999)),
  route(s.languageMessages, async ({ query }) => ({
    locale: query.locale,
    messages: Object.fromEntries((await languagePack(deps.db, query.locale)).map((r) => [r.key, r.value])),
  })),
  route(s.menuCollectList, async ({ session, locale }) => listCollected(deps, session, locale)),
  route(s.menuCollect, async ({ session, body }) => {
    await saveCollected(deps, session, body.menuIds);
    return null;
  }),
];
