import type { PgHost } from './primaryHosts';
import { NoPrimaryError } from './failoverErrors';

/** What asking one host gives: it answers read-write, it answers read-only (a standby), or it does not answer. */
export type HostAnswer = 'read-write' | 'read-only';

/**
 * Remembers which host is the primary, and finds it again (asking every host in the URL's order) once it is
 * forgotten: after a connection to it failed or it answered read-only. Concurrent callers share one search.
 */
export interface PrimaryLocator {
  primary(): Promise<PgHost>;
  /** `host` failed or was demoted: the next `primary()` searches again (a no-op if another host is known by now). */
  forget(host: PgHost): void;
  /** The primary currently believed in, without asking anyone. */
  known(): PgHost | undefined;
}

export const hostName = (host: PgHost) => `${host.host}:${host.port}`;

export const createPrimaryLocator = (
  hosts: PgHost[],
  ask: (host: PgHost) => Promise<HostAnswer>,
): PrimaryLocator => {
  let current: PgHost | undefined;
  let searching: Promise<PgHost> | undefined;

  const search = async () => {
    const tried: string[] = [];
    let isAnyHostUp = false;
    for (const host of hosts) {
      try {
        const answer = await ask(host);
        if (answer === 'read-write') return (current = host);
        isAnyHostUp = true;
        tried.push(`${hostName(host)} read-only`);
      } catch (error) {
        tried.push(`${hostName(host)} ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    throw new NoPrimaryError(tried, isAnyHostUp);
  };

  return {
    primary: () => {
      if (current) return Promise.resolve(current);
      searching ??= search().finally(() => (searching = undefined));
      return searching;
    },
    forget: (host) => {
      if (current && hostName(current) === hostName(host)) current = undefined;
    },
    known: () => current,
  };
};
