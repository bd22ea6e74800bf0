import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { runSeed } from './db/seed/runSeed';
import { seedHistory } from './db/seed/history/seedHistory';
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
import { installSerializers } from './http/serialization';
import { installValidators } from './http/validation';
import { AREA_MODULES } from './modules/registry';
import { platformMerchantId } from './modules/identity/merchant/platformTenant';
import { createAppCache } from './cache/appCache';
import { installSettleAfterWrites } from './cache/settleAfterWrites';
import { createShutdownState } from './http/shutdown';
import { installGracefulClose, type Teardown } from './http/gracefulClose';
import { installRequestId, requestIdOf } from './http/requestId';
import { createFileStore } from './storage';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  seed?: boolean;
  /** With the demo seed of a first start, also play 90 days of applications through the engine (`npm start`). */
  demoHistory?: boolean;
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
  const app = Fastify({
    logger: options.logStream
      ? { level: 'trace', stream: options.logStream, redact: LOG_REDACT }
      : options.logger === false
        ? false
        : { level: config.logLevel, redact: LOG_REDACT },
    genReqId: requestIdOf,
    // Closing leaves requests in flight to finish (bounded by SHUTDOWN_DRAIN_SECONDS, see gracefulClose.ts).
    forceCloseConnections: 'idle',
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === '1',
    // Refusals made before a route runs (malformed URL, headers too large) answer with an envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  const database =
    options.database ?? (await openDatabase({ ...config, onWarning: (message) => app.log.warn(message) }));
  const seedBegan = performance.now();
  const isSeeded = (options.seed ?? true) && (await runSeed(database.db));
  const keys = await loadOrCreateLoginKeys(database.db);

  const cache = await createAppCache(
    database,
    { ttlMs: config.cacheTtlMs, maxEntries: config.cacheMaxEntries },
    (message) => app.log.warn(message),
  );
  installSettleAfterWrites(app, database, cache);
  const files = await createFileStore(config);
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
  if (isSeeded && options.demoHistory) {
    const history = await seedHistory(deps);
    for (const refusal of history.refused) app.log.warn(`demo history: ${refusal}`);
    app.log.info(
      `demo data seeded in ${((performance.now() - seedBegan) / 1000).toFixed(1)} s: ` +
        `${history.applications} applications, ${history.actions} actions over 90 days`,
    );
  }

  // The database closes last: after the requests in flight and the job runners finished.
  const teardown: Teardown = { runners: [], resources: [() => cache.close(), () => files.close()] };
  if (!options.database) teardown.resources.push(() => database.close());
  installGracefulClose(app, deps, teardown);
  installRequestId(app, database);
  installSecurityHeaders(app);
  installUrlLimit(app);
  await app.register(fastifyCookie);
  installValidators(app);
  installSerializers(app);
  installInputGuard(app);
  installErrorHandling(app, (error, req) => req.log.error({ err: error }, 'request failed'));
  registerRoutes(
    app,
    deps,
    AREA_MODULES.flatMap((m) => m.routes(deps)),
  );
  for (const area of AREA_MODULES) await area.register?.(app, deps);
  if (options.startWorkers ?? true) {
    for (const area of AREA_MODULES) if (area.start) teardown.runners.push(area.start(deps));
  }
  await serveFrontEnds(app, options.serveStatic === false ? '/nonexistent' : config.distDir);
  return { app, deps };
};
