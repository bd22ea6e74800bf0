import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { ADMIN_PREFIX, AUTH_CHECK_ERROR, ResultCode } from '@shared/api/codes';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@shared/api/contract';
import { fullPath } from '@shared/api/contract';
import { envelopeOf } from '@shared/api/envelope';
import { localeFromHeader } from '@shared/i18n/locales';
import { successMessage, translatorFor } from '../i18n';
import { tokenFromHeader } from '../auth/tokens';
import type { AppDeps, AuthedContext, RequestContext, SessionContext } from './context';
import { AppError } from './errors';
import { hasPermission, loadPermissions } from '../auth/sessionStore';
import { sessionOfToken } from '../auth/sessionLookup';

type Ctx<E> = E extends { access: 'public' }
  ? RequestContext<QueryOf<E>, BodyOf<E>, ParamsOf<E>>
  : AuthedContext<QueryOf<E>, BodyOf<E>, ParamsOf<E>>;

export interface RouteBinding {
  def: EndpointDef;
  handler: (ctx: never) => Promise<unknown>;
  /** Accept the `Admin-Token` cookie as well as the header (downloads and event streams only). */
  cookieAuth?: boolean;
}

/** Binds a contract declaration to its handler; the handler's input and output types come from the contract. */
export const route = <E extends EndpointDef>(
  def: E,
  handler: (ctx: Ctx<E>) => Promise<ResponseOf<E>>,
  options: { cookieAuth?: boolean } = {},
): RouteBinding => ({ def, handler: handler as RouteBinding['handler'], ...options });

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionContext;
  }
}

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const authExpired = () =>
  new AppError(ResultCode.Unauthenticated, 'authExpired', {}, { subCode: AUTH_CHECK_ERROR });

const tokenOf = (req: FastifyRequest, cookieAuth: boolean): string | undefined =>
  tokenFromHeader(req.headers.authorization) ??
  (cookieAuth ? tokenFromHeader((req.cookies as Record<string, string | undefined> | undefined)?.['Admin-Token']) : undefined);

export const registerRoutes = (app: FastifyInstance, deps: AppDeps, bindings: RouteBinding[]) => {
  for (const { def, handler, cookieAuth = false } of bindings) {
    const schema: Record<string, unknown> = { response: { 200: envelopeOf(def.response as TSchema) } };
    if (def.query) schema.querystring = def.query;
    if (def.body) schema.body = def.body;
    if (def.params) schema.params = def.params;

    app.route({
      method: def.method,
      url: toFastifyPath(fullPath(def, ADMIN_PREFIX)),
      schema,
      onRequest: async (req) => {
        if (def.access === 'public') return;
        const token = tokenOf(req, cookieAuth);
        const session = token ? await sessionOfToken(deps, token) : undefined;
        if (!session) throw authExpired();
        req.session = session;
        if (def.permission) {
          const permissions = await loadPermissions(deps.db, session);
          if (!hasPermission(permissions, def.permission)) {
            throw new AppError(ResultCode.Forbidden, 'forbidden', { permission: def.permission });
          }
        }
      },
      handler: async (req, reply) => {
        const locale = localeFromHeader(req.headers['accept-language']);
        const base: RequestContext<unknown, unknown, unknown> = {
          query: req.query,
          body: req.body,
          params: req.params,
          locale,
          t: translatorFor(locale),
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
          req,
          reply,
        };
        let permissionCache: Promise<string[]> | undefined;
        const ctx = req.session
          ? {
              ...base,
              session: req.session,
              permissions: () => (permissionCache ??= loadPermissions(deps.db, req.session as SessionContext)),
            }
          : base;
        const data = await handler(ctx as never);
        return { code: ResultCode.Success, msg: successMessage(locale), data: data ?? null };
      },
    });
  }
};
