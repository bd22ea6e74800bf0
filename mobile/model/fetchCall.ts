/**
 * The phone's typed API call: the same endpoint declarations (shared/api) and the same envelope rules as the
 * console's client, over `fetch` instead of axios (the phone's download stays small). Success (`10000`) answers
 * `data`; `auth-check-error` means the session is gone (the host sends the user to sign in); any other code is an
 * ApiError with the server's message, which the calling store shows.
 */
import { ADMIN_PREFIX, AUTH_CHECK_ERROR, ResultCode } from '@shared/api/codes';
import { fillPath, fullPath, type EndpointDef, type InputOf, type ResponseOf } from '@shared/api/contract';
import { ApiError } from '@shared/api/client/ApiError';
import type { Envelope } from '@shared/api/envelope';
import type { ApiCall } from '@runtime/consoleDataSource';

export interface FetchHost {
  token(): string | undefined;
  /** The Accept-Language value (one of the nine locales). */
  language(): string;
  /** The session ended on the server: sign in again. */
  signedOut(): void;
  /** The message for a failure without an answer (network down, timeout). */
  networkMessage(): string;
}

/** Console spec §7: a request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** `?a=1&b=x` from a query object; empty values are left out. */
export const queryString = (query: object | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const createFetchCall = (host: FetchHost, fetcher: typeof fetch = fetch): ApiCall => {
  const call = async <E extends EndpointDef>(def: E, input?: InputOf<E>): Promise<ResponseOf<E>> => {
    const { query, body, params } = (input ?? {}) as {
      query?: object;
      body?: unknown;
      params?: Record<string, string>;
    };
    const token = host.token();
    const url = fillPath(fullPath(def, ADMIN_PREFIX), params) + queryString(query);
    let envelope: Envelope<ResponseOf<E>>;
    try {
      const response = await fetcher(url, {
        method: def.method,
        headers: {
          Accept: 'application/json',
          'Accept-Language': host.language(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        cache: 'no-store',
      });
      envelope = (await response.json()) as Envelope<ResponseOf<E>>;
    } catch {
      throw new ApiError(host.networkMessage(), 'NETWORK', { kind: 'network' });
    }
    if (envelope.code === ResultCode.Success) return envelope.data;
    if (envelope.subCode === AUTH_CHECK_ERROR && def.path !== '/logout') host.signedOut();
    throw new ApiError(envelope.subMsg || envelope.msg, envelope.code, {
      subCode: envelope.subCode,
      data: envelope.data,
      kind: 'business',
    });
  };
  return call as ApiCall;
};
