import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/notifications';
import { isScope, scope, type Scope } from './scopes';

/** The LISTEN/NOTIFY channel every instance's caches listen on. */
export const CACHE_CHANNEL = 'portal_cache';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7000;

export interface InvalidationTarget {
  /** Drop what was read from these scopes ('everything' included). */
  drop(scopes: readonly Scope[]): void;
  /** false: changes may go unheard (listening connection lost), so nothing may be served from memory. */
  setCoherent(isCoherent: boolean): void;
}

export interface InvalidationBus {
  /** Drops the scopes here at once, then tells the other instances. Call after the change committed. */
  publish(scopes: readonly Scope[]): Promise<void>;
  stop(): void;
}

const encode = (from: string, scopes: readonly Scope[]): string[] => {
  const payloads: string[] = [];
  let batch: Scope[] = [];
  const flush = () => {
    if (batch.length) payloads.push(JSON.stringify({ from, scopes: batch }));
    batch = [];
  };
  for (const item of scopes) {
    if (JSON.stringify({ from, scopes: [...batch, item] }).length > MAX_PAYLOAD) flush();
    batch.push(item);
  }
  flush();
  return payloads;
};

/** A message from another instance; anything unreadable drops everything, since we cannot tell what changed. */
export const decodeMessage = (payload: string): { from: string; scopes: Scope[] } => {
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; scopes?: unknown };
    if (typeof parsed.from === 'string' && Array.isArray(parsed.scopes) && parsed.scopes.every(isScope)) {
      return { from: parsed.from, scopes: parsed.scopes };
    }
  } catch {
    // fall through
  }
  return { from: '', scopes: [scope.everything] };
};

/** Connects the caches of this instance to the others on the same database. */
export const startInvalidationBus = async (
  notifications: Notifications,
  target: InvalidationTarget,
  warn: (message: string) => void,
): Promise<InvalidationBus> => {
  const self = randomUUID();
  const unsubscribe = await notifications.subscribe(CACHE_CHANNEL, {
    message: (payload) => {
      const message = decodeMessage(payload);
      if (message.from !== self) target.drop(message.scopes);
    },
    disconnected: () => target.setCoherent(false),
    connected: () => target.setCoherent(true),
  });
  return {
    publish: async (scopes) => {
      const unique = [...new Set(scopes)];
      if (unique.length === 0) return;
      target.drop(unique);
      try {
        for (const payload of encode(self, unique)) await notifications.publish(CACHE_CHANNEL, payload);
      } catch (error) {
        // The change is committed; other instances catch up when their entries expire.
        warn(`cache invalidation not sent to other instances: ${(error as Error).message}`);
      }
    },
    stop: unsubscribe,
  };
};
