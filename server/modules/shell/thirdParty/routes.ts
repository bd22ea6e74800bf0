import type { FastifyRequest } from 'fastify';
import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { resolveSession } from '../../../auth/sessionStore';
import { tokenFromHeader } from '../../../auth/tokens';
import { chatProviderFrom } from './provider';
import { registerUser } from './register';
import { chatLogin, issueChatState, requireProvider } from './service';

const s = api.shell;

export const thirdPartyRoutes = (deps: AppDeps): RouteBinding[] => {
  const provider = chatProviderFrom(deps.db, deps.config);
  /** These routes are public; a caller who sends a valid session is known (binding needs it). */
  const callerOf = async (req: FastifyRequest) => {
    const token = tokenFromHeader(req.headers.authorization);
    return token ? resolveSession(deps.db, token, deps.now()) : undefined;
  };
  return [
    route(s.signInOptions, async () => ({
      isRegistrationOpen: deps.config.registerMerchantId !== '',
      isChatLoginOn: provider !== undefined,
    })),
    route(s.thirdPartyConfig, async () => {
      const { authorizeUrl, clientId, isDemo } = requireProvider(provider);
      return { authorizeUrl, clientId, isDemo };
    }),
    route(s.chatLoginState, async ({ req }) => {
      requireProvider(provider);
      return issueChatState(deps, await callerOf(req));
    }),
    route(s.dTalkLogin, async ({ query, req, ip, userAgent }) =>
      chatLogin(deps, requireProvider(provider), {
        code: query.code,
        state: query.state,
        caller: await callerOf(req),
        ip,
        userAgent,
      }),
    ),
    route(s.loginByCode, async ({ params, query, req, ip, userAgent }) =>
      chatLogin(deps, requireProvider(provider), {
        code: params.code,
        state: query.state,
        caller: await callerOf(req),
        ip,
        userAgent,
      }),
    ),
    route(s.register, async ({ body, t, ip, userAgent }) => ({
      userId: await registerUser(deps, body, t, { ip, userAgent }),
    })),
  ];
};
