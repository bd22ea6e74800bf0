import { api } from '@shared/api';
import { ResultCode } from '@shared/api/codes';
import type { AreaModule } from '../AreaModule';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { route, type RouteBinding } from '../../http/routing';
import { checkDatabase } from './readiness';
import { metricsRoute } from './metrics/metricsRoute';
import { installRequestRecorder } from './metrics/requestRecorder';

const o = api.ops;

/** 503 naming every reason the instance is not ready, in the request's language. */
const notReady = async (deps: AppDeps, log: { warn(message: string): void }) => {
  const reasons: { key: string; params?: Record<string, unknown> }[] = [];
  if (deps.shutdown.isShuttingDown) reasons.push({ key: 'ready.shuttingDown' });
  const database = await checkDatabase(deps.db);
  if (database.hasNoPrimary) {
    log.warn(`readiness: no primary: ${database.failure ?? ''}`);
    reasons.push({ key: 'ready.noPrimary' });
  } else if (!database.isDatabaseReachable) {
    log.warn(`readiness: database unreachable: ${database.failure ?? ''}`);
    reasons.push({ key: 'ready.databaseUnreachable' });
  }
  const pending = database.pendingMigrations;
  if (pending.length > 0) reasons.push({ key: 'ready.migrationsPending', params: { count: pending.length } });
  if (reasons.length === 0) return undefined;
  return { reasons, pending };
};

const opsRoutes = (deps: AppDeps): RouteBinding[] => [
  route(o.healthz, async () => ({ status: 'ok' as const })),
  route(o.readyz, async ({ t, req }) => {
    const problem = await notReady(deps, req.log);
    if (!problem) return { status: 'ready' as const };
    const reasons = problem.reasons.map((reason) => t(reason.key, reason.params));
    throw new AppError(
      ResultCode.ServerError,
      'ready.notReady',
      { reasons: reasons.join('; ') },
      {
        status: 503,
        data: {
          shuttingDown: deps.shutdown.isShuttingDown,
          pendingMigrations: problem.pending,
        },
      },
    );
  }),
  metricsRoute(deps),
];

/**
 * Probes for load balancers, /healthz (the process is up) and /readyz (it can serve), and /metrics for Prometheus
 * (with METRICS=1; requests are counted only then).
 */
export const opsModule: AreaModule = {
  name: 'ops',
  routes: opsRoutes,
  register: (app, deps) => {
    if (deps.config.isMetricsEnabled) installRequestRecorder(app, deps);
  },
};
