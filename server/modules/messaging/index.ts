import type { AreaModule } from '../AreaModule';
import { templatesRoutes } from './templates/routes';
import { templatesProvision } from './templates/provision';
import { sendTasksRoutes } from './sendTasks/routes';
import { notifyRulesRoutes } from './notifyRules/routes';
import { startDeliveryWorker } from './delivery/worker';

/** The message app (console spec §2.3 MESSAGE): templates, channels, send tasks and their delivery. */
export const messagingModule: AreaModule = {
  name: 'messaging',
  routes: (deps) => [...templatesRoutes(deps), ...sendTasksRoutes(deps), ...notifyRulesRoutes(deps)],
  start: (deps) => startDeliveryWorker(deps),
  provisionTenant: templatesProvision,
};
