import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { DIRECTORY_PICKER_PERMISSIONS, SortQuery, Time, TreeNodeSchema, Txt } from './schemas';

export const RoleView = Type.Object({
  roleId: Type.String(),
  roleName: Type.String(),
  roleKey: Type.String(),
  isSuper: Type.Boolean(),
  homePage: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  createTime: Time,
  userCount: Type.Integer(),
});

const RoleInput = {
  roleName: Txt(100),
  roleKey: Txt(100),
  remark: Type.Optional(Txt(500)),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** Menus and F button points (ids from roleMenuTree). */
  menuIds: Type.Optional(Type.Array(Id, { maxItems: 2000 })),
};

const RoleId = Type.Object({ roleId: Id });

export const roleApi = {
  roleList: endpoint({
    method: 'GET',
    path: '/role/list',
    access: 'permission',
    permission: 'system:role:list',
    query: Type.Object({
      ...PageQuery,
      ...SortQuery,
      roleName: Type.Optional(Txt(100)),
      status: Type.Optional(Txt(2)),
    }),
    response: Page(RoleView),
  }),
  roleDetail: endpoint({
    method: 'GET',
    path: '/role/detail',
    access: 'permission',
    permission: 'system:role:query',
    query: RoleId,
    response: Type.Object({ role: RoleView, menuIds: Type.Array(Type.String()) }),
  }),
  roleDelete: endpoint({
    method: 'GET',
    path: '/role/delete',
    access: 'permission',
    permission: 'system:role:remove',
    query: RoleId,
    response: Nothing,
  }),
  /** Roles of the tenant for pickers (page 1, limit 9999). */
  roleTree: endpoint({
    method: 'GET',
    path: '/role/roleTree',
    access: 'permission',
    permission: DIRECTORY_PICKER_PERMISSIONS,
    /** merchantId: another tenant the session manages (tenant-role grant); the session's tenant by default. */
    query: Type.Object({
      ...PageQuery,
      keyword: Type.Optional(Txt(100)),
      merchantId: Type.Optional(Txt(64)),
    }),
    response: Type.Array(
      Type.Object({ roleId: Type.String(), roleName: Type.String(), roleKey: Type.String() }),
    ),
  }),
  /** Every app's menus and button points as a tree, with the role's checked ids (roleId optional for a new role). */
  roleMenuTree: endpoint({
    method: 'GET',
    path: '/role/roleMenuTree',
    access: 'permission',
    permission: 'system:role:query',
    query: Type.Object({ roleId: Type.Optional(Txt(64)) }),
    response: Type.Object({ menus: Type.Array(TreeNodeSchema), checkedKeys: Type.Array(Type.String()) }),
  }),
  homePageList: endpoint({
    method: 'GET',
    path: '/role/HomePageList',
    access: 'permission',
    permission: 'system:role:query',
    query: Type.Object({ roleId: Type.Optional(Txt(64)) }),
    /** Pages a role may use as its home page, and the role's current one. */
    response: Type.Object({
      pages: Type.Array(Type.Object({ path: Type.String(), title: Type.String() })),
      homePage: Type.String(),
    }),
  }),
  roleAdd: endpoint({
    method: 'POST',
    path: '/role/add',
    access: 'permission',
    permission: 'system:role:add',
    body: Type.Object(RoleInput),
    response: Type.Object({ roleId: Type.String() }),
  }),
  roleEdit: endpoint({
    method: 'POST',
    path: '/role/edit',
    access: 'permission',
    permission: 'system:role:edit',
    body: Type.Object({ roleId: Id, ...RoleInput }),
    response: Nothing,
  }),
  roleChangeStatus: endpoint({
    method: 'POST',
    path: '/role/changeStatus',
    access: 'permission',
    permission: 'system:role:edit',
    body: Type.Object({ roleId: Id, status: Type.Union([Type.Literal('0'), Type.Literal('1')]) }),
    response: Nothing,
  }),
  updateHomePage: endpoint({
    method: 'POST',
    path: '/role/updateHomePage',
    access: 'permission',
    permission: 'system:role:edit',
    body: Type.Object({ roleId: Id, homePage: Txt(300) }),
    response: Nothing,
  }),
  /** The user-assignment modal: adds and removes holders of a role. */
  roleAssignUsers: endpoint({
    method: 'POST',
    path: '/role/assignUsers',
    access: 'permission',
    permission: 'system:role:edit',
    body: Type.Object({
      roleId: Id,
      addUserIds: Type.Array(Id, { maxItems: 10000 }),
      removeUserIds: Type.Array(Id, { maxItems: 10000 }),
    }),
    response: Nothing,
  }),
};
