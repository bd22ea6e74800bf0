import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/context';
import { createRequestMetrics, UNMATCHED_ROUTE, type RequestMetrics } from './requestMetrics';

/** One set of request metrics per server instance (tests run several in one process). */
const perInstance = new WeakMap<AppDeps, RequestMetrics>();

export const requestMetricsOf = (deps: AppDeps): RequestMetrics => {
  let metrics = perInstance.get(deps);
  if (!metrics) {
    metrics = createRequestMetrics();
    perInstance.set(deps, metrics);
  }
  return metrics;
};

/**
 * Counts every request when its connection's answer ends, streamed and hijacked ones (downloads, the letter
 * stream) included: the route pattern Fastify matched, the method, the status (none when the client went away
 * first) and the time since the request arrived. Installed only with METRICS=1, so it costs nothing otherwise.
 */
export const installRequestRecorder = (app: FastifyInstance, deps: AppDeps) => {
  const metrics = requestMetricsOf(deps);
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.once('close', () =>
      metrics.record({
        method: req.method,
        route: req.routeOptions.url ?? UNMATCHED_ROUTE,
        status: reply.raw.writableFinished ? reply.raw.statusCode : undefined,
        seconds: reply.elapsedTime / 1000,
      }),
    );
    done();
  });
};
