/**
 * Outbound URL policy for callbacks: http(s) only, the host must match the configured allowlist (exact names
 * or `*.domain`), and a host that is or resolves to a private, loopback or link-local address is refused unless
 * it is listed exactly.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress } from '../../../net/addresses';
import { isHostAllowed, parseAllowlist } from '../../../net/allowlist';

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reasonKey: string };

/** Whether the host is listed (exactly or under `*.domain`): the same rule as the form-event proxy. */
export const hostMatches = (host: string, allowlist: readonly string[]): boolean => isHostAllowed(parseAllowlist(allowlist), host);

/** Loopback, private, link-local and reserved ranges (v4, v6, mapped and NAT64), as the form-event proxy classifies them. */
export const isPrivateAddress = (address: string): boolean => classifyAddress(address) !== null;

/** Checks the URL's form and host (no DNS). */
export function checkUrlShape(raw: string, allowlist: readonly string[]): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reasonKey: 'approval:push.badUrl' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reasonKey: 'approval:push.badUrl' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!hostMatches(host, allowlist)) return { ok: false, reasonKey: 'approval:push.notAllowed' };
  if (isIP(host) && isPrivateAddress(host) && !allowlist.map((e) => e.toLowerCase()).includes(host)) {
    return { ok: false, reasonKey: 'approval:push.privateAddress' };
  }
  return { ok: true, url };
}

/** Full check including DNS: every resolved address must be public unless the host is listed exactly. */
export async function checkUrl(raw: string, allowlist: readonly string[]): Promise<UrlVerdict> {
  const verdict = checkUrlShape(raw, allowlist);
  if (!verdict.ok) return verdict;
  const host = verdict.url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) || allowlist.map((e) => e.toLowerCase()).includes(host)) return verdict;
  try {
    const addresses = await lookup(host, { all: true });
    if (addresses.some((entry) => isPrivateAddress(entry.address))) return { ok: false, reasonKey: 'approval:push.privateAddress' };
  } catch {
    return { ok: false, reasonKey: 'approval:push.unresolved' };
  }
  return verdict;
}
