import { api } from '@shared/api';
import { route, type RouteBinding } from '../../http/routing';
import type { AppDeps } from '../../http/context';
import { revokeSession } from '../../auth/sessionStore';
import { login } from './loginService';
import { routersFor, saveLanguage, sessionInfo } from './service';
import { changeFirstLoginPassword } from './firstLoginPassword';

const s = api.session;

export const sessionRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.publicKey, async () => ({ publicKey: deps.publicKeyPem })),
  route(s.login, async ({ body, ip, userAgent }) =>
    login(deps, { userName: body.userName, passwordCipher: body.password, ip, userAgent }),
  ),
  route(s.getInfo, async ({ session, locale }) => sessionInfo(deps, session, locale)),
  route(s.logout, async ({ session }) => {
    await revokeSession(deps.db, session.tokenHash, deps.now());
    return null;
  }),
  route(s.setLanguage, async ({ session, body }) => {
    await saveLanguage(deps, session.userId, body.locale);
    return null;
  }),
  route(
    s.getRouters,
    async ({ session, query, locale }) =>
      (await routersFor(deps, session, [query.appId], locale))[0]?.routes ?? [],
  ),
  route(s.getRoutersBatch, async ({ session, body, locale }) =>
    routersFor(deps, session, [...new Set(body)], locale),
  ),
  route(s.resetPwdFirst, async ({ body, ip, userAgent, t }) => {
    await changeFirstLoginPassword(deps, { ...body, ip, userAgent }, t);
    return null;
  }),
];
