/**
 * Sends one data push through the shared outbound connector (server/net/outbound): the host is checked against
 * the allowlist, its addresses are resolved and checked once, and the connection goes to a checked address, so
 * a name cannot resolve to a public address for the check and a private one for the request. Redirects are not
 * followed: a push that is redirected is recorded with that status as a failure.
 */
import { parseAllowlist } from '../../../net/allowlist';
import { ProxyError, systemResolver, type Resolver } from '../../../net/checkTarget';
import { sendOutbound } from '../../../net/outbound';
import { checkUrlShape } from './allowlist';

export const PUSH_TIMEOUT_MS = 5000;
/** The push log keeps the first 2,000 characters of an answer; a longer body is read up to this size. */
const PUSH_MAX_BYTES = 256 * 1024;

export interface PushRequest {
  url: string;
  method: 'GET' | 'POST';
  /** The encoded payload: sent as the body with POST, as query parameters (already form-encoded) with GET. */
  body: string;
  contentType: string;
}

export interface PushAnswer {
  ok: boolean;
  httpStatus: number;
  responseBody: string;
  /** A message key (approval:push.*) or a short technical reason; empty on success. */
  error: string;
}

const REFUSALS: Record<string, string> = {
  'proxy.badUrl': 'approval:push.badUrl',
  'proxy.credentialsInUrl': 'approval:push.badUrl',
  'proxy.notAllowed': 'approval:push.notAllowed',
  'proxy.dnsFailed': 'approval:push.unresolved',
};

const reasonOf = (error: ProxyError): string => {
  if (error.key.startsWith('proxy.address.')) return 'approval:push.privateAddress';
  if (error.key === 'proxy.timeout') return `timeout after ${PUSH_TIMEOUT_MS / 1000} s`;
  if (error.key === 'proxy.unreachable') return String(error.params.reason ?? 'unreachable');
  if (error.key === 'proxy.tooLarge') return `HTTP ${error.status}, answer over ${PUSH_MAX_BYTES / 1024} kB`;
  return REFUSALS[error.key] ?? error.key;
};

export const sendPushRequest = async (
  push: PushRequest,
  allowlist: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<PushAnswer> => {
  const shape = checkUrlShape(push.url, allowlist);
  if (!shape.ok) return { ok: false, httpStatus: 0, responseBody: '', error: shape.reasonKey };
  const url = new URL(shape.url);
  if (push.method === 'GET')
    for (const [name, value] of new URLSearchParams(push.body)) url.searchParams.append(name, value);
  try {
    const answer = await sendOutbound(
      {
        url: url.toString(),
        method: push.method,
        headers: {},
        body: {},
        encoded:
          push.method === 'POST'
            ? { data: Buffer.from(push.body), contentType: push.contentType }
            : undefined,
        keepRedirects: true,
      },
      {
        list: parseAllowlist(allowlist),
        resolve,
        timeoutMs: PUSH_TIMEOUT_MS,
        maxBytes: PUSH_MAX_BYTES,
        maxRedirects: 0,
      },
    );
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      httpStatus: answer.status,
      responseBody: answer.body.toString('utf8').slice(0, 2000),
      error: ok ? '' : `HTTP ${answer.status}`,
    };
  } catch (error) {
    // the target took the push and answered 2xx, but with more than we keep: delivered, so never sent again
    if (
      error instanceof ProxyError &&
      error.key === 'proxy.tooLarge' &&
      error.status >= 200 &&
      error.status < 300
    ) {
      return {
        ok: true,
        httpStatus: error.status,
        responseBody: `(answer over ${PUSH_MAX_BYTES / 1024} kB, not kept)`,
        error: '',
      };
    }
    if (error instanceof ProxyError)
      return { ok: false, httpStatus: error.status, responseBody: '', error: reasonOf(error) };
    return {
      ok: false,
      httpStatus: 0,
      responseBody: '',
      error: error instanceof Error ? error.message.slice(0, 500) : 'error',
    };
  }
};
