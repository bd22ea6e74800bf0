import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST';

/**
 * One endpoint, declared once. The server registers its route from this declaration (validation and
 * serialization come from the schemas) and the client derives its typed call from the same object.
 * `path` is written as the spec writes it, relative to `prefix`, with `{param}` placeholders.
 */
export interface EndpointDef<
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
  response: R;
  /** 'public' needs no session; every other endpoint requires a valid one. */
  access: 'public' | 'session';
  /** Permission string checked on the server (`*:*:*` grants all). */
  permission?: string;
}

export const endpoint = <
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(
  def: EndpointDef<Q, B, P, R>,
): EndpointDef<Q, B, P, R> => def;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type QueryOf<E> = E extends EndpointDef<infer Q, TSchema | undefined, TSchema | undefined, TSchema> ? StaticOr<Q, undefined> : never;
export type BodyOf<E> = E extends EndpointDef<TSchema | undefined, infer B, TSchema | undefined, TSchema> ? StaticOr<B, undefined> : never;
export type ParamsOf<E> = E extends EndpointDef<TSchema | undefined, TSchema | undefined, infer P, TSchema> ? StaticOr<P, undefined> : never;
export type ResponseOf<E> = E extends EndpointDef<TSchema | undefined, TSchema | undefined, TSchema | undefined, infer R> ? Static<R> : never;

/** The input a client passes for an endpoint: only the parts it declares. */
export type InputOf<E> = (QueryOf<E> extends undefined ? unknown : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? unknown : { body: BodyOf<E> }) &
  (ParamsOf<E> extends undefined ? unknown : { params: ParamsOf<E> });

export const fullPath = (def: Pick<EndpointDef, 'path' | 'prefix'>, adminPrefix: string): string =>
  `${def.prefix ?? adminPrefix}${def.path}`;

/** Fills `{name}` placeholders. */
export const fillPath = (path: string, params: Record<string, string | number> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
