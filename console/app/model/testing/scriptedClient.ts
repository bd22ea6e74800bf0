import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { ADMIN_PREFIX, ResultCode } from '@shared/api/codes';
import { fullPath, type EndpointDef, type InputOf, type ResponseOf } from '@shared/api/contract';
import { createApiClient } from '@shared/api/client';
import type { ModelDeps } from '../ModelDeps';

/** What a scripted answer gets: the request as the real client sent it. */
export interface ScriptedRequest {
  query: Record<string, unknown>;
  body: unknown;
  params: Record<string, string>;
}

/** A business failure the scripted server answers with (the envelope's code, message and data). */
export class Refusal {
  constructor(
    readonly msg: string,
    readonly data: unknown = null,
    readonly code = '40001',
  ) {}
}

type Handler = (request: ScriptedRequest) => unknown;

/**
 * Model tests run the real API client against a scripted server: answers are written per endpoint of the contract,
 * every request is recorded, unscripted endpoints fail the test. `deps` carries a notifier that records notices
 * and a translator that answers `key` (with values as JSON), so tests read the exact message a user would get.
 */
export const scriptedServer = () => {
  const handlers = new Map<string, Handler>();
  const requests: Array<{ endpoint: string } & ScriptedRequest> = [];
  const notices: Array<{ kind: 'error' | 'warning' | 'success'; message: string }> = [];
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = String(config.url).split('?')[0] ?? '';
    const match = [...handlers.entries()]
      .map(([key, handler]) => ({
        key,
        handler,
        params: matchPath(key, keyOf(config.method ?? 'get', path)),
      }))
      .filter((m) => m.params)
      // a literal path beats a placeholder (`/organize/list` before `/organize/{organizeId}`)
      .sort((a, b) => Object.keys(a.params ?? {}).length - Object.keys(b.params ?? {}).length)[0];
    if (!match?.params) throw new Error(`No scripted answer for ${keyOf(config.method ?? 'get', path)}`);
    const request: ScriptedRequest = {
      query: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: match.params,
    };
    requests.push({ endpoint: match.key, ...request });
    let data: unknown;
    try {
      data = { code: ResultCode.Success, msg: 'ok', data: await match.handler(request) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      data = { code: error.code, msg: error.msg, subMsg: error.msg, data: error.data };
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };

  const client = createApiClient(
    {
      token: () => 'token',
      language: () => 'en_US',
      t: (key) => key,
      notifyError: (message) => notices.push({ kind: 'error', message }),
      showRelogin: () => undefined,
    },
    axios.create({ adapter }),
  );
  const t = (key: string, values?: Record<string, unknown>) => {
    const rest = Object.fromEntries(Object.entries(values ?? {}).filter(([name]) => name !== 'ns'));
    const full = values?.ns && !key.includes(':') ? `${String(values.ns)}:${key}` : key;
    return Object.keys(rest).length ? `${full} ${JSON.stringify(rest)}` : full;
  };
  const deps: ModelDeps = {
    client,
    t,
    notify: {
      error: (message) => notices.push({ kind: 'error', message }),
      warning: (message) => notices.push({ kind: 'warning', message }),
      success: (message) => notices.push({ kind: 'success', message }),
    },
  };

  return {
    deps,
    requests,
    notices,
    /** Scripts the answer of one endpoint (replacing an earlier script). */
    answer<E extends EndpointDef>(
      def: E,
      handler: (request: ScriptedRequest & { input: InputOf<E> }) => ResponseOf<E> | Promise<ResponseOf<E>>,
    ) {
      handlers.set(keyOf(def.method, fullPath(def, ADMIN_PREFIX)), (request) =>
        handler({ ...request, input: request as InputOf<E> }),
      );
    },
    /** The requests made to one endpoint, oldest first. */
    requestsTo(def: EndpointDef) {
      const key = keyOf(def.method, fullPath(def, ADMIN_PREFIX));
      return requests.filter((r) => r.endpoint === key);
    },
  };
};

/** Params of `actual` when it matches the `pattern` key (`GET /a/{id}` or `GET /a/:id`), else undefined. */
const matchPath = (pattern: string, actual: string): Record<string, string> | undefined => {
  const want = pattern.split('/');
  const got = actual.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const name = /^\{(\w+)\}$/.exec(part)?.[1] ?? (part.startsWith(':') ? part.slice(1) : undefined);
    if (name) params[name] = decodeURIComponent(got[i] ?? '');
    else if (part !== got[i]) return undefined;
  }
  return params;
};
