import { lookup } from 'node:dns/promises';
import { classifyAddress, isIpLiteral } from './addresses';
import { isExactlyListed, isHostAllowed, type Allowlist } from './allowlist';

/** A refusal or failure of the proxy; `key` is a message key under `files:proxy.*`. */
export class ProxyError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly status = 0,
  ) {
    super(key);
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (tests pass a fake). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) => lookup(host, { all: true, verbatim: true });

export interface CheckedTarget {
  url: URL;
  host: string;
  /** Every address of the host, each one checked; connect only to these. */
  addresses: ResolvedAddress[];
}

const parseTarget = (text: string): URL => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ProxyError('proxy.badUrl', { url: text.slice(0, 200) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProxyError('proxy.badUrl', { url: text.slice(0, 200) });
  if (url.username || url.password) throw new ProxyError('proxy.credentialsInUrl', { url: url.host });
  return url;
};

/**
 * Checks one hop: an http(s) URL whose host is allowlisted and whose every address is public, or listed
 * exactly. IP literals are checked without DNS; names are resolved and each address checked.
 */
export const checkTarget = async (
  text: string,
  list: Allowlist,
  resolve: Resolver,
): Promise<CheckedTarget> => {
  const url = parseTarget(text);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literalKind = isIpLiteral(host) ? classifyAddress(host) : null;
  if (literalKind && !isExactlyListed(list, host, host)) {
    throw new ProxyError(`proxy.address.${literalKind}`, { host, address: host });
  }
  if (!isHostAllowed(list, host)) throw new ProxyError('proxy.notAllowed', { host });
  let addresses: ResolvedAddress[];
  if (isIpLiteral(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new ProxyError('proxy.dnsFailed', { host });
    }
    if (addresses.length === 0) throw new ProxyError('proxy.dnsFailed', { host });
  }
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind && !isExactlyListed(list, host, address))
      throw new ProxyError(`proxy.address.${kind}`, { host, address });
  }
  // IPv4 first: a service bound to 127.0.0.1 is not reached through ::1.
  return { url, host, addresses: [...addresses].sort((a, b) => a.family - b.family) };
};
