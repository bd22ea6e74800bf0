import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { flowDiagnosis, flowNodeTasks } from './service';

const a = api.analytics;

export const diagnosisRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.flowDiagnosis, ({ session, query }) => flowDiagnosis(deps, session, query)),
  route(a.flowNodeTasks, ({ session, query, locale }) => flowNodeTasks(deps, session, query, locale)),
];
