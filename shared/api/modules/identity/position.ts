import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { DIRECTORY_PICKER_PERMISSIONS, SortQuery, Time, TreeNodeSchema, Txt } from './schemas';

export const PositionView = Type.Object({
  positionId: Type.String(),
  positionName: Type.String(),
  positionCode: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  permission: Type.String(),
  status: Type.String(),
  createTime: Time,
  userCount: Type.Integer(),
});

const PositionInput = {
  positionName: Txt(100),
  positionCode: Type.Optional(Txt(100)),
  organizeId: Txt(64),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  roleIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
};
const ById = Type.Object({ id: Id });
const UserBrief = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
  organizeName: Type.String(),
});

export const positionApi = {
  positionList: endpoint({
    method: 'GET',
    path: '/position/list',
    access: 'permission',
    permission: 'system:position:list',
    query: Type.Object({
      ...PageQuery,
      ...SortQuery,
      positionName: Type.Optional(Txt(100)),
      organizeId: Type.Optional(Txt(64)),
    }),
    response: Page(PositionView),
  }),
  positionDetail: endpoint({
    method: 'GET',
    path: '/position/{id}',
    access: 'permission',
    permission: 'system:position:query',
    params: ById,
    response: Type.Object({ position: PositionView, roleIds: Type.Array(Type.String()) }),
  }),
  positionAdd: endpoint({
    method: 'POST',
    path: '/position/addPosition',
    access: 'permission',
    permission: 'system:position:add',
    body: Type.Object(PositionInput),
    response: Type.Object({ positionId: Type.String() }),
  }),
  positionUpdate: endpoint({
    method: 'POST',
    path: '/position/updatePosition',
    access: 'permission',
    permission: 'system:position:edit',
    body: Type.Object({ positionId: Id, ...PositionInput }),
    response: Nothing,
  }),
  positionRemove: endpoint({
    method: 'GET',
    path: '/position/remove/{id}',
    access: 'permission',
    permission: 'system:position:remove',
    params: ById,
    response: Nothing,
  }),
  positionRemoveBatch: endpoint({
    method: 'POST',
    path: '/position/removeBatch',
    access: 'permission',
    permission: 'system:position:remove',
    body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) }),
    response: Nothing,
  }),
  positionCopy: endpoint({
    method: 'GET',
    path: '/position/copyPosition/{id}',
    access: 'permission',
    permission: 'system:position:add',
    params: ById,
    response: Type.Object({ positionId: Type.String() }),
  }),
  positionUserList: endpoint({
    method: 'GET',
    path: '/position/positionUserList/{id}',
    access: 'permission',
    permission: 'system:position:query',
    params: ById,
    response: Type.Array(UserBrief),
  }),
  /** Users of an organisation (to add to a position). */
  organizeUserList: endpoint({
    method: 'GET',
    path: '/position/organizeUserList/{id}',
    access: 'permission',
    permission: 'system:position:query',
    params: ById,
    response: Type.Array(UserBrief),
  }),
  positionRoleList: endpoint({
    method: 'GET',
    path: '/position/positionRoleList/{id}',
    access: 'permission',
    permission: 'system:position:query',
    params: ById,
    response: Type.Array(Type.Object({ roleId: Type.String(), roleName: Type.String() })),
  }),
  addPositionUsers: endpoint({
    method: 'POST',
    path: '/position/addPositionUsers',
    access: 'permission',
    permission: 'system:position:edit',
    body: Type.Object({ positionId: Id, userIds: Type.Array(Id, { minItems: 1, maxItems: 10000 }) }),
    response: Nothing,
  }),
  removePositionUser: endpoint({
    method: 'POST',
    path: '/position/removePositionUser',
    access: 'permission',
    permission: 'system:position:edit',
    body: Type.Object({ positionId: Id, userIds: Type.Array(Id, { minItems: 1, maxItems: 10000 }) }),
    response: Nothing,
  }),
  /** `permission` is a JSON object stored as is; its `perms` list gives every holder those permissions (positionPermission.ts). */
  updatePositionPermission: endpoint({
    method: 'POST',
    path: '/position/updatePositionPermission',
    access: 'permission',
    permission: 'system:position:edit',
    body: Type.Object({ positionId: Id, permission: Type.Record(Type.String(), Type.Unknown()) }),
    response: Nothing,
  }),
  /** Positions of the tenant (or of one organisation) for pickers. */
  merchantPosition: endpoint({
    method: 'GET',
    path: '/position/merchantPosition',
    access: 'permission',
    permission: DIRECTORY_PICKER_PERMISSIONS,
    query: Type.Object({ organizeId: Type.Optional(Txt(64)), keyword: Type.Optional(Txt(100)) }),
    response: Type.Array(
      Type.Object({ positionId: Type.String(), positionName: Type.String(), organizeId: Type.String() }),
    ),
  }),
  /** Organisations with their positions as leaves (position picker). */
  positionAllTree: endpoint({
    method: 'GET',
    path: '/organize/positionAllTree',
    access: 'permission',
    permission: DIRECTORY_PICKER_PERMISSIONS,
    response: Type.Array(TreeNodeSchema),
  }),
};
