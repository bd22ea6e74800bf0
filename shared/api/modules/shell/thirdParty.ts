import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';

/** Chat-app login answers a token, or `codes` when the outside account is not bound to a user yet. */
const ChatLoginResult = Type.Object({
  token: Type.Optional(Type.String()),
  codes: Type.Optional(Type.String()),
});

/** Third-party (chat-app) login and self-registration (console spec §2.1, §7.1). */
const State = Type.String({ minLength: 16, maxLength: 200 });

/**
 * Third-party (chat-app) login and self-registration (console spec §2.1, §7.1). Without a configured provider (and
 * with the development demo provider off) these answer "chat sign-in is not configured".
 */
export const thirdPartyApi = {
  /** What the sign-in page may offer: links to registration and chat sign-in show only when they work. */
  signInOptions: endpoint({
    method: 'GET',
    path: '/login/options',
    access: 'public',
    response: Type.Object({ isRegistrationOpen: Type.Boolean(), isChatLoginOn: Type.Boolean() }),
  }),
  thirdPartyConfig: endpoint({
    method: 'GET',
    path: '/dTalkLogin/config',
    access: 'public',
    response: Type.Object({ authorizeUrl: Type.String(), clientId: Type.String(), isDemo: Type.Boolean() }),
  }),
  /**
   * A one-time `state` (valid 10 minutes) to send to the provider and bring back: a caller with a session gets a
   * binding state for their own user, anyone else a sign-in state.
   */
  chatLoginState: endpoint({
    method: 'POST',
    path: '/dTalkLogin/state',
    access: 'public',
    response: Type.Object({
      state: Type.String(),
      purpose: Type.Union([Type.Literal('login'), Type.Literal('bind')]),
    }),
  }),
  /** `state` must be one the server issued; a binding state also needs the session of the user it was issued to. */
  dTalkLogin: endpoint({
    method: 'GET',
    path: '/dTalkLogin',
    access: 'public',
    query: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }), state: State }),
    response: ChatLoginResult,
  }),
  loginByCode: endpoint({
    method: 'GET',
    path: '/loginByCode/{code}',
    access: 'public',
    params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
    query: Type.Object({ state: State }),
    response: ChatLoginResult,
  }),
  /** Closed unless the server names the tenant new accounts join (REGISTER_MERCHANT_ID). */
  register: endpoint({
    method: 'POST',
    path: '/register',
    access: 'public',
    body: Type.Object(
      {
        userName: Type.String({ minLength: 3, maxLength: 20 }),
        nickName: Type.String({ minLength: 1, maxLength: 25 }),
        phonenumber: Type.String({ maxLength: 20 }),
        email: Type.String({ minLength: 1, maxLength: 50 }),
        /** Base64 RSA ciphertext. */
        password: Type.String({ minLength: 1, maxLength: 1024 }),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ userId: Type.String() }),
  }),
};
