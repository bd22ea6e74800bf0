import type pg from 'pg';

/** What a subscriber hears on a channel. */
export interface ChannelSubscriber {
  message(payload: string): void;
  /** The listening connection dropped: messages may be lost until `connected` is called again. */
  disconnected(): void;
  /** Listening (again); anything published while disconnected was missed. */
  connected(): void;
}

/**
 * Messages between every server instance on one database: PostgreSQL LISTEN/NOTIFY, on a server or in PGlite. A
 * NOTIFY sent inside a transaction (by a trigger too) is heard when it commits, never when it rolls back.
 */
export interface Notifications {
  /** Resolves once the subscriber is listening; returns the unsubscribe function. */
  subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => void>;
  /** Every subscriber on the channel hears it, this instance's too, after whatever committed before it. */
  publish(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

type Subscribers = Map<string, Set<ChannelSubscriber>>;

const add = (subscribers: Subscribers, channel: string, subscriber: ChannelSubscriber) => {
  const set = subscribers.get(channel) ?? new Set();
  set.add(subscriber);
  subscribers.set(channel, set);
  return () => void set.delete(subscriber);
};

/** The part of a PGlite instance notifications use. */
export interface PgliteChannels {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  query(text: string, params: unknown[]): Promise<unknown>;
}

/**
 * PGlite's own LISTEN/NOTIFY: one process owns that database, and every app built on it listens on the one
 * connection, which hands over the notifications of a query (its triggers' too) before the query resolves.
 */
export const pgliteNotifications = (client: PgliteChannels): Notifications => {
  const listening = new Set<() => Promise<void>>();
  return {
    subscribe: async (channel, subscriber) => {
      const unlisten = await client.listen(channel, (payload) => subscriber.message(payload));
      listening.add(unlisten);
      return () => {
        if (listening.delete(unlisten)) void unlisten().catch(() => undefined);
      };
    },
    publish: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      const all = [...listening];
      listening.clear();
      for (const unlisten of all) await unlisten().catch(() => undefined);
    },
  };
};

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on one dedicated connection (pooled connections come and go), NOTIFY through the pool. When the listening
 * connection drops, subscribers are told at once and it reconnects with backoff, then tells them it listens again.
 */
export const postgresNotifications = (pool: pg.Pool, connect: () => pg.Client): Notifications => {
  const subscribers: Subscribers = new Map();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let isClosed = false;
  let isListening = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const lost = (dead: pg.Client) => {
    if (client !== dead) return;
    client = undefined;
    dead.end().catch(() => undefined);
    if (isClosed) return;
    if (isListening) for (const subscriber of everyone()) subscriber.disconnected();
    isListening = false;
    retryTimer = setTimeout(() => void ensureListening().catch(() => undefined), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const open = async () => {
    const next = connect();
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      for (const subscriber of subscribers.get(message.channel) ?? [])
        subscriber.message(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      lost(next);
      throw error;
    }
    retryMs = RETRY_MIN_MS;
    isListening = true;
    for (const subscriber of everyone()) subscriber.connected();
  };

  const ensureListening = async () => {
    if (isClosed || client) return;
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    await connecting;
  };

  return {
    subscribe: async (channel, subscriber) => {
      const isNewChannel = !subscribers.has(channel);
      const remove = add(subscribers, channel, subscriber);
      if (connecting) await connecting;
      if (client && isNewChannel) await client.query(`LISTEN ${quote(channel)}`);
      else await ensureListening();
      return remove;
    },
    publish: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      subscribers.clear();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
};
