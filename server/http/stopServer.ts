import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './context';

/**
 * What SIGTERM does: /readyz answers 503 at once and every answer closes its connection, while the server keeps
 * serving for `delayMs` (SHUTDOWN_DELAY_SECONDS) so a load balancer notices and moves traffic away; then the server
 * closes gracefully (see gracefulClose.ts): new connections are refused, requests in flight and job runners finish,
 * the database closes.
 */
export const stopServer = async (app: FastifyInstance, deps: AppDeps, delayMs: number) => {
  deps.shutdown.begin();
  if (delayMs > 0) await sleep(delayMs);
  await app.close();
};
