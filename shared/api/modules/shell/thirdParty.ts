import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';

/** Chat-app login answers a token, or `codes` when the outside account is not bound to a user yet. */
const ChatLoginResult = Type.Object({ token: Type.Optional(Type.String()), codes: Type.Optional(Type.String()) });

/** Third-party (chat-app) login and self-registration (console spec §2.1, §7.1). */
export const thirdPartyApi = {
  thirdPartyConfig: endpoint({
    method: 'GET',
    path: '/dTalkLogin/config',
    access: 'public',
    response: Type.Object({ authorizeUrl: Type.String(), clientId: Type.String(), isDemo: Type.Boolean() }),
  }),
  dTalkLogin: endpoint({
    method: 'GET',
    path: '/dTalkLogin',
    access: 'public',
    query: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }), state: Type.Optional(Type.String({ maxLength: 100 })) }),
    response: ChatLoginResult,
  }),
  loginByCode: endpoint({
    method: 'GET',
    path: '/loginByCode/{code}',
    access: 'public',
    params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: ChatLoginResult,
  }),
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
