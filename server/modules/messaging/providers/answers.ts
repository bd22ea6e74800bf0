/** Small helpers every provider uses to call its vendor and to word its answer. */
import { FALLBACK_LOCALE } from '@shared/i18n/locales';
import { translatorFor } from '../../../i18n';
import { OutboundRefusal } from './outboundDeps';
import type { DeliveryResult, ProviderDeps } from './types';

/** What is kept of a vendor's answer. */
const EXCERPT_CHARS = 500;

export const excerpt = (text: string) =>
  text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;

/** A sentence of ours (key under `messaging:provider.*`) in the deps' language. */
export const say = (deps: ProviderDeps, key: string, params: Record<string, unknown> = {}) =>
  (deps.t ?? translatorFor(FALLBACK_LOCALE))(`messaging:provider.${key}`, params);

/** Accepted: our sentence as the answer, the vendor's own reply (an SMTP line, an HTTP body) beside it. */
export const delivered = (deps: ProviderDeps, reply: string): DeliveryResult => ({
  ok: true,
  answer: say(deps, 'accepted'),
  reply: excerpt(reply.trim()),
  retryable: false,
});
/** Not sent: why, in our words; `reply` is what the vendor or the library said, when anything. */
export const failed = (answer: string, retryable: boolean, reply = ''): DeliveryResult => ({
  ok: false,
  answer,
  reply,
  retryable,
});

/** A thrown call: the connector's refusal as it words it, anything else retryable, the library's text beside it. */
export const failureOfCall = (deps: ProviderDeps, error: unknown): DeliveryResult =>
  error instanceof OutboundRefusal
    ? failed(error.message, error.isRetryable)
    : failed(say(deps, 'callFailed'), true, excerpt(error instanceof Error ? error.message : String(error)));

export interface JsonAnswer {
  status: number;
  text: string;
  /** The parsed body when it is a JSON object. */
  json: Record<string, unknown> | undefined;
}

/** The body as a JSON object, or undefined. */
export const readJson = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Calls the vendor through the outbound connector and reads a JSON answer. Rejects as deps.http does. */
export const callJson = async (
  deps: ProviderDeps,
  request: { url: string; method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> },
): Promise<JsonAnswer> => {
  const method = request.method ?? 'POST';
  const answer = await deps.http({
    url: request.url,
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body: method === 'POST' ? JSON.stringify(request.body ?? {}) : '',
  });
  return { status: answer.status, text: answer.body, json: readJson(answer.body) };
};

/** "HTTP 200: {…}" — the status and an excerpt of the body, as the vendor sent it. */
export const httpAnswer = (answer: JsonAnswer) => `HTTP ${answer.status}: ${excerpt(answer.text.trim())}`;

/** Busy or broken on the vendor's side: worth another attempt. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** A non-2xx answer as a failure; undefined when the status is a success. */
export const statusFailure = (deps: ProviderDeps, answer: JsonAnswer): DeliveryResult | undefined =>
  answer.status >= 200 && answer.status < 300
    ? undefined
    : failed(
        say(deps, 'httpStatus', { status: answer.status }),
        isRetryableStatus(answer.status),
        httpAnswer(answer),
      );

/** A vendor that answered but refused the message (an error code in its body). */
export const refusedByVendor = (deps: ProviderDeps, answer: JsonAnswer, retryable: boolean): DeliveryResult =>
  failed(say(deps, 'vendorRefused'), retryable, httpAnswer(answer));

/** A setting as text ('' when absent). */
export const text = (value: string | number | boolean | undefined) =>
  value === undefined ? '' : String(value).trim();

/** A comma, space or semicolon separated list of mobiles. */
export const listOf = (value: string | number | boolean | undefined) =>
  text(value)
    .split(/[\s,;，；]+/)
    .filter(Boolean);
