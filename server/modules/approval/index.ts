import type { AreaModule } from '../AreaModule';
import { callbackRoutes } from './callbacks/routes';
import { startPushWorker } from './callbacks/delivery';
import { definitionRoutes } from './definitions/routes';
import { delegationRoutes } from './delegations/routes';
import { formRoutes } from './forms/routes';
import { formSourceRoutes } from './formSources/routes';
import { migrationRoutes } from './migration/routes';
import { startReminderWorker } from './reminders/fillReminders';
import { countsOf } from './tasks/instanceStore';
import { taskRoutes } from './tasks/routes';
import { startTimerWorker } from './timers/timerWorker';

/** The approval area: flow and form definitions, instances and tasks, data push. */
export const approvalModule: AreaModule = {
  name: 'approval',
  routes: (deps) => [
    ...definitionRoutes(deps),
    ...formRoutes(deps),
    ...formSourceRoutes(deps),
    ...taskRoutes(deps),
    ...callbackRoutes(deps),
    ...delegationRoutes(deps),
    ...migrationRoutes(deps),
  ],
  start: (deps) => {
    const workers = [startPushWorker(deps), startReminderWorker(deps), startTimerWorker(deps)];
    return { stop: async () => void (await Promise.all(workers.map((worker) => worker.stop()))) };
  },
  taskCounts: (deps, session) => countsOf(deps.db, session.merchantId, session.userId),
};
