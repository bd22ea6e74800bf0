import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { myDelegations, removeDelegation, saveDelegation } from './store';

const a = api.approval;

export const delegationRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.myDelegations, async ({ session }) => myDelegations(deps, session)),
  route(a.saveDelegation, async ({ session, body }) => saveDelegation(deps, session, body)),
  route(a.removeDelegation, async ({ session, body }) =>
    removeDelegation(deps, session, body.id).then(() => null),
  ),
];
