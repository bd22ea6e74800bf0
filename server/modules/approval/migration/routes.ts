import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { dryRun } from './dryRun';
import { executeMigration } from './execute';

const a = api.approval;

/** Moving running applications to another version (issue 30); every route needs the flow-management permission. */
export const migrationRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.migrationDryRun, async ({ session, body, locale }) => dryRun(deps, session, body, locale)),
  route(a.migrationExecute, async (ctx) => executeMigration(deps, ctx, ctx.body)),
];
