import type { AreaModule } from '../AreaModule';
import { diagnosisRoutes } from './diagnosis/routes';
import { homeRoutes } from './home/routes';
import { startWaitRollupWorker } from './diagnosis/waitRollup';

/**
 * The analytics area: a flow's efficiency diagnosis (where its approvals wait) and the home page's figures of the
 * signed-in user's work. SQL over the approval tables, and the rollups its worker keeps of them for long periods.
 */
export const analyticsModule: AreaModule = {
  name: 'analytics',
  routes: (deps) => [...diagnosisRoutes(deps), ...homeRoutes(deps)],
  start: (deps) => startWaitRollupWorker(deps),
};
