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
 * Messages between every server instance on one database: PostgreSQL LISTEN/NOTIFY, or an in-process fan-out for
 * PGlite (one process owns that database, so every app built on it shares this object).
 */
export interface Notifications {
  /** Resolves once the subscriber is listening; returns the unsubscribe function. */
  subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => void>;
  /** Sent after the caller's writes committed; every subscriber on the channel hears it, this instance's too. */
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

export const inProcessNotifications = (): Notifications => {
  const subscribers: Subscribers = new Map();
  return {
    subscribe: async (channel, subscriber) => add(subscribers, channel, subscriber),
    publish: async (channel, payload) => {
      for (const subscriber of subscribers.get(channel) ?? []) subscriber.message(payload);
    },
    close: async () => subscribers.clear(),
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
