import type { AreaModule } from '../AreaModule';
import { letterRoutes } from './letters/routes';
import { registerLetterStream } from './letters/stream';
import { projectRoutes } from './projects/routes';
import { registerDemoSubApps } from './subapps/demoSubApp';
import { tenantRoutes } from './tenant/routes';
import { registerDemoProvider } from './thirdParty/demoPages';
import { thirdPartyRoutes } from './thirdParty/routes';
import { chatProviderFrom } from './thirdParty/provider';

/**
 * The shell area: tenant switching, the bell's letters (with an event stream), projects, chat-app login,
 * registration and the demo sub-apps.
 */
export const shellModule: AreaModule = {
  name: 'shell',
  routes: (deps) => [
    ...tenantRoutes(deps),
    ...letterRoutes(deps),
    ...projectRoutes(deps),
    ...thirdPartyRoutes(deps),
  ],
  register: async (app, deps) => {
    await registerLetterStream(app, deps);
    registerDemoSubApps(app);
    if (chatProviderFrom(deps.db, deps.config)?.isDemo) registerDemoProvider(app, deps);
  },
};
