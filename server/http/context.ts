import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Db, Tx } from '../db/database';
import type { ServerConfig } from '../config';
import type { AppCache } from '../cache/appCache';
import type { SessionContext } from './sessionContext';
import type { ShutdownState } from './shutdown';
import type { FileStore } from '../storage';

export type { SessionContext } from './sessionContext';

/** Long-lived parts every module may use. Built once in app.ts. */
export interface AppDeps {
  database: Database;
  db: Db;
  config: ServerConfig;
  /** Where uploaded files live: the local directory or an S3-compatible bucket. */
  files: FileStore;
  publicKeyPem: string;
  decrypt: (cipherB64: string) => string | null;
  now: () => Date;
  /** Sessions and getInfo answers in memory, dropped by the database's triggers when what they read changes. */
  cache: AppCache;
  /** Set when this instance begins to shut down (SIGTERM): /readyz then answers 503. */
  shutdown: ShutdownState;
  /** Open tasks and running applications of the caller; the approval module supplies the real count. */
  /** Runs every area's per-tenant set-up for a new tenant, inside the caller's transaction. */
  provisionTenant: (tx: Tx, merchantId: string) => Promise<void>;
  taskCounts: (session: SessionContext) => Promise<{ myTaskCount: number; myApprovalCount: number }>;
}

export interface RequestContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  locale: Locale;
  t: TFunction;
  ip: string;
  userAgent: string;
  req: FastifyRequest;
  reply: FastifyReply;
  /** On a public route, the caller's session when the request carries a valid token; otherwise unset. */
  session?: SessionContext;
}

export interface AuthedContext<Q, B, P> extends RequestContext<Q, B, P> {
  session: SessionContext;
  /** Permission strings of the session (loaded on first use). */
  permissions: () => Promise<string[]>;
}
