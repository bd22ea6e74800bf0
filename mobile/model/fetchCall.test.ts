import { describe, expect, it } from 'vitest';
import { tasksApi } from '@shared/api/modules/approval/tasks';
import { sessionApi } from '@shared/api/modules/session';
import { createFetchCall, queryString } from './fetchCall';

const host = (signedOut: () => void = () => undefined) => ({
  token: () => 'tok',
  language: () => 'ar_EG',
  signedOut,
  networkMessage: () => 'offline',
});

const answering = (body: unknown, seen: { url?: string; init?: RequestInit }[] = []) =>
  (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(body));
  }) as unknown as typeof fetch;

describe('createFetchCall', () => {
  it('calls the declared path with the token, the language and the query, and answers data', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const call = createFetchCall(
      host(),
      answering({ code: '10000', msg: 'ok', data: { total: 0, rows: [] } }, seen),
    );
    const page = await call(tasksApi.myTask, { query: { pageNum: 2, limit: 15, category: 'todo' } });
    expect(page).toEqual({ total: 0, rows: [] });
    expect(seen[0]?.url).toBe(
      '/digital-portal/api/authority/admin/jflow/myTask?pageNum=2&limit=15&category=todo',
    );
    expect(seen[0]?.init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'ar_EG' });
    expect(seen[0]?.init?.cache).toBe('no-store');
  });

  it('sends a body as JSON', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const call = createFetchCall(host(), answering({ code: '10000', msg: 'ok', data: null }, seen));
    await call(tasksApi.urge, { body: { id: '7' } });
    expect(seen[0]?.init?.method).toBe('POST');
    expect(seen[0]?.init?.body).toBe('{"id":"7"}');
  });

  it('throws the server message of a business error', async () => {
    const call = createFetchCall(
      host(),
      answering({ code: '50001', msg: 'Task already handled', data: null }),
    );
    await expect(call(tasksApi.urge, { body: { id: '7' } })).rejects.toThrow('Task already handled');
  });

  it('tells the host when the session is gone', async () => {
    let isSignedOut = false;
    const call = createFetchCall(
      host(() => (isSignedOut = true)),
      answering({ code: '40101', subCode: 'auth-check-error', msg: 'expired', data: null }),
    );
    await expect(call(sessionApi.getInfo)).rejects.toThrow();
    expect(isSignedOut).toBe(true);
  });

  it('answers the network message when nothing comes back', async () => {
    const call = createFetchCall(host(), (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    await expect(call(sessionApi.getInfo)).rejects.toThrow('offline');
  });

  it('leaves empty query values out', () => {
    expect(queryString({ a: 1, b: undefined, c: '', d: 'x y' })).toBe('?a=1&d=x+y');
    expect(queryString(undefined)).toBe('');
  });
});
