import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing } from '../../schemas';

/** Console spec §7.1 project service: statistics base and marketing context, under the API base. */
export const STATS_PREFIX = '/digital-portal/analysis-center-admin';
export const MARKETING_PREFIX = '/digital-portal/mkplat-admin';

export const Project = Type.Object({
  projectId: Type.String(),
  projectName: Type.String(),
  description: Type.String(),
  isDefault: Type.Boolean(),
  isTop: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type ProjectRow = Static<typeof Project>;

const ProjectInput = Type.Object(
  {
    projectName: Type.String({ maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 400 })),
  },
  { additionalProperties: false },
);
/** Projects belong to the whole tenant (its default and pins show for everyone), so changing them is an administrator's job. */
export const PROJECT_PERMISSIONS = {
  add: 'system:project:add',
  edit: 'system:project:edit',
  remove: 'system:project:remove',
} as const;

const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const projectApi = {
  projectOverview: endpoint({
    method: 'GET',
    path: '/home/overview',
    prefix: STATS_PREFIX,
    access: 'self',
    response: Type.Object({
      projectCount: Type.Integer(),
      topCount: Type.Integer(),
      defaultProjectName: Type.String(),
    }),
  }),
  projectList: endpoint({
    method: 'GET',
    path: '/home/projectList',
    prefix: STATS_PREFIX,
    access: 'self',
    response: Type.Array(Project),
  }),
  projectOption: endpoint({
    method: 'GET',
    path: '/home/projectOption',
    prefix: STATS_PREFIX,
    access: 'self',
    response: Type.Array(Type.Object({ projectId: Type.String(), projectName: Type.String() })),
  }),
  projectAdd: endpoint({
    method: 'POST',
    path: '/tc/project/add',
    prefix: MARKETING_PREFIX,
    access: 'permission',
    permission: PROJECT_PERMISSIONS.add,
    body: ProjectInput,
    response: Project,
  }),
  projectUpdate: endpoint({
    method: 'POST',
    path: '/tc/project/update',
    prefix: MARKETING_PREFIX,
    access: 'permission',
    permission: PROJECT_PERMISSIONS.edit,
    body: Type.Object(
      {
        projectId: Type.String({ minLength: 1 }),
        projectName: Type.String({ maxLength: 100 }),
        description: Type.Optional(Type.String({ maxLength: 400 })),
      },
      { additionalProperties: false },
    ),
    response: Project,
  }),
  projectDelete: endpoint({
    method: 'POST',
    path: '/tc/project/del/{id}',
    prefix: MARKETING_PREFIX,
    access: 'permission',
    permission: PROJECT_PERMISSIONS.remove,
    params: IdParam,
    response: Nothing,
  }),
  projectSetDefault: endpoint({
    method: 'POST',
    path: '/tc/project/set/default/{id}',
    prefix: MARKETING_PREFIX,
    access: 'permission',
    permission: PROJECT_PERMISSIONS.edit,
    params: IdParam,
    response: Nothing,
  }),
  projectSetTop: endpoint({
    method: 'POST',
    path: '/tc/project/set/top/{id}',
    prefix: MARKETING_PREFIX,
    access: 'permission',
    permission: PROJECT_PERMISSIONS.edit,
    params: IdParam,
    response: Nothing,
  }),
  projectCancelTop: endpoint({
    method: 'POST',
    path: '/tc/project/cancel/top/{id}',
    prefix: MARKETING_PREFIX,
    access: 'permission',
    permission: PROJECT_PERMISSIONS.edit,
    params: IdParam,
    response: Nothing,
  }),
  projectGet: endpoint({
    method: 'GET',
    path: '/tc/project/get/{id}',
    prefix: MARKETING_PREFIX,
    access: 'self',
    params: IdParam,
    response: Project,
  }),
  projectDefaultId: endpoint({
    method: 'GET',
    path: '/tc/project/get/default/project/id',
    prefix: MARKETING_PREFIX,
    access: 'self',
    response: Type.Object({ projectId: Type.String() }),
  }),
};
