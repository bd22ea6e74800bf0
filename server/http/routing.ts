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

/**
 * Sessions are proven by the `Authorization` header. A GET that a plain link must open (a download) may also
 * accept the `Admin-Token` cookie, but only for requests that change nothing: a cross-site link or image then
 * cannot make a signed-in browser delete or write anything.
 */
export interface CookieAuth<Q = unknown> {
  /** Whether this (validated) request only reads; a cookie-only request that would change something is refused. */
  isReadOnly: (query: Q) => boolean;
}

export interface RouteBinding {
  def: EndpointDef;
  handler: (ctx: never) => Promise<unknown>;
  cookieAuth?: CookieAuth;
}

/** Binds a contract declaration to its handler; the handler's input and output types come from the contract. */
export const route = <E extends EndpointDef>(
  def: E,
  handler: (ctx: Ctx<E>) => Promise<ResponseOf<E>>,
  options: { cookieAuth?: CookieAuth<QueryOf<E>> } = {},
): RouteBinding => ({
  def,
  handler: handler as RouteBinding['handler'],
  cookieAuth: options.cookieAuth as CookieAuth | undefined,
});

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionContext;
    /** The session came from the `Admin-Token` cookie, not the `Authorization` header. */
    isCookieSession?: boolean;
  }
}

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const authExpired = () =>
  new AppError(ResultCode.Unauthenticated, 'authExpired', {}, { subCode: AUTH_CHECK_ERROR });

const cookieToken = (req: FastifyRequest) =>
  tokenFromHeader((req.cookies as Record<string, string | undefined> | undefined)?.['Admin-Token']);

/** The bearer token of the request, and whether it came from the cookie (only where the route allows it). */
const tokenOf = (
  req: FastifyRequest,
  cookieAuth: CookieAuth | undefined,
): { token?: string; isCookie: boolean } => {
  const header = tokenFromHeader(req.headers.authorization);
  if (header || !cookieAuth) return { token: header, isCookie: false };
  return { token: cookieToken(req), isCookie: true };
};

/** Cookie sessions only for GET endpoints that declare which of their requests are read-only. */
const assertCookieAuthAllowed = (def: EndpointDef, cookieAuth: CookieAuth | undefined) => {
  if (cookieAuth && (def.method !== 'GET' || def.access === 'public')) {
    throw new Error(
      `${def.method} ${def.path}: cookie authentication is only for GET endpoints that need a session`,
    );
  }
};

export const registerRoutes = (app: FastifyInstance, deps: AppDeps, bindings: RouteBinding[]) => {
  for (const { def, handler, cookieAuth } of bindings) {
    assertCookieAuthAllowed(def, cookieAuth);
    const schema: Record<string, unknown> = { response: { 200: envelopeOf(def.response as TSchema) } };
    if (def.query) schema.querystring = def.query;
    if (def.body) schema.body = def.body;
    if (def.params) schema.params = def.params;

    app.route({
      method: def.method,
      url: toFastifyPath(fullPath(def, ADMIN_PREFIX)),
      schema,
      onRequest: async (req) => {
        if (def.access === 'public') {
          // A public answer may depend on who asks (the tenant's properties, languages): a valid token is read, a
          // missing or stale one is not an error here, and neither is a lookup that fails (the database is down):
          // the request goes on anonymous, so a readiness probe that carries a token still answers 503, not 500.
          const token = tokenFromHeader(req.headers.authorization);
          if (token)
            req.session = await sessionOfToken(deps, token).catch((error: unknown) => {
              req.log.warn(`public route ${def.path}: session lookup failed: ${String(error)}`);
              return undefined;
            });
          return;
        }
        const { token, isCookie } = tokenOf(req, cookieAuth);
        const session = token ? await sessionOfToken(deps, token) : undefined;
        if (!session) throw authExpired();
        req.session = session;
        req.isCookieSession = isCookie;
        if (def.permission) {
          const permissions = await loadPermissions(deps.db, session);
          if (!hasPermission(permissions, def.permission)) {
            throw new AppError(ResultCode.Forbidden, 'forbidden', { permission: def.permission });
          }
        }
      },
      // After validation, so the read-only test sees the coerced query (`delete=true` as a boolean). Only a route
      // that takes the cookie can have a cookie session.
      preHandler: cookieAuth
        ? async (req) => {
            if (req.isCookieSession && !cookieAuth.isReadOnly(req.query)) throw authExpired();
          }
        : undefined,
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
        const ctx =
          req.session && def.access !== 'public'
            ? {
                ...base,
                session: req.session,
                permissions: () =>
                  (permissionCache ??= loadPermissions(deps.db, req.session as SessionContext)),
              }
            : { ...base, session: req.session };
        const data = await handler(ctx as never);
        return { code: ResultCode.Success, msg: successMessage(locale), data: data ?? null };
      },
    });
  }
};
