/**
 * Outbound URL shape for callbacks (checked when a config is saved and before each push): http(s) only, the host
 * must match the configured allowlist (exact names or `*.domain`), and an IP literal in a private, loopback or link-local range is refused unless listed exactly.
 * What a name resolves to is checked by the connector at send time (transport.ts).
 */
import { isIP } from 'node:net';
import { classifyAddress } from '../../../net/addresses';
import { isHostAllowed, parseAllowlist } from '../../../net/allowlist';

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reasonKey: string };

/** Whether the host is listed (exactly or under `*.domain`): the same rule as the form-event proxy. */
export const hostMatches = (host: string, allowlist: readonly string[]): boolean =>
  isHostAllowed(parseAllowlist(allowlist), host);

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
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reasonKey: 'approval:push.badUrl' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!hostMatches(host, allowlist)) return { ok: false, reasonKey: 'approval:push.notAllowed' };
  if (isIP(host) && isPrivateAddress(host) && !allowlist.map((e) => e.toLowerCase()).includes(host)) {
    return { ok: false, reasonKey: 'approval:push.privateAddress' };
  }
  return { ok: true, url };
}
