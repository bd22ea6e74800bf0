import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { api } from '@shared/api';
import { users } from '../../../db/schema';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { canManage } from '../access';
import {
  addSignersToTask,
  approvePreview,
  approveTask,
  canReturn,
  ccTask,
  claimTask,
  fallbackTask,
  freeFlowTask,
  recallInstance,
  shareInstance,
  stageTask,
  terminateInstance,
  transferTask,
  urgeInstance,
  voidInstance,
} from './actions';
import { allInstances, myApplications, myTasks } from './lists';
import { instanceAdmin, reassignTask, settlePush } from './adminService';
import { startForm, startInstance, startPreview } from './startService';
import { instanceInfo, taskInfo } from './taskView';
import { printData } from './printView';
import { resubmitTask } from './resubmitService';
import { quickApprove } from './quickApprove';

const a = api.approval;
const done = () => null;

export const taskRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.myTask, async ({ session, query, locale }) => myTasks(deps, session, query, locale)),
  route(a.myProcess, async ({ session, query, locale }) => myApplications(deps, session, query, locale)),
  route(a.instancePage, async ({ session, query, locale }) => allInstances(deps, session, query, locale)),
  route(a.taskInfo, async (ctx) => taskInfo(deps, ctx, ctx.query.taskId, await canManage(ctx))),
  route(a.nodeInfo, async (ctx) => instanceInfo(deps, ctx, ctx.query.id, await canManage(ctx))),
  route(a.printData, async (ctx) => printData(deps, ctx, ctx.query.id, await canManage(ctx))),
  route(a.start, async (ctx) => startInstance(deps, ctx, ctx.body)),
  route(a.startForm, async (ctx) => startForm(deps, ctx, ctx.query.processId)),
  route(a.startPreview, async (ctx) => startPreview(deps, ctx, ctx.body)),
  route(a.claim, async (ctx) => claimTask(deps, ctx, ctx.body).then(done)),
  route(a.approvePreview, async (ctx) => approvePreview(deps, ctx, ctx.body)),
  route(a.approve, async (ctx) => approveTask(deps, ctx, ctx.body).then(done)),
  route(a.quickApprove, async (ctx) => quickApprove(deps, ctx, ctx.body)),
  route(a.canReturn, async (ctx) => canReturn(deps, ctx, ctx.body.id)),
  route(a.return, async (ctx) => fallbackTask(deps, ctx, ctx.body).then(done)),
  route(a.passOn, async (ctx) => transferTask(deps, ctx, ctx.body).then(done)),
  route(a.addSigners, async (ctx) => addSignersToTask(deps, ctx, ctx.body).then(done)),
  route(a.freeFlow, async (ctx) => freeFlowTask(deps, ctx, ctx.body).then(done)),
  route(a.resubmit, async (ctx) => resubmitTask(deps, ctx, ctx.body)),
  route(a.saveData, async (ctx) => stageTask(deps, ctx, ctx.body).then(done)),
  route(a.recall, async (ctx) => recallInstance(deps, ctx, ctx.body).then(done)),
  route(a.urge, async (ctx) => urgeInstance(deps, ctx, ctx.body).then(done)),
  route(a.updateState, async (ctx) => terminateInstance(deps, ctx, ctx.body).then(done)),
  route(a.cc, async (ctx) => ccTask(deps, ctx, ctx.body).then(done)),
  route(a.share, async (ctx) => shareInstance(deps, ctx, ctx.body).then(done)),
  route(a.void, async (ctx) => voidInstance(deps, ctx, ctx.body, await canManage(ctx)).then(done)),
  route(a.reassign, async (ctx) => reassignTask(deps, ctx, ctx.body).then(done)),
  route(a.instanceAdmin, async ({ session, query }) => instanceAdmin(deps, session.merchantId, query.id)),
  route(a.pushRetry, async ({ session, body }) =>
    settlePush(deps, session.merchantId, body.id, 'retry').then(done),
  ),
  route(a.pushSkip, async ({ session, body }) =>
    settlePush(deps, session.merchantId, body.id, 'skip').then(done),
  ),
  route(a.userOptions, async ({ session, query }) => {
    const keyword = query.keyword?.trim();
    const rows = await deps.db
      .select({ userId: users.userId, userName: users.userName, nickName: users.nickName })
      .from(users)
      .where(
        and(
          eq(users.merchantId, session.merchantId),
          eq(users.status, '0'),
          keyword
            ? or(ilike(users.userName, `%${keyword}%`), ilike(users.nickName, `%${keyword}%`))
            : undefined,
        ),
      )
      .orderBy(asc(users.userName))
      .limit(9999);
    return rows;
  }),
];
