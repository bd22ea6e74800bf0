/**
 * The libpq multi-host form of a PostgreSQL URL, `postgres://user@host1:5432,host2:5433/db?target_session_attrs=read-write`,
 * which node-postgres does not read itself: the hosts to try in order, and a single-host URL for everything else the
 * URL says (user, password, database, ssl and other parameters), to which each connection's host is then set.
 */
export interface PgHost {
  host: string;
  port: number;
}

export interface PrimaryHosts {
  hosts: PgHost[];
  /** The URL with the first host only and without `target_session_attrs` (node-postgres would not know it). */
  baseUrl: string;
  /** Only a host answering read-write will do: several hosts, or `target_session_attrs=read-write` asked for it. */
  requiresPrimary: boolean;
}

const DEFAULT_PORT = 5432;
const URL_SHAPE = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/;

/** `host`, `host:port`, `[::1]:port` → host and port; an empty host is refused. */
const parseHost = (text: string, url: string): PgHost => {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const plain = /^([^:[\]]+)(?::(\d+))?$/.exec(text);
  const match = bracketed ?? plain;
  if (!match?.[1]) throw new Error(`database URL ${redact(url)}: cannot read host "${text}"`);
  return { host: match[1], port: match[2] ? Number(match[2]) : DEFAULT_PORT };
};

/** The URL with its password replaced, for error messages. */
const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** A URL parameter's value, read from the query part of the URL. */
const parameterOf = (rest: string, name: string) => {
  const query = rest.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).get(name);
};

const withoutParameter = (rest: string, name: string) => {
  const [pathPart = '', query] = rest.split('?', 2);
  if (query === undefined) return rest;
  const params = new URLSearchParams(query);
  params.delete(name);
  const left = params.toString();
  return left ? `${pathPart}?${left}` : pathPart;
};

export const parsePrimaryHosts = (url: string): PrimaryHosts => {
  const match = URL_SHAPE.exec(url);
  if (!match) throw new Error(`database URL ${redact(url)}: not a postgres:// URL`);
  const [, scheme = '', userInfo, hostList = '', rest = ''] = match;
  const hosts = hostList.split(',').map((text) => parseHost(text.trim(), url));
  const attrs = parameterOf(rest, 'target_session_attrs');
  if (attrs !== null && attrs !== 'any' && attrs !== 'read-write')
    throw new Error(`database URL: target_session_attrs=${attrs} is not supported (use read-write)`);
  const first = hosts[0] as PgHost;
  const hostText = first.host.includes(':') ? `[${first.host}]` : first.host;
  const baseUrl = `${scheme}${userInfo !== undefined ? `${userInfo}@` : ''}${hostText}:${first.port}${withoutParameter(rest, 'target_session_attrs')}`;
  return { hosts, baseUrl, requiresPrimary: hosts.length > 1 || attrs === 'read-write' };
};

/** Adds or replaces one query parameter of a database URL, single- or multi-host (`new URL` reads only the first). */
export const withUrlParameter = (url: string, name: string, value: string) => {
  const [beforeHash = '', hash] = url.split('#', 2);
  const [head = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${head}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
};
