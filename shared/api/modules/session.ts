import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../../i18n/locales';
import { endpoint } from '../contract';
import { Nothing, RouteItemSchema, SysApp } from '../schemas';
import { PasswordRuleView } from './config/security';

export const SessionUser = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
  merchantId: Type.String(),
  merchantName: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  avatar: Type.String(),
  /** The tenant the user belongs to (personal info only shows there). */
  homeMerchantId: Type.String(),
});

export const SessionInfo = Type.Object({
  user: SessionUser,
  merchant: Type.Object({ merchantId: Type.String(), merchantName: Type.String(), icon: Type.String() }),
  sysApps: Type.Array(SysApp),
  homePages: Type.Array(Type.String()),
  /** Where the user lands after signing in: a role's home page, else the tenant's, else /home (homePage.ts). */
  homePage: Type.String(),
  permissions: Type.Array(Type.String()),
  myTaskCount: Type.Integer(),
  myApprovalCount: Type.Integer(),
  themeConfig: Type.String(),
});
export type SessionInfoData = Static<typeof SessionInfo>;

const UserName = Type.String({ minLength: 1, maxLength: 64 });
/** Base64 RSA ciphertext of the password. */
const Cipher = Type.String({ minLength: 1, maxLength: 1024 });

export const sessionApi = {
  publicKey: endpoint({
    method: 'GET',
    path: '/publicKey',
    access: 'public',
    response: Type.Object({ publicKey: Type.String() }),
  }),
  login: endpoint({
    method: 'POST',
    path: '/login',
    access: 'public',
    body: Type.Object({ userName: UserName, password: Cipher }, { additionalProperties: false }),
    /**
     * `token` for a session; when the password must be changed first (an administrator set it), no session but a
     * one-time `passwordTicket` for /user/resetPwdFirst, valid 10 minutes, with the `passwordRule` of the account's
     * tenant (told only to whom proved the password, so no public answer depends on a user name).
     */
    response: Type.Object({
      token: Type.Optional(Type.String()),
      passwordTicket: Type.Optional(Type.String()),
      passwordRule: Type.Optional(PasswordRuleView),
    }),
  }),
  getInfo: endpoint({ method: 'GET', path: '/getInfo', access: 'self', response: SessionInfo }),
  logout: endpoint({ method: 'GET', path: '/logout', access: 'self', response: Nothing }),
  /** The language the user chose in the console: letters and messages to them are written in it. */
  setLanguage: endpoint({
    method: 'POST',
    path: '/user/language',
    access: 'self',
    body: Type.Object(
      { locale: Type.Union(LOCALES.map((locale) => Type.Literal(locale))) },
      { additionalProperties: false },
    ),
    response: Nothing,
  }),
  getRouters: endpoint({
    method: 'GET',
    path: '/getRouters',
    access: 'self',
    query: Type.Object({ appId: Type.String({ minLength: 1 }) }),
    response: Type.Array(RouteItemSchema),
  }),
  getRoutersBatch: endpoint({
    method: 'POST',
    path: '/getRoutersBatch',
    access: 'self',
    body: Type.Array(Type.String({ minLength: 1 }), { maxItems: 100 }),
    response: Type.Array(Type.Object({ appId: Type.String(), routes: Type.Array(RouteItemSchema) })),
  }),
  /** First-login password change: only with the ticket of a sign-in of that user, once; failures count towards the lock. */
  resetPwdFirst: endpoint({
    method: 'POST',
    path: '/user/resetPwdFirst',
    access: 'public',
    body: Type.Object(
      { userName: UserName, ticket: Type.String({ minLength: 16, maxLength: 200 }), password: Cipher },
      { additionalProperties: false },
    ),
    response: Nothing,
  }),
};
