import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { recipientPage, sendTaskDetail, sendTaskPage } from './queries';
import { addSendTask, cancelSendTask, retrySendTask } from './service';

const m = api.messaging;
const paging = (q: { pageNum?: number; limit?: number }) => ({
  pageNum: q.pageNum ?? 1,
  limit: q.limit ?? 10,
});

/** Routes of send tasks (console spec §2.3 "Send tasks"), every one scoped to the session's tenant. */
export const sendTasksRoutes = (deps: AppDeps): RouteBinding[] => [
  route(m.sendTaskAdd, async ({ session, t, body }) => addSendTask(deps, session, t, body)),
  route(m.sendTaskPage, async ({ session, body }) =>
    sendTaskPage(deps.db, session.merchantId, { ...body, ...paging(body) }),
  ),
  route(m.sendTaskDetail, async ({ session, body }) => {
    const view = await sendTaskDetail(deps.db, session.merchantId, body.taskId);
    if (!view) throw notFound();
    return view;
  }),
  route(m.sendTaskRecipients, async ({ session, body }) => {
    if (!(await sendTaskDetail(deps.db, session.merchantId, body.taskId))) throw notFound();
    return recipientPage(deps.db, session.merchantId, { ...body, ...paging(body) });
  }),
  route(m.sendTaskRetry, async ({ session, body }) => retrySendTask(deps, session, body)),
  route(m.sendTaskCancel, async ({ session, t, body }) => cancelSendTask(deps, session, t, body.taskId)),
];
