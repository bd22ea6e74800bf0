import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { dryRun } from './dryRun';
import { executeMigration } from './execute';
import { versionsWithRunning } from './migrationInput';

const a = api.approval;

/** Moving running applications to another version (issue 30); every route needs the flow-management permission. */
export const migrationRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.migrationVersions, async ({ session, query }) => versionsWithRunning(deps, session, query.id)),
  route(a.migrationDryRun, async ({ session, body }) => dryRun(deps, session, body)),
  route(a.migrationExecute, async (ctx) => executeMigration(deps, ctx, ctx.body)),
];
