import { ProcessStatus } from '@shared/approval/states';
import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { canManage } from '../access';
import {
  addProcess,
  deleteProcess,
  deployProcess,
  processDetail,
  processPage,
  publishProcess,
  saveJson,
  updateProcess,
} from './service';
import { listVersions, republishVersion, versionDetail } from './versions';

const a = api.approval;

export const definitionRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.processAdd, async ({ session, body }) => addProcess(deps, session, body)),
  route(a.processUpdate, async ({ session, body }) => {
    await updateProcess(deps, session, body);
    return null;
  }),
  route(a.processPage, async (ctx) => processPage(deps, ctx.session, ctx.query, await canManage(ctx))),
  route(a.processDelete, async ({ session, query }) => {
    await deleteProcess(deps, session, query.id);
    return null;
  }),
  /** Staff read a published template's design (the progress diagram of their applications), not its managers or settings. */
  route(a.processDetail, async (ctx) => {
    const detail = await processDetail(deps, ctx.session, ctx.query.id);
    if (await canManage(ctx)) return detail;
    if (detail.status !== ProcessStatus.Published) throw notFound();
    return { ...detail, managers: [], settings: {} };
  }),
  route(a.processSaveJson, async ({ session, body }) => {
    await saveJson(deps, session, body);
    return null;
  }),
  route(a.processDeploy, async ({ session, query }) => deployProcess(deps, session, query.id, query.note)),
  route(a.processPublish, async ({ session, body }) => publishProcess(deps, session, body)),
  route(a.processVersions, async ({ session, query }) => listVersions(deps, session, query.id)),
  route(a.processVersionDetail, async ({ session, query }) => versionDetail(deps, session, query)),
  route(a.processRepublish, async ({ session, body }) => republishVersion(deps, session, body)),
];
