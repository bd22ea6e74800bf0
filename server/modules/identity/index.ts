import type { AreaModule } from '../AreaModule';
import { auditRoutes } from './audit/routes';
import { installSystemLog, writeSystemLog } from './audit/systemLog';
import { merchantRoutes } from './merchant/routes';
import { organizeRoutes } from './organize/routes';
import { positionRoutes } from './position/routes';
import { roleRoutes } from './role/routes';
import { userRoutes } from './user/routes';

/** The identity area: users, roles, positions, organisations, tenants and audit logs. */
export const identityModule: AreaModule = {
  name: 'identity',
  routes: (deps) => [
    ...userRoutes(deps),
    ...roleRoutes(deps),
    ...positionRoutes(deps),
    ...organizeRoutes(deps),
    ...merchantRoutes(deps),
    ...auditRoutes(deps),
  ],
  register: (app, deps) => installSystemLog(app, deps),
  start: (deps) => {
    void writeSystemLog(deps, { kind: 'start', message: 'server started', detail: `pid ${process.pid}` });
    return { stop: () => undefined };
  },
};
