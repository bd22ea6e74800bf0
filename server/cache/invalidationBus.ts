import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/notifications';
import { isScope, scope, type Scope } from './scopes';

/**
 * The LISTEN/NOTIFY channel every instance's caches listen on. The database's triggers (migration
 * 0013_cache_triggers) send the scopes a transaction changed on it when it commits; instances send only fences.
 */
export const CACHE_CHANNEL = 'portal_cache';
/** How long `settle` waits for its own fence before answering anyway (the TTL bounds what it could miss). */
const FENCE_LIMIT_MS = 5_000;

export interface InvalidationTarget {
  /** Drop what was read from these scopes ('everything' included). */
  drop(scopes: readonly Scope[]): void;
  /** false: changes may go unheard (listening connection lost), so nothing may be served from memory. */
  setCoherent(isCoherent: boolean): void;
}

export interface InvalidationBus {
  /**
   * Resolves once every change committed before the call has been dropped here: notifications arrive in commit
   * order, so hearing a fence sent now means every earlier one was heard. A request that wrote calls it before
   * answering, so the client's next request on this instance reads its own writes.
   */
  settle(): Promise<void>;
  stop(): void;
}

export interface CacheMessage {
  from: string;
  scopes: Scope[];
  /** A fence an instance sent to itself (`settle`). */
  fence?: string;
}

/** A message on the channel; anything unreadable drops everything, since we cannot tell what changed. */
export const decodeMessage = (payload: string): CacheMessage => {
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; scopes?: unknown; fence?: unknown };
    if (typeof parsed.from === 'string' && typeof parsed.fence === 'string' && parsed.scopes === undefined) {
      return { from: parsed.from, scopes: [], fence: parsed.fence };
    }
    if (typeof parsed.from === 'string' && Array.isArray(parsed.scopes) && parsed.scopes.every(isScope)) {
      return { from: parsed.from, scopes: parsed.scopes };
    }
  } catch {
    // fall through
  }
  return { from: '', scopes: [scope.everything] };
};

/** Connects the caches of this instance to the changes committed in the database, by any writer. */
export const startInvalidationBus = async (
  notifications: Notifications,
  target: InvalidationTarget,
  warn: (message: string) => void,
): Promise<InvalidationBus> => {
  const self = randomUUID();
  const fences = new Map<string, () => void>();
  let isCoherent = true;
  let sent = 0;
  const releaseAll = () => {
    for (const release of fences.values()) release();
  };
  const unsubscribe = await notifications.subscribe(CACHE_CHANNEL, {
    message: (payload) => {
      const message = decodeMessage(payload);
      if (message.fence !== undefined) {
        if (message.from === self) fences.get(message.fence)?.();
        return;
      }
      target.drop(message.scopes);
    },
    disconnected: () => {
      isCoherent = false;
      target.setCoherent(false);
      // Nothing is served from memory now, so no one needs to wait.
      releaseAll();
    },
    connected: () => {
      isCoherent = true;
      target.setCoherent(true);
    },
  });
  return {
    settle: async () => {
      if (!isCoherent) return;
      const fence = String(++sent);
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        fences.set(fence, resolve);
        timer = setTimeout(resolve, FENCE_LIMIT_MS);
      });
      try {
        await notifications.publish(CACHE_CHANNEL, JSON.stringify({ from: self, fence }));
        await heard;
      } catch (error) {
        // The change is committed and announced by the database; only the wait for it was lost.
        warn(`cache fence not sent: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
        fences.delete(fence);
      }
    },
    stop: () => {
      releaseAll();
      unsubscribe();
    },
  };
};
