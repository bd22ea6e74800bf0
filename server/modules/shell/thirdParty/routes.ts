import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { resolveSession } from '../../../auth/sessionStore';
import { tokenFromHeader } from '../../../auth/tokens';
import { chatProviderFrom } from './provider';
import { registerUser } from './register';
import { chatLogin } from './service';

const s = api.shell;

export const thirdPartyRoutes = (deps: AppDeps): RouteBinding[] => {
  const provider = chatProviderFrom(deps.db);
  return [
    route(s.thirdPartyConfig, async () => ({ authorizeUrl: provider.authorizeUrl, clientId: provider.clientId, isDemo: provider.isDemo })),
    route(s.dTalkLogin, async ({ query, req, ip, userAgent }) => {
      const token = tokenFromHeader(req.headers.authorization);
      const caller = token ? await resolveSession(deps.db, token, deps.now()) : undefined;
      return chatLogin(deps, provider, { code: query.code, state: query.state, caller, ip, userAgent });
    }),
    route(s.loginByCode, async ({ params, ip, userAgent }) => chatLogin(deps, provider, { code: params.code, ip, userAgent })),
    route(s.register, async ({ body }) => ({ userId: await registerUser(deps, body) })),
  ];
};
