import http from 'node:http';
import https from 'node:https';
import { checkTarget, ProxyError, type CheckedTarget, type Resolver } from './checkTarget';
import type { Allowlist } from './allowlist';

export interface OutboundLimits {
  list: Allowlist;
  resolve: Resolver;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON with POST, or as query parameters with GET. */
  body: Record<string, unknown>;
  /** Bytes to POST as they are, with their content type, instead of `body` as JSON. */
  encoded?: { data: Buffer; contentType: string };
  /** Answer a redirect as it is instead of following it (data pushes record it as a failure). */
  keepRedirects?: boolean;
}

export interface OutboundResponse {
  status: number;
  contentType: string;
  body: Buffer;
  /** The URL of the last hop. */
  url: string;
}

/** Headers a caller may not set: they belong to the connection or would smuggle a second request. */
const BLOCKED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'expect',
]);
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'EAFNOSUPPORT',
]);
const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

const cleanHeaders = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => /^[\w-]+$/.test(name) && !BLOCKED_HEADERS.has(name.toLowerCase()),
    ),
  );

interface Payload {
  data: Buffer;
  contentType: string;
}

interface Hop {
  target: CheckedTarget;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  payload: Payload | undefined;
}

const readBody = (response: http.IncomingMessage, maxBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      response.destroy();
      return reject(
        new ProxyError('proxy.tooLarge', { mb: maxBytes / 1024 / 1024 }, response.statusCode ?? 0),
      );
    }
    const chunks: Buffer[] = [];
    let total = 0;
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        reject(new ProxyError('proxy.tooLarge', { mb: maxBytes / 1024 / 1024 }, response.statusCode ?? 0));
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });

/** One request to one checked address; rejects with `connect` true when no connection was made. */
const requestAt = (hop: Hop, address: string, signal: AbortSignal): Promise<http.IncomingMessage> =>
  new Promise((resolve, reject) => {
    const { url } = hop.target;
    const isHttps = url.protocol === 'https:';
    const request = (isHttps ? https : http).request({
      host: address,
      port: url.port || (isHttps ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: hop.method,
      headers: {
        ...hop.headers,
        host: url.host,
        ...(hop.payload
          ? { 'content-type': hop.payload.contentType, 'content-length': String(hop.payload.data.length) }
          : {}),
      },
      servername: isHttps ? hop.target.host : undefined,
      signal,
      agent: false,
    });
    request.on('response', resolve);
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { isConnect: CONNECT_ERRORS.has(error.code ?? '') })),
    );
    request.end(hop.payload?.data);
  });

const requestHop = async (hop: Hop, signal: AbortSignal): Promise<http.IncomingMessage> => {
  let lastError: unknown;
  for (const { address } of hop.target.addresses) {
    try {
      return await requestAt(hop, address, signal);
    } catch (error) {
      lastError = error;
      if (!(error as { isConnect?: boolean }).isConnect) break;
    }
  }
  throw lastError;
};

const firstHop = (request: OutboundRequest): { url: string; payload: Payload | undefined } => {
  if (request.method === 'POST')
    return {
      url: request.url,
      payload: request.encoded ?? {
        data: Buffer.from(JSON.stringify(request.body)),
        contentType: 'application/json',
      },
    };
  if (!URL.canParse(request.url)) return { url: request.url, payload: undefined };
  const url = new URL(request.url);
  for (const [name, value] of Object.entries(request.body))
    url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  return { url: url.toString(), payload: undefined };
};

const withDeadline = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

/**
 * Sends the call and follows redirects by hand: every hop is checked against the allowlist and its resolved
 * addresses, and the connection goes to a checked address. One deadline covers every hop.
 */
export const sendOutbound = async (
  request: OutboundRequest,
  limits: OutboundLimits,
): Promise<OutboundResponse> => {
  const controller = new AbortController();
  const timeout = new ProxyError('proxy.timeout', { seconds: limits.timeoutMs / 1000 });
  const timer = setTimeout(() => controller.abort(timeout), limits.timeoutMs);
  try {
    const start = firstHop(request);
    let url = start.url;
    let method = request.method;
    let payload = start.payload;
    let headers = cleanHeaders(request.headers);
    for (let redirects = 0; ; redirects++) {
      const target = await withDeadline(checkTarget(url, limits.list, limits.resolve), controller.signal);
      const response = await withDeadline(
        requestHop({ target, method, headers, payload }, controller.signal),
        controller.signal,
      );
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (isRedirect(status) && location && !request.keepRedirects) {
        response.resume();
        if (redirects >= limits.maxRedirects)
          throw new ProxyError('proxy.tooManyRedirects', { max: limits.maxRedirects }, status);
        const next = new URL(location, target.url);
        if (next.origin !== target.url.origin)
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => !/^(authorization|cookie)$/i.test(name)),
          );
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          payload = undefined;
        }
        url = next.toString();
        continue;
      }
      const body = await withDeadline(readBody(response, limits.maxBytes), controller.signal);
      return { status, contentType: String(response.headers['content-type'] ?? ''), body, url };
    }
  } catch (error) {
    if (controller.signal.aborted) throw timeout;
    if (error instanceof ProxyError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ProxyError('proxy.unreachable', { reason: code });
  } finally {
    clearTimeout(timer);
  }
};
