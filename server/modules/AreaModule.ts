import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/database';
import type { AppDeps, SessionContext } from '../http/context';
import type { RouteBinding } from '../http/routing';

/** What each area of the server contributes. Areas register here, never by editing app.ts. */
export interface AreaModule {
  name: string;
  routes(deps: AppDeps): RouteBinding[];
  /** Extra Fastify setup (raw routes such as file downloads and event streams, hooks). */
  register?(app: FastifyInstance, deps: AppDeps): Promise<void> | void;
  /** Background work started when the server listens and stopped when it closes (outbox delivery…). */
  start?(deps: AppDeps): { stop(): Promise<void> | void };
  /** The approval area counts a user's open tasks and running applications for getInfo. */
  /**
   * Gives a tenant created through the API its own copy of this area's per-tenant data (dictionaries, properties,
   * languages…), inside the transaction that creates it. `templateMerchantId` is the platform tenant to copy from.
   */
  provisionTenant?(tx: Tx, merchantId: string, templateMerchantId: string): Promise<void>;
  taskCounts?(
    deps: AppDeps,
    session: SessionContext,
  ): Promise<{ myTaskCount: number; myApprovalCount: number }>;
}
