import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { ADMIN_PREFIX, AUTH_CHECK_ERROR, ResultCode } from '../codes';
import { fillPath, fullPath, type EndpointDef, type InputOf, type ResponseOf } from '../contract';
import type { Envelope } from '../envelope';
import { ApiError } from './ApiError';

/** Console spec §7 / §9: requests time out after 30 s; the re-login modal shows at most once per 3 s. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const RELOGIN_THROTTLE_MS = 3_000;

/** What the host gives the client: the token, the language, and how to tell the user. */
export interface ClientHost {
  token(): string | undefined;
  /** The Accept-Language value (console spec §7). */
  language(): string;
  /** Translates a key of the `common` namespace. */
  t(key: string): string;
  notifyError(message: string): void;
  /** Shows the re-login modal; the client throttles calls to it. */
  showRelogin(): void;
  now?: () => number;
}

export interface CallOptions {
  /** Suppress the error notice (the caller handles the failure itself). */
  silent?: boolean;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The typed client: every call is derived from a contract declaration and follows the error catalogue of §8. */
export const createApiClient = (host: ClientHost, http: AxiosInstance = axios.create()) => {
  const now = host.now ?? Date.now;
  let lastRelogin = Number.NEGATIVE_INFINITY;

  const fail = (error: ApiError, silent: boolean | undefined): never => {
    if (!silent) host.notifyError(error.message);
    throw error;
  };

  const call = async <E extends EndpointDef>(
    def: E,
    input?: InputOf<E>,
    options: CallOptions = {},
  ): Promise<ResponseOf<E>> => {
    const { query, body, params } = (input ?? {}) as {
      query?: object;
      body?: unknown;
      params?: Record<string, string>;
    };
    const token = host.token();
    let envelope: Envelope<ResponseOf<E>>;
    try {
      const response = await http.request<Envelope<ResponseOf<E>>>({
        method: def.method,
        url: fillPath(fullPath(def, ADMIN_PREFIX), params),
        params: query,
        data: body,
        timeout: REQUEST_TIMEOUT_MS,
        signal: options.signal,
        headers: {
          'Accept-Language': host.language(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      envelope = response.data;
    } catch (error) {
      return fail(transportError(error, host), options.silent);
    }
    if (envelope.code === ResultCode.Success) return envelope.data;
    if (envelope.subCode === AUTH_CHECK_ERROR) {
      const isLogout = def.path === '/logout';
      if (!isLogout && now() - lastRelogin >= RELOGIN_THROTTLE_MS) {
        lastRelogin = now();
        host.showRelogin();
      }
      throw new ApiError(host.t('http.loginExpired'), envelope.code, {
        subCode: envelope.subCode,
        kind: 'business',
      });
    }
    return fail(
      new ApiError(envelope.subMsg || envelope.msg, envelope.code, {
        subCode: envelope.subCode,
        data: envelope.data,
        kind: 'business',
      }),
      options.silent,
    );
  };

  return { call, http };
};

const transportError = (error: unknown, host: ClientHost): ApiError => {
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(host.t('http.timeout'), 'TIMEOUT', { kind: 'timeout' });
    }
    if (error.response) {
      const data = error.response.data as Partial<Envelope<unknown>> | undefined;
      const message =
        (data && (data.subMsg || data.msg)) || `${error.response.status} ${error.response.statusText}`;
      return new ApiError(message, data?.code ?? String(error.response.status), {
        status: error.response.status,
        kind: 'http',
      });
    }
    if (error.code === 'ERR_CANCELED') return new ApiError(error.message, 'CANCELED', { kind: 'network' });
  }
  return new ApiError(host.t('http.systemError'), 'NETWORK', { kind: 'network' });
};
