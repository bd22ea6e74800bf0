/**
 * ProviderDeps over the shared outbound connector (server/net/outbound.ts): every HTTP call of a provider and every
 * SMTP host is checked against OUTBOUND_ALLOWLIST and the addresses its name resolves to. A refusal becomes an
 * `OutboundRefusal` whose message says why in the caller's language and whether trying again can help.
 */
import type { TFunction } from 'i18next';
import { FALLBACK_LOCALE } from '@shared/i18n/locales';
import { translatorFor } from '../../../i18n';
import { parseAllowlist } from '../../../net/allowlist';
import { checkTarget, ProxyError, systemResolver, type Resolver } from '../../../net/checkTarget';
import { sendOutbound } from '../../../net/outbound';
import type { OutboundHttp, ProviderDeps } from './types';

/** Channels wait this long for a vendor's answer (SMTP uses the same figure per phase). */
export const CHANNEL_TIMEOUT_MS = 10_000;
/** A vendor's answer is read up to this size; answers are kept as short excerpts. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** Why a call could not be made; `isRetryable` false when only a configuration change can help. */
export class OutboundRefusal extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
  ) {
    super(message);
  }
}

/** Refusals of the allowlist and the address checks need a configuration change; the network may come back. */
const isLasting = (key: string) =>
  key.startsWith('proxy.address.') ||
  ['proxy.notAllowed', 'proxy.badUrl', 'proxy.credentialsInUrl'].includes(key);

const refusalOf = (error: unknown, t: TFunction): Error => {
  if (error instanceof ProxyError)
    return new OutboundRefusal(t(`files:${error.key}`, error.params), !isLasting(error.key));
  return new OutboundRefusal(error instanceof Error ? error.message : String(error), true);
};

export interface OutboundDepsOptions {
  allowlist: readonly string[];
  now: () => Date;
  /** The language of refusal messages (a test send answers in the caller's); English by default. */
  t?: TFunction;
  resolve?: Resolver;
  timeoutMs?: number;
}

export const outboundProviderDeps = (options: OutboundDepsOptions): ProviderDeps => {
  const t = options.t ?? translatorFor(FALLBACK_LOCALE);
  const list = parseAllowlist(options.allowlist);
  const resolve = options.resolve ?? systemResolver;
  const http: OutboundHttp = async (request) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
    );
    const contentType =
      Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ??
      'application/json';
    try {
      const answer = await sendOutbound(
        {
          url: request.url,
          method: request.method,
          headers,
          body: {},
          encoded: request.method === 'POST' ? { data: Buffer.from(request.body), contentType } : undefined,
          keepRedirects: true,
        },
        {
          list,
          resolve,
          timeoutMs: options.timeoutMs ?? CHANNEL_TIMEOUT_MS,
          maxBytes: MAX_ANSWER_BYTES,
          maxRedirects: 0,
        },
      );
      return { status: answer.status, body: answer.body.toString('utf8') };
    } catch (error) {
      throw refusalOf(error, t);
    }
  };
  const checkHost = async (host: string) => {
    const literal = host.includes(':') ? `[${host}]` : host;
    try {
      const target = await checkTarget(`http://${literal}/`, list, resolve);
      return { addresses: target.addresses.map((a) => a.address) };
    } catch (error) {
      throw refusalOf(error, t);
    }
  };
  return { http, checkHost, now: options.now, t };
};
