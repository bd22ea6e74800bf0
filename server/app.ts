import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { runSeed } from './db/seed/runSeed';
import { createDecryptor, loadOrCreateLoginKeys } from './auth/keys';
import type { AppDeps } from './http/context';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandling,
  installUrlLimit,
} from './http/errorHandler';
import { installInputGuard } from './http/inputGuard';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerRoutes } from './http/routing';
import { serveFrontEnds } from './http/staticFiles';
import { installValidators } from './http/validation';
import { AREA_MODULES } from './modules/registry';
import { platformMerchantId } from './modules/identity/merchant/platformTenant';
import { createAppCache } from './cache/appCache';
import { createShutdownState } from './http/shutdown';
import { createFileStore } from './storage';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  seed?: boolean;
  now?: () => Date;
  logger?: boolean;
  /** Log everything (trace) to this stream instead: tests read what the server wrote. */
  logStream?: NodeJS.WritableStream;
  serveStatic?: boolean;
  /** Start background workers (outbox delivery and the like); tests that drive them by hand turn this off. */
  startWorkers?: boolean;
  /** Take the client address from X-Forwarded-For (behind a proxy; tests use it to act from several addresses). */
  trustProxy?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
}

const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/** Builds the Fastify instance with its database, keys, routes and static front ends; does not listen. */
export const buildApp = async (config: ServerConfig, options: BuildOptions = {}): Promise<BuiltApp> => {
  const database = options.database ?? (await openDatabase(config));
  if (options.seed ?? true) await runSeed(database.db);
  const keys = await loadOrCreateLoginKeys(database.db);

  const app = Fastify({
    logger: options.logStream
      ? { level: 'trace', stream: options.logStream, redact: LOG_REDACT }
      : options.logger === false
        ? false
        : { level: config.logLevel, redact: LOG_REDACT },
    forceCloseConnections: true,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === '1',
    // Refusals made before a route runs (malformed URL, headers too large) answer with an envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  const cache = await createAppCache(
    database,
    { ttlMs: config.cacheTtlMs, maxEntries: config.cacheMaxEntries },
    (message) => app.log.warn(message),
  );
  app.addHook('onClose', async () => cache.close());
  const files = createFileStore(config);
  app.addHook('onClose', async () => files.close());
  const deps: AppDeps = {
    database,
    db: database.db,
    config,
    files,
    publicKeyPem: keys.publicPem,
    decrypt: createDecryptor(keys.privatePem),
    now: options.now ?? (() => new Date()),
    cache,
    shutdown: createShutdownState(),
    taskCounts: async () => ({ myTaskCount: 0, myApprovalCount: 0 }),
    provisionTenant: async (tx, merchantId) => {
      const template = await platformMerchantId(tx);
      if (!template) return;
      for (const area of AREA_MODULES) await area.provisionTenant?.(tx, merchantId, template);
    },
  };
  const counter = AREA_MODULES.find((m) => m.taskCounts);
  if (counter?.taskCounts) deps.taskCounts = (session) => counter.taskCounts!(deps, session);

  installSecurityHeaders(app);
  installUrlLimit(app);
  await app.register(fastifyCookie);
  installValidators(app);
  installInputGuard(app);
  installErrorHandling(app, (error, req) => req.log.error({ err: error }, 'request failed'));
  registerRoutes(
    app,
    deps,
    AREA_MODULES.flatMap((m) => m.routes(deps)),
  );
  for (const area of AREA_MODULES) await area.register?.(app, deps);
  if (options.startWorkers ?? true) {
    const workers = AREA_MODULES.flatMap((m) => (m.start ? [m.start(deps)] : []));
    app.addHook('onClose', async () => {
      for (const worker of workers) await worker.stop();
    });
  }
  await serveFrontEnds(app, options.serveStatic === false ? '/nonexistent' : config.distDir);
  if (!options.database) app.addHook('onClose', () => database.close());
  return { app, deps };
};
