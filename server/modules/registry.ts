import type { AreaModule } from './AreaModule';
import { sessionRoutes } from './session/routes';
import { systemRoutes } from './system/routes';
import { identityModule } from './identity';
import { shellModule } from './shell';
import { approvalModule } from './approval';
import { filesModule } from './files';
import { configModule } from './config';
import { messagingModule } from './messaging';
import { analyticsModule } from './analytics';
import { opsModule } from './ops';

/** Every area of the server, in registration order. */
export const AREA_MODULES: AreaModule[] = [
  { name: 'session', routes: sessionRoutes },
  { name: 'system', routes: systemRoutes },
  identityModule,
  shellModule,
  approvalModule,
  filesModule,
  configModule,
  messagingModule,
  analyticsModule,
  opsModule,
];
