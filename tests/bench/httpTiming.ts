/** Timing calls over HTTP to a server started in this process, for the API benchmarks. */
import type { FastifyInstance } from 'fastify';
import { encryptForLogin } from '../../server/auth/keys';
import { percentile } from './benchKit';

export const ADMIN_API = '/digital-portal/api/authority/admin';

export interface Timing {
  p50: number;
  p95: number;
}

/** Calls `call` a few times to warm up, then `samples` times one after the other; the percentiles in ms. */
export const timeCalls = async (
  samples: number,
  call: (i: number) => Promise<unknown>,
  warmUp = 3,
): Promise<Timing> => {
  for (let i = 0; i < warmUp; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call(warmUp + i);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

/** The API's address on a listening app. */
export const apiBase = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ADMIN_API}`;
};

/** A GET with a session token that must answer success; its data. */
export const getData = async <T = Record<string, unknown>>(base: string, token: string, path: string) => {
  const body = (await (
    await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { code: string; msg: string; data: T };
  if (body.code !== '10000') throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
};

/** Signs in as the console does (the password RSA-encrypted with the server's key); the session token. */
export const signIn = async (base: string, publicKeyPem: string, userName: string, password: string) => {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: encryptForLogin(publicKeyPem, password) }),
  });
  const body = (await response.json()) as { code: string; msg: string; data: { token: string } };
  if (body.code !== '10000') throw new Error(`sign-in of ${userName}: ${body.code} ${body.msg}`);
  return body.data.token;
};

/** A POST with a session token that must answer success; its data. */
export const postData = async <T = Record<string, unknown>>(
  base: string,
  token: string,
  path: string,
  body: unknown,
) => {
  const answer = (await (
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { code: string; msg: string; data: T };
  if (answer.code !== '10000') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
};
