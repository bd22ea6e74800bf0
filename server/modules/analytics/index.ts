import type { AreaModule } from '../AreaModule';
import { diagnosisRoutes } from './diagnosis/routes';
import { homeRoutes } from './home/routes';

/**
 * The analytics area: a flow's efficiency diagnosis (where its approvals wait) and the home page's figures of the
 * signed-in user's work. Read-only SQL over the approval tables.
 */
export const analyticsModule: AreaModule = {
  name: 'analytics',
  routes: (deps) => [...diagnosisRoutes(deps), ...homeRoutes(deps)],
};
