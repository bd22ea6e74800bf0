import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe(`shell tenant switch on ${dbKind}`, () => {
  it('lists the own tenant and the granted tenants as a tree', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.request<{ id: string; label: string; isOwn: boolean }[]>(
      'GET',
      '/merchant/auth/tree',
      { token },
    );
    expect(body.code).toBe('10000');
    expect(body.data.map((n) => [n.id, n.label, n.isOwn])).toEqual([
      ['M001', '星河能源集团', true],
      ['M002', '云帆新能源', false],
    ]);
  });

  it('gives a user without grants only their own tenant', async () => {
    const token = await server.tokenFor('zhangsan');
    const { body } = await server.request<{ id: string }[]>('GET', '/merchant/auth/tree', { token });
    expect(body.data.map((n) => n.id)).toEqual(['M001']);
  });

  it('switches to a granted tenant: a new token for it, and the old token is revoked', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.request<{ token: string }>(
      'GET',
      '/merchant/auth/change?targetMerchantId=M002',
      { token },
    );
    expect(body.code).toBe('10000');
    const next = body.data.token;
    expect(next).not.toBe(token);
    const info = await server.request<{
      user: { merchantId: string; merchantName: string; homeMerchantId: string };
    }>('GET', '/getInfo', { token: next });
    expect(info.body.data.user).toMatchObject({
      merchantId: 'M002',
      merchantName: '云帆新能源',
      homeMerchantId: 'M001',
    });
    const old = await server.request('GET', '/getInfo', { token });
    expect(old.body.subCode).toBe('auth-check-error');
    const back = await server.request<{ token: string }>(
      'GET',
      '/merchant/auth/change?targetMerchantId=M001',
      { token: next },
    );
    expect(back.body.code).toBe('10000');
  });

  it('refuses a tenant the user has no grant for, and keeps the session', async () => {
    const token = await server.tokenFor('zhangsan');
    const { body } = await server.request('GET', '/merchant/auth/change?targetMerchantId=M002', { token });
    expect(body.code).toBe('50001');
    expect(body.msg).toBe('You are not authorised for this tenant');
    expect((await server.request('GET', '/getInfo', { token })).body.code).toBe('10000');
  });

  it('warns when the target is the current tenant', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.request('GET', '/merchant/auth/change?targetMerchantId=M001', { token });
    expect(body.msg).toBe('Already in the current tenant');
  });

  it('refuses an unknown tenant', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.request('GET', '/merchant/auth/change?targetMerchantId=NOPE', { token });
    expect(body.code).toBe('50001');
  });
});
