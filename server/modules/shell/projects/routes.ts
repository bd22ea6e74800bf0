import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import {
  addProject,
  defaultProjectId,
  deleteProject,
  getProject,
  listProjects,
  setDefaultProject,
  setTop,
  updateProject,
} from './service';

const s = api.shell;

export const projectRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.projectOverview, async ({ session }) => {
    const list = await listProjects(deps.db, session.merchantId);
    return {
      projectCount: list.length,
      topCount: list.filter((p) => p.isTop).length,
      defaultProjectName: list.find((p) => p.isDefault)?.projectName ?? '',
    };
  }),
  route(s.projectList, async ({ session }) => listProjects(deps.db, session.merchantId)),
  route(s.projectOption, async ({ session }) =>
    (await listProjects(deps.db, session.merchantId)).map(({ projectId, projectName }) => ({
      projectId,
      projectName,
    })),
  ),
  route(s.projectAdd, async ({ session, body }) => addProject(deps.db, session.merchantId, body, deps.now())),
  route(s.projectUpdate, async ({ session, body }) =>
    updateProject(deps.db, session.merchantId, body, deps.now()),
  ),
  route(s.projectDelete, async ({ session, params }) => {
    await deleteProject(deps.db, session.merchantId, params.id);
    return null;
  }),
  route(s.projectSetDefault, async ({ session, params }) => {
    await setDefaultProject(deps.db, session.merchantId, params.id, deps.now());
    return null;
  }),
  route(s.projectSetTop, async ({ session, params }) => {
    await setTop(deps.db, session.merchantId, params.id, true, deps.now());
    return null;
  }),
  route(s.projectCancelTop, async ({ session, params }) => {
    await setTop(deps.db, session.merchantId, params.id, false, deps.now());
    return null;
  }),
  route(s.projectGet, async ({ session, params }) => getProject(deps.db, session.merchantId, params.id)),
  route(s.projectDefaultId, async ({ session }) => ({
    projectId: await defaultProjectId(deps.db, session.merchantId),
  })),
];
