import { encryptForLogin } from '../../server/auth/keys';

const ADMIN = '/digital-portal/api/authority/admin';

/** Signs the seeded admin in on a running server, as the console does (RSA-encrypted password); the token. */
export const signInOverHttp = async (base: string) => {
  const key = (await (await fetch(`${base}${ADMIN}/publicKey`)).json()) as { data: { publicKey: string } };
  const response = await fetch(`${base}${ADMIN}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: encryptForLogin(key.data.publicKey, 'Admin@12345') }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
};
