import type { AreaModule } from '../AreaModule';
import { templatesRoutes } from './templates/routes';
import { templatesProvision } from './templates/provision';

/** The message app (console spec §2.3 MESSAGE): templates, channels, send tasks. */
export const messagingModule: AreaModule = {
  name: 'messaging',
  routes: (deps) => [...templatesRoutes(deps)],
  provisionTenant: templatesProvision,
};
