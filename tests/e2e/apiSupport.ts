import { expect, type APIRequestContext } from '@playwright/test';
import { encryptForLogin } from '../../server/auth/keys';

const API = '/digital-portal/api/authority/admin';

/** Signs `account` in through the API (as the login page does, password encrypted) and answers its token. */
export const tokenOf = async (
  request: APIRequestContext,
  account: { userName: string; password: string },
) => {
  const { data: key } = (await (await request.get(`${API}/publicKey`)).json()) as {
    data: { publicKey: string };
  };
  const login = (await (
    await request.post(`${API}/login`, {
      data: { userName: account.userName, password: encryptForLogin(key.publicKey, account.password) },
    })
  ).json()) as { data: { token: string } };
  return login.data.token;
};

/** One API call as the token's user, for setting up what a browser test then looks at; any refusal fails the test. */
export const callAs = async <T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as { code: string; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe('10000');
  return answer.data;
};
