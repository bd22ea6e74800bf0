import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint. Every endpoint says it, and the type admits nothing else:
 * - `public`: no session needed;
 * - `self`: any signed-in user, for their own things (their tasks, letters, profile…); the handler answers only
 *   what belongs to the caller or checks finer rules itself;
 * - `permission`: a signed-in user holding `permission` (or one of a list of them; `*:*:*` grants all).
 */
export type EndpointAccess =
  | { access: 'public'; permission?: never }
  | { access: 'self'; permission?: never }
  | { access: 'permission'; permission: string | readonly [string, ...string[]] };

/**
 * One endpoint, declared once. The server registers its route from this declaration (validation and
 * serialization come from the schemas) and the client derives its typed call from the same object.
 * `path` is written as the spec writes it, relative to `prefix`, with `{param}` placeholders.
 */
export interface EndpointShape<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  path: string;
  /** Defaults to the admin prefix `/digital-portal/api/authority/admin`. */
  prefix?: string;
  query?: Q;
  body?: B;
  params?: P;
  /** The body is a multipart/form-data upload the handler reads as a stream (no body schema applies). */
  isMultipart?: boolean;
  response: R;
}

export type EndpointDef<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> = EndpointShape<Q, B, P, R> & EndpointAccess;

/** Declares an endpoint; its type keeps the one access rule it was given (`A`), so handlers know whether a session exists. */
export const endpoint = <
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  A extends EndpointAccess = EndpointAccess,
>(
  def: EndpointShape<Q, B, P, R> & A,
): EndpointShape<Q, B, P, R> & A => def;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type QueryOf<E> =
  E extends EndpointShape<infer Q, TSchema | undefined, TSchema | undefined, TSchema>
    ? StaticOr<Q, undefined>
    : never;
export type BodyOf<E> =
  E extends EndpointShape<TSchema | undefined, infer B, TSchema | undefined, TSchema>
    ? StaticOr<B, undefined>
    : never;
export type ParamsOf<E> =
  E extends EndpointShape<TSchema | undefined, TSchema | undefined, infer P, TSchema>
    ? StaticOr<P, undefined>
    : never;
export type ResponseOf<E> =
  E extends EndpointShape<TSchema | undefined, TSchema | undefined, TSchema | undefined, infer R>
    ? Static<R>
    : never;

/** The input a client passes for an endpoint: only the parts it declares. */
export type InputOf<E> = (QueryOf<E> extends undefined ? unknown : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? unknown : { body: BodyOf<E> }) &
  (ParamsOf<E> extends undefined ? unknown : { params: ParamsOf<E> });

export const fullPath = (def: Pick<EndpointDef, 'path' | 'prefix'>, adminPrefix: string): string =>
  `${def.prefix ?? adminPrefix}${def.path}`;

/** Fills `{name}` placeholders. */
export const fillPath = (path: string, params: Record<string, string | number> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
