import type pg from 'pg';
import { isFailoverError, NoPrimaryError } from './failoverErrors';
import type { PgHost, PrimaryHosts } from './primaryHosts';
import { createPrimaryLocator, hostName, type HostAnswer, type PrimaryLocator } from './primaryLocator';

/** How long one host may take to accept a connection before the search for the primary moves on to the next. */
const SEARCH_TIMEOUT_MS = 5000;
/**
 * How long a pooled connection to the known primary may take: longer than the search, since a busy server's answer
 * is slow but right, while a host that vanished without refusing must not hold a request up for TCP's minutes.
 */
const CONNECT_TIMEOUT_MS = 10_000;

type PgModule = typeof pg;

/** The read-only flag a host reports: `on` on a standby (hot standby) or a read-only default. */
const readOnlyOf = async (client: pg.Client): Promise<HostAnswer> => {
  const { rows } = await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
  return rows[0]?.transaction_read_only === 'off' ? 'read-write' : 'read-only';
};

/** A client of the URL's settings aimed at one host (node-postgres lets the URL's own host win over `host`). */
const clientAt = (pgModule: PgModule, baseUrl: string, host: PgHost) => {
  const client = new pgModule.Client({
    connectionString: baseUrl,
    connectionTimeoutMillis: SEARCH_TIMEOUT_MS,
  });
  client.host = host.host;
  client.port = host.port;
  return client;
};

export interface PrimaryConnections {
  locator: PrimaryLocator;
  /** A `Client` class for `new pg.Pool({ Client })`: each connection goes to the primary known or found now. */
  Client: typeof pg.Client;
  /** Drops a pooled connection whose statement failed with a failover error, and forgets its host. */
  watch(pool: pg.Pool): void;
}

/**
 * Connections that always reach the current primary (libpq's `target_session_attrs=read-write`): a new connection
 * goes to the host the locator names, and checks it still answers read-write; a connection that fails, or whose
 * host answers read-only, makes the locator search again.
 */
export const primaryConnections = (pgModule: PgModule, target: PrimaryHosts): PrimaryConnections => {
  const locator = createPrimaryLocator(target.hosts, async (host) => {
    const client = clientAt(pgModule, target.baseUrl, host);
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await readOnlyOf(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  });
  const hostOf = new WeakMap<pg.Client, PgHost>();

  class PrimaryClient extends pgModule.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(
        typeof config === 'object'
          ? { ...config, connectionTimeoutMillis: config.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS }
          : config,
      );
      const connect = super.connect.bind(this) as () => Promise<unknown>;
      const open = async () => {
        const host = await locator.primary();
        this.host = host.host;
        this.port = host.port;
        hostOf.set(this, host);
        try {
          await connect();
        } catch (error) {
          locator.forget(host);
          throw error;
        }
        // the locator's answer may be a moment old: this connection itself must be to a read-write host
        if ((await readOnlyOf(this).catch(() => 'read-only' as const)) !== 'read-write') {
          locator.forget(host);
          await this.end().catch(() => undefined);
          throw new NoPrimaryError([`${hostName(host)} read-only`], true);
        }
        return this;
      };
      this.connect = ((callback?: (error: Error | null, client?: unknown) => void) => {
        if (!callback) return open();
        open().then(
          (client) => callback(null, client),
          (error: unknown) => callback(error as Error),
        );
        return undefined;
      }) as typeof this.connect;
      const lost = () => {
        const host = hostOf.get(this);
        if (host && !(this as unknown as { _ending?: boolean })._ending) locator.forget(host);
      };
      this.on('end', lost);
      // a connection cut while checked out of the pool (between two statements of a transaction) emits 'error'
      // with no pool listener attached: the statements in flight get the error; the process must not die of it
      this.on('error', lost);
    }
  }

  return {
    locator,
    Client: PrimaryClient,
    watch: (pool) => {
      pool.on('connect', (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise)
            result.catch((error: unknown) => {
              if (!isFailoverError(error)) return;
              const host = hostOf.get(client);
              if (host) locator.forget(host);
              // an ending client is not put back into the pool when it is released
              void client.end().catch(() => undefined);
            });
          return result;
        }) as typeof client.query;
      });
    },
  };
};
