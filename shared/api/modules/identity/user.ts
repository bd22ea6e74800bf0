import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { DIRECTORY_PICKER_PERMISSIONS, SortQuery, Txt, UserStatus, UserView } from './schemas';

/** Base64 RSA ciphertext of a password (encrypted with GET /publicKey). */
const Cipher = Type.String({ minLength: 1, maxLength: 1024 });
const IdList = Type.Array(Id, { maxItems: 500 });

/** Editable user fields. Lengths are checked by the service so the §5 messages come back. */
export const UserInputProps = {
  userName: Type.Optional(Txt(100)),
  nickName: Type.Optional(Txt(100)),
  phonenumber: Type.Optional(Txt(100)),
  email: Type.Optional(Txt(200)),
  jobNumber: Type.Optional(Txt(50)),
  avatar: Type.Optional(Txt(500)),
  idCard: Type.Optional(Txt(30)),
  sex: Type.Optional(Txt(2)),
  organizeId: Type.Optional(Txt(64)),
  remark: Type.Optional(Txt(500)),
  roleIds: Type.Optional(IdList),
  positionIds: Type.Optional(IdList),
};

export const userApi = {
  userList: endpoint({
    method: 'GET',
    path: '/user/list',
    access: 'permission',
    permission: 'system:user:list',
    query: Type.Object({
      ...PageQuery,
      ...SortQuery,
      userName: Type.Optional(Txt(100)),
      nickName: Type.Optional(Txt(100)),
      phonenumber: Type.Optional(Txt(100)),
      /** '' all, '0' normal, '1' disabled, '2' locked. */
      status: Type.Optional(Type.Union([Type.Literal(''), UserStatus])),
      organizeId: Type.Optional(Txt(64)),
    }),
    response: Page(UserView),
  }),
  /** Own detail for any signed-in user; another user's needs system:user:query. Same tenant only. */
  userDetail: endpoint({
    method: 'GET',
    path: '/user/{id}',
    access: 'self',
    params: Type.Object({ id: Id }),
    response: Type.Object({
      user: UserView,
      positionIds: Type.Array(Type.String()),
      roleIds: Type.Array(Type.String()),
    }),
  }),
  userAdd: endpoint({
    method: 'POST',
    path: '/user/add',
    access: 'permission',
    permission: 'system:user:add',
    /** `password` is encrypted; without it the user must set one on first sign-in (resetPwdFirst). */
    body: Type.Object({ ...UserInputProps, password: Type.Optional(Cipher) }),
    response: Type.Object({ userId: Type.String() }),
  }),
  /**
   * Self-edit (own id, `scene` omitted or 'self'): nickName, phonenumber, email, avatar, sex with the self-edit
   * rules of §5; other fields are ignored. Admin edit (`scene: 'admin'`, needs system:user:edit): every field.
   */
  userUpdate: endpoint({
    method: 'POST',
    path: '/user/update',
    access: 'self',
    body: Type.Object({
      ...UserInputProps,
      userId: Id,
      scene: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('admin')])),
    }),
    response: Nothing,
  }),
  userRemove: endpoint({
    method: 'GET',
    path: '/user/remove/{id}',
    access: 'permission',
    permission: 'system:user:remove',
    params: Type.Object({ id: Id }),
    response: Nothing,
  }),
  /** Own password. Own mode: originalPassword + password. Centre mode: password + verifyCode (from send/verification). */
  resetPwdBySelf: endpoint({
    method: 'POST',
    path: '/user/resetPwdBySelf',
    access: 'self',
    body: Type.Object({
      userName: Type.Optional(Txt(100)),
      password: Cipher,
      originalPassword: Type.Optional(Type.String({ maxLength: 1024 })),
      verifyCode: Type.Optional(Txt(12)),
    }),
    response: Nothing,
  }),
  /** Admin reset of another user's password; the user's sessions end. */
  resetPwd: endpoint({
    method: 'POST',
    path: '/user/resetPwd',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object({
      userId: Id,
      userName: Type.Optional(Txt(100)),
      password: Cipher,
      originalPassword: Type.Optional(Type.String({ maxLength: 1024 })),
    }),
    response: Nothing,
  }),
  /** Sends a 6-digit code to the signed-in user as an in-app letter; valid 10 minutes, resend after 60 s. */
  sendVerification: endpoint({
    method: 'POST',
    path: '/user/send/verification',
    access: 'self',
    response: Type.Object({ expiresInSeconds: Type.Integer(), resendInSeconds: Type.Integer() }),
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/user/changeStatus',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object({
      userId: Id,
      status: Type.Union([
        Type.Literal('NORMAL'),
        Type.Literal('STOP_USING'),
        Type.Literal('0'),
        Type.Literal('1'),
      ]),
    }),
    response: Nothing,
  }),
  /** lockDuration in minutes (0 = until unlocked). */
  lock: endpoint({
    method: 'POST',
    path: '/user/lock',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object({
      userId: Id,
      lockDuration: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 5256000 }), Type.Null()])),
      reason: Type.Optional(Txt(200)),
    }),
    response: Nothing,
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/user/unlock',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object({ userId: Id }),
    response: Nothing,
  }),
  /** Moves a user (with no roles or positions kept) into another tenant of the caller's tree. */
  changeMerchant: endpoint({
    method: 'POST',
    path: '/user/changeMerchant',
    access: 'permission',
    permission: 'system:user:edit',
    body: Type.Object({ userId: Id, merchantId: Id, organizeId: Type.Optional(Txt(64)) }),
    response: Nothing,
  }),
  userDataPerms: endpoint({
    method: 'GET',
    path: '/user/userDataPerms',
    access: 'permission',
    permission: ['system:user:query', 'system:dataPerm:list'],
    query: Type.Object({ userId: Id }),
    /** Organisations whose data the user may see, and those explicitly excluded. */
    response: Type.Object({
      organizeIds: Type.Array(Type.String()),
      excludeOrganizeIds: Type.Array(Type.String()),
    }),
  }),
  excludeDataPerms: endpoint({
    method: 'POST',
    path: '/user/excludeDataPerms',
    access: 'permission',
    permission: ['system:user:edit', 'system:dataPerm:edit'],
    body: Type.Object({ userId: Id, organizeIds: IdList, excludeOrganizeIds: IdList }),
    response: Nothing,
  }),
  /** Every user of the tenant (pickers: page 1, limit 9999). */
  allUser: endpoint({
    method: 'GET',
    path: '/user/allUser',
    access: 'permission',
    permission: DIRECTORY_PICKER_PERMISSIONS,
    query: Type.Object({
      ...PageQuery,
      keyword: Type.Optional(Txt(100)),
      organizeId: Type.Optional(Txt(64)),
    }),
    response: Page(
      Type.Object({
        userId: Type.String(),
        userName: Type.String(),
        nickName: Type.String(),
        organizeId: Type.String(),
        organizeName: Type.String(),
      }),
    ),
  }),
  /** Users holding a role (`assigned` true) or not holding it (false), for the role's user modal. */
  pageByRole: endpoint({
    method: 'GET',
    path: '/user/pageByRole',
    access: 'permission',
    permission: 'system:role:query',
    query: Type.Object({
      ...PageQuery,
      roleId: Id,
      assigned: Type.Optional(Type.Boolean()),
      keyword: Type.Optional(Txt(100)),
    }),
    response: Page(UserView),
  }),
};
