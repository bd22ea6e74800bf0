import type { SessionInfoData } from '@shared/api/modules/session';
import type { Database } from '../db/database';
import type { notifyRules } from '../db/schema';
import type { SessionContext } from '../http/sessionContext';
import type { TenantPeople } from '../modules/approval/tenantPeople';
import { startInvalidationBus } from './invalidationBus';
import { TaggedCache } from './TaggedCache';

/** What every approval step reads of its tenant to word and route its letters. */
export interface TenantLetterSettings {
  /** The tenant's default language (letters of people who chose none), if it set one. */
  defaultLocale: string | undefined;
  /** The tenant's active notification rules, of every flow and event. */
  notifyRules: readonly (typeof notifyRules.$inferSelect)[];
}

export interface CachedSession {
  session: SessionContext;
  expiresAt: Date;
}

/**
 * getInfo without the counters: a function of the user and the session's tenant only. The counters are read live:
 * they change with every task, and having the task tables announce that made approvals commit one at a time.
 */
export type SessionProfile = Omit<SessionInfoData, 'myTaskCount' | 'myApprovalCount'>;

/**
 * What this instance keeps in memory to answer the requests every page makes (the session behind a token, getInfo)
 * without the database. Each value names the scopes it was read from; the database's triggers announce the scopes
 * every committed transaction changed, which drops the values on every instance (writers do nothing). A request that
 * wrote waits for `settle` before answering. While the listening connection is down nothing is served from memory.
 * The TTL only bounds a missed message.
 */
export interface AppCache {
  /** By token hash. */
  sessions: TaggedCache<CachedSession>;
  /** By user and tenant (`userTenantKey`). */
  profiles: TaggedCache<SessionProfile>;
  /** The language a user chose (null: none), by user and tenant (`userTenantKey`). */
  userLocales: TaggedCache<string | null>;
  /** By tenant id. */
  letterSettings: TaggedCache<TenantLetterSettings>;
  /** The approval engine's people, by tenant id. */
  people: TaggedCache<TenantPeople>;
  /** Resolves once every change committed before the call has dropped here. */
  settle(): Promise<void>;
  close(): void;
}

export const userTenantKey = (userId: string, merchantId: string) => JSON.stringify([userId, merchantId]);

export const createAppCache = async (
  database: Database,
  options: { ttlMs: number; maxEntries: number },
  warn: (message: string) => void,
): Promise<AppCache> => {
  const sessions = new TaggedCache<CachedSession>(options);
  const profiles = new TaggedCache<SessionProfile>(options);
  const userLocales = new TaggedCache<string | null>(options);
  const letterSettings = new TaggedCache<TenantLetterSettings>(options);
  const people = new TaggedCache<TenantPeople>(options);
  const all = [sessions, profiles, userLocales, letterSettings, people];
  const bus = await startInvalidationBus(
    database.notifications,
    {
      drop: (scopes) => {
        for (const cache of all) {
          if (scopes.includes('everything')) cache.clear();
          else cache.drop(scopes);
        }
      },
      setCoherent: (isCoherent) => {
        for (const cache of all) cache.setBypassed(!isCoherent);
      },
    },
    warn,
  );
  return {
    sessions,
    profiles,
    userLocales,
    letterSettings,
    people,
    settle: () => bus.settle(),
    close: () => {
      bus.stop();
      for (const cache of all) cache.clear();
    },
  };
};
