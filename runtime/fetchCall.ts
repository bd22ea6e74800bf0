/**
 * A typed call over `fetch` for hosts without the console's API client (the mobile form page): the contract's
 * path, query and body, the session's token and language; resolves with the envelope's `data`, rejects otherwise.
 */
import { ADMIN_PREFIX, ResultCode } from '@shared/api/codes';
import { fillPath, fullPath } from '@shared/api/contract';
import type { EndpointDef } from '@shared/api/contract';
import type { ApiCall } from './apiCall';

export interface FetchCallOptions {
  token: () => string | undefined;
  language?: () => string;
  fetcher?: typeof fetch;
}

export class CallError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const queryString = (query: object | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export function createFetchCall({ token, language, fetcher = fetch }: FetchCallOptions): ApiCall {
  return async (def: EndpointDef, input?: unknown) => {
    const { query, body, params } = (input ?? {}) as {
      query?: object;
      body?: unknown;
      params?: Record<string, string>;
    };
    const bearer = token();
    const response = await fetcher(`${fillPath(fullPath(def, ADMIN_PREFIX), params)}${queryString(query)}`, {
      method: def.method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(language ? { 'Accept-Language': language() } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new CallError(`HTTP ${response.status}`, String(response.status));
    const envelope = (await response.json()) as { code?: string; msg?: string; data?: unknown };
    if (envelope.code !== ResultCode.Success)
      throw new CallError(envelope.msg ?? 'error', envelope.code ?? '');
    return envelope.data as never;
  };
}
