import type { AreaModule } from '../AreaModule';
import { templatesRoutes } from './templates/routes';
import { templatesProvision } from './templates/provision';
import { channelsRoutes } from './channels';
import { secretBoxOf } from '../../security/secretBox';
import { closeMailTransports } from './providers/mail/transportPool';
import { sendTasksRoutes } from './sendTasks/routes';
import { notifyRulesRoutes } from './notifyRules/routes';
import { startDeliveryWorker } from './delivery/worker';

/** The message app (console spec §2.3 MESSAGE): templates, channels, send tasks and their delivery. */
export const messagingModule: AreaModule = {
  name: 'messaging',
  routes: (deps) => [
    ...templatesRoutes(deps),
    ...channelsRoutes(deps),
    ...sendTasksRoutes(deps),
    ...notifyRulesRoutes(deps),
  ],
  provisionTenant: templatesProvision,
  // The channel secret key: read from MESSAGE_SECRET_KEY (a bad one stops the start) or created on first start.
  // Pooled SMTP connections close with the server.
  register: async (app, deps) => {
    await secretBoxOf(deps.db, deps.config.messageSecretKey);
    app.addHook('onClose', async () => closeMailTransports());
  },
  start: (deps) => startDeliveryWorker(deps),
};
