import { Type } from '@sinclair/typebox';
import { endpoint } from '../contract';

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
};
