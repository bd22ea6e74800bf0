import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { route, type RouteBinding } from '../../../http/routing';
import { homePages, menuForest } from '../../identity/role/queries';
import { setDefaultLanguage, setLanguageStatus } from './languageService';
import { deleteMessage, messagePage, saveMessage } from './messageService';

const c = api.config;

/** Routes of configuration administration: themes and language packs (console spec §7.1, §7.5). */
export const appearanceRoutes = (deps: AppDeps): RouteBinding[] => [
  route(c.themeHomePages, async ({ locale }) => homePages(await menuForest(deps.db, locale))),
  route(c.languageDefaultUpdate, async ({ session, body }) => {
    await setDefaultLanguage(deps, session, body.locale);
    return null;
  }),
  route(c.languageStatusUpdate, async ({ session, body }) => {
    await setLanguageStatus(deps, session, body.locale, body.enabled);
    return null;
  }),
  route(c.languageMessagePage, async ({ session, query }) => messagePage(deps, session, query)),
  route(c.languageMessageSave, async ({ session, body }) => {
    await saveMessage(deps, session, body);
    return null;
  }),
  route(c.languageMessageDelete, async ({ session, body }) => {
    await deleteMessage(deps, session, body);
    return null;
  }),
];
