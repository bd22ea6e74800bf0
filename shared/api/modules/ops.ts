import { Type } from '@sinclair/typebox';
import { endpoint } from '../contract';
import { Nothing } from '../schemas';

/**
 * Probes for load balancers and orchestrators, at the top of the address space (`/healthz`, `/readyz`) where they
 * look by default. Both are public and answer nothing about tenants.
 */
export const opsApi = {
  /** The process is up: answered without touching the database. */
  healthz: endpoint({
    method: 'GET',
    path: '/healthz',
    prefix: '',
    access: 'public',
    response: Type.Object({ status: Type.Literal('ok') }),
  }),
  /**
   * The instance can serve: the database answers, every migration is applied and no shutdown has begun. Otherwise
   * HTTP 503 with an envelope whose message names what is not ready.
   */
  readyz: endpoint({
    method: 'GET',
    path: '/readyz',
    prefix: '',
    access: 'public',
    response: Type.Object({ status: Type.Literal('ready') }),
  }),
  /**
   * Prometheus metrics in the text exposition format (not an envelope): requests and latencies per route, the
   * database pool, the outbox depth and the job runners' lag. Served only when the server runs with METRICS=1
   * (otherwise it answers 404 like any unknown path); with METRICS_TOKEN set it needs that token as a bearer token.
   */
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    prefix: '',
    access: 'public',
    response: Nothing,
  }),
};
