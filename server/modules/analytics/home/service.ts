/** The signed-in user's home page: their work, and the tenant's open work for workflow managers. */
import { InstanceState } from '@shared/approval/states';
import { TODO_AGE_BOUNDS, type HomeData } from '@shared/api/modules/analytics';
import type { AppDeps, SessionContext } from '../../../http/context';
import { itemNameFor } from '../../approval/itemName';
import { fillBuckets } from '../sqlRows';
import * as q from './queries';

const INSTANCE_STATES = Object.values(InstanceState);

const workflowLoad = async (
  deps: AppDeps,
  merchantId: string,
): Promise<NonNullable<HomeData['workflow']>> => {
  const [open, overtime] = await Promise.all([
    q.openPerFlow(deps.db, merchantId),
    q.overtimePerFlow(deps.db, merchantId),
  ]);
  const overtimeOf = new Map(overtime.map((o) => [o.processId, o.count]));
  const byFlow = open
    .map((flow) => ({ ...flow, overtimeTasks: overtimeOf.get(flow.processId) ?? 0 }))
    .sort((a, b) => b.openInstances - a.openInstances || a.processId.localeCompare(b.processId));
  return {
    openInstances: byFlow.reduce((sum, f) => sum + f.openInstances, 0),
    overtimeTasks: overtime.reduce((sum, o) => sum + o.count, 0),
    byFlow,
  };
};

export const homeOf = async (
  deps: AppDeps,
  session: SessionContext,
  options: { oldest: number; canManage: boolean; locale: string },
): Promise<HomeData> => {
  const caller = { merchantId: session.merchantId, userId: session.userId, now: deps.now().getTime() };
  const [byDegree, byAge, oldest, applications, workflow] = await Promise.all([
    q.todoByDegree(deps.db, caller),
    q.todoByAge(deps.db, caller),
    q.oldestTodos(deps.db, caller, options.oldest),
    q.applicationsByState(deps.db, caller),
    options.canManage ? workflowLoad(deps, session.merchantId) : null,
  ]);
  return {
    todo: {
      total: byDegree.reduce((sum, d) => sum + d.count, 0),
      byDegree,
      byAge: fillBuckets(TODO_AGE_BOUNDS, byAge),
      oldest: oldest.map((row) => ({
        ...row,
        itemName: itemNameFor({ ...row, createByName: row.createBy }, options.locale),
      })),
    },
    applications: {
      total: applications.reduce((sum, a) => sum + a.count, 0),
      byState: INSTANCE_STATES.map((state) => ({
        state,
        count: applications.find((a) => a.state === state)?.count ?? 0,
      })),
    },
    workflow,
  };
};
