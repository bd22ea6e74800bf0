/**
 * The outbound allowlist (`OUTBOUND_ALLOWLIST`): exact host names or IP literals, or `*.domain` which matches
 * the domain and every name under it. Private, loopback and link-local addresses are reachable only when the
 * host name or the address itself is listed exactly; a wildcard never opens them.
 */
export interface Allowlist {
  exact: ReadonlySet<string>;
  suffixes: readonly string[];
}

const normaliseHost = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

export const parseAllowlist = (entries: readonly string[]): Allowlist => {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  for (const raw of entries) {
    const entry = normaliseHost(raw);
    if (!entry) continue;
    if (entry.startsWith('*.')) {
      const domain = entry.slice(2);
      if (domain) suffixes.push(domain);
    } else exact.add(entry);
  }
  return { exact, suffixes };
};

/** Whether the host name (or IP literal) is listed, exactly or under a `*.domain` entry. */
export const isHostAllowed = (list: Allowlist, host: string): boolean => {
  const name = normaliseHost(host);
  return (
    list.exact.has(name) || list.suffixes.some((domain) => name === domain || name.endsWith(`.${domain}`))
  );
};

/** Whether a private or local address may be reached: the host or the address is listed exactly. */
export const isExactlyListed = (list: Allowlist, host: string, address: string): boolean =>
  list.exact.has(normaliseHost(host)) || list.exact.has(normaliseHost(address));
