import type { FastifyInstance } from 'fastify';
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
  taskCounts?(
    deps: AppDeps,
    session: SessionContext,
  ): Promise<{ myTaskCount: number; myApprovalCount: number }>;
}
