import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { SortQuery, Time, TreeNodeSchema, Txt } from './schemas';

export const MerchantView = Type.Object({
  merchantId: Type.String(),
  parentId: Type.String(),
  merchantName: Type.String(),
  icon: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  createTime: Time,
});
const MerchantInput = {
  merchantName: Txt(100),
  parentId: Type.Optional(Txt(64)),
  icon: Type.Optional(Txt(500)),
  contact: Type.Optional(Txt(100)),
  phone: Type.Optional(Txt(20)),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  remark: Type.Optional(Txt(500)),
};

export const MerchantAuthView = Type.Object({
  authId: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
  merchantId: Type.String(),
  merchantName: Type.String(),
  roleId: Type.String(),
  roleName: Type.String(),
  createTime: Time,
});
const AuthInput = {
  userId: Type.String({ maxLength: 64 }),
  merchantId: Type.String({ maxLength: 64 }),
  roleId: Type.String({ maxLength: 64 }),
};

/** Tenants visible to a session: its own tenant and the tenants below it. */
export const merchantApi = {
  merchantPageList: endpoint({
    method: 'GET',
    path: '/merchant/pageList',
    access: 'permission',
    permission: 'system:merchant:list',
    query: Type.Object({
      ...PageQuery,
      ...SortQuery,
      merchantName: Type.Optional(Txt(100)),
      status: Type.Optional(Txt(2)),
    }),
    response: Page(MerchantView),
  }),
  merchantDetail: endpoint({
    method: 'GET',
    path: '/merchant/{id}',
    access: 'permission',
    permission: 'system:merchant:query',
    params: Type.Object({ id: Id }),
    response: MerchantView,
  }),
  merchantTreeselect: endpoint({
    method: 'GET',
    path: '/merchant/treeselect',
    access: 'permission',
    permission: ['system:user:edit', 'system:merchant:list'],
    response: Type.Array(TreeNodeSchema),
  }),
  merchantRemove: endpoint({
    method: 'GET',
    path: '/merchant/remove/{id}',
    access: 'permission',
    permission: 'system:merchant:remove',
    params: Type.Object({ id: Id }),
    response: Nothing,
  }),
  merchantAdd: endpoint({
    method: 'POST',
    path: '/merchant/addMerchant',
    access: 'permission',
    permission: 'system:merchant:add',
    body: Type.Object(MerchantInput),
    response: Type.Object({ merchantId: Type.String() }),
  }),
  merchantUpdate: endpoint({
    method: 'POST',
    path: '/merchant/updateMerchant',
    access: 'permission',
    permission: 'system:merchant:edit',
    body: Type.Object({ merchantId: Id, ...MerchantInput }),
    response: Nothing,
  }),
  /** Grants a user of the session's tenant a role in another visible tenant (§5 messages when missing). */
  authAdd: endpoint({
    method: 'POST',
    path: '/merchant/auth/add',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object(AuthInput),
    response: Type.Object({ authId: Type.String() }),
  }),
  authUpdate: endpoint({
    method: 'POST',
    path: '/merchant/auth/update',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object({ authId: Id, ...AuthInput }),
    response: Nothing,
  }),
  authDelete: endpoint({
    method: 'GET',
    path: '/merchant/auth/delete',
    access: 'permission',
    permission: 'system:user:edit',
    query: Type.Object({ authId: Id }),
    response: Nothing,
  }),
  authDetail: endpoint({
    method: 'GET',
    path: '/merchant/auth/detail',
    access: 'permission',
    permission: 'system:user:query',
    query: Type.Object({ authId: Id }),
    response: MerchantAuthView,
  }),
  /** Authorisations of the tenant's users (optionally of one user). */
  authList: endpoint({
    method: 'GET',
    path: '/merchant/auth/list',
    access: 'permission',
    permission: 'system:user:query',
    query: Type.Object({ ...PageQuery, userId: Type.Optional(Txt(64)) }),
    response: Page(MerchantAuthView),
  }),
  /** The signed-in user's own tenant authorisations (personal authorisation page). */
  personalAuth: endpoint({
    method: 'GET',
    path: '/user/personalAuth',
    access: 'self',
    response: Type.Array(MerchantAuthView),
  }),
};
