import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { api } from '../index';
import { ApiError } from './ApiError';
import { createApiClient, type ClientHost } from './createApiClient';

const setup = (adapter: AxiosAdapter, token?: string) => {
  const notices: string[] = [];
  let relogins = 0;
  let clock = 0;
  const host: ClientHost = {
    token: () => token,
    language: () => 'en_US',
    t: (key) => `t:${key}`,
    notifyError: (m) => notices.push(m),
    showRelogin: () => relogins++,
    now: () => clock,
  };
  const client = createApiClient(host, axios.create({ adapter }));
  return { client, notices, relogins: () => relogins, advance: (ms: number) => (clock += ms) };
};

const reply =
  (data: unknown, status = 200): AxiosAdapter =>
  async (config) => ({
    data,
    status,
    statusText: status === 200 ? 'OK' : 'Not Found',
    headers: {},
    config,
  });

describe('createApiClient', () => {
  it('returns data on success and sends the token, language, path params and query', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup(async (config) => {
      seen = config;
      return {
        data: { code: '10000', msg: 'ok', data: [{ dictValue: '1' }] },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    }, 'tok-123456789012345');
    const data = await client.call(api.system.dictByCode, { params: { dictCode: 'Jflow_Degree' } });
    expect(data).toEqual([{ dictValue: '1' }]);
    expect(seen?.url).toBe('/digital-portal/api/authority/admin/dict/data/dictCode/Jflow_Degree');
    expect(seen?.headers.Authorization).toBe('Bearer tok-123456789012345');
    expect(seen?.headers['Accept-Language']).toBe('en_US');
  });

  it('shows subMsg before msg for a business error and rejects with code and subCode', async () => {
    const { client, notices } = setup(
      reply({ code: '50001', msg: 'general', subMsg: 'specific', subCode: 'x', data: null }),
    );
    const error = await client.call(api.session.getInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('50001');
    expect((error as ApiError).subCode).toBe('x');
    expect(notices).toEqual(['specific']);
  });

  it('stays quiet when the caller suppresses notices', async () => {
    const { client, notices } = setup(reply({ code: '50001', msg: 'nope', data: null }));
    await expect(client.call(api.session.getInfo, undefined, { silent: true })).rejects.toThrow('nope');
    expect(notices).toEqual([]);
  });

  it('shows the re-login modal for auth-check-error at most once per 3 s, never for logout', async () => {
    const { client, relogins, advance } = setup(
      reply({ code: '40101', subCode: 'auth-check-error', msg: 'expired', data: null }),
    );
    await expect(client.call(api.session.getInfo)).rejects.toThrow('t:http.loginExpired');
    await expect(client.call(api.session.getInfo)).rejects.toThrow();
    expect(relogins()).toBe(1);
    advance(2999);
    await expect(client.call(api.session.getInfo)).rejects.toThrow();
    expect(relogins()).toBe(1);
    advance(1);
    await expect(client.call(api.session.getInfo)).rejects.toThrow();
    expect(relogins()).toBe(2);
    advance(5000);
    await expect(client.call(api.session.logout)).rejects.toThrow();
    expect(relogins()).toBe(2);
  });

  it('names a timeout and other transport failures as the catalogue says', async () => {
    const timeout = setup(async (config) => {
      throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config);
    });
    await expect(timeout.client.call(api.session.getInfo)).rejects.toThrow('t:http.timeout');
    expect(timeout.notices).toEqual(['t:http.timeout']);
    const down = setup(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    await expect(down.client.call(api.session.getInfo)).rejects.toThrow('t:http.systemError');
  });

  it('reports a non-200 status with the server message and the status', async () => {
    const { client, notices } = setup(async (config) => {
      const response = {
        data: { code: '40401', msg: 'No API at /x', data: null },
        status: 404,
        statusText: 'Not Found',
        headers: {},
        config,
      };
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    });
    const error = (await client.call(api.session.getInfo).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(notices).toEqual(['No API at /x']);
  });
});
