import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { systemLogs } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

interface LogRow {
  kind: string;
  message: string;
  detail: string;
  path: string;
  merchantId: string;
  params: { body?: { settings?: Record<string, unknown> } };
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'admin2']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const token = (name: string) => tokens[name] ?? '';

/** Makes one request fail inside the server (its table is briefly missing), carrying secrets in its body. */
const failingSave = async (userName: string, marker: string) => {
  await server.deps.db.execute(sql`ALTER TABLE wf_processes RENAME TO wf_processes_away`);
  try {
    const body = {
      id: 'missing',
      modelContent: '{}',
      settings: {
        marker,
        password: 'Hunter2!',
        nested: { apiKey: 'k-123', Authorization: 'Bearer abc', keep: 'visible' },
      },
    };
    const response = await server.request('POST', '/jflow/saveJson', { token: token(userName), body });
    expect(response.status).toBe(500);
  } finally {
    await server.deps.db.execute(sql`ALTER TABLE wf_processes_away RENAME TO wf_processes`);
  }
};

const systemLog = async (userName: string) => {
  const { body } = await server.request<{ total: number; rows: LogRow[] }>(
    'GET',
    '/log/system/list?pageNum=1&limit=50',
    { token: token(userName) },
  );
  expect(body.code).toBe('10000');
  return body.data.rows;
};

describe(`system log per tenant on ${dbKind}`, () => {
  it('stores the tenant and redacted parameters; a tenant-2 administrator sees only tenant 2, without stack traces', async () => {
    await failingSave('admin', 'tenant-one');
    await failingSave('admin2', 'tenant-two');

    const stored = JSON.stringify(await server.deps.db.select().from(systemLogs));
    expect(stored).not.toContain('Hunter2!');
    expect(stored).not.toContain('k-123');
    expect(stored).not.toContain('Bearer abc');
    // the failed query's bound values (id, tenant) are cut from the message and the stack
    for (const row of await server.deps.db.select().from(systemLogs)) {
      if (row.kind !== 'error') continue;
      expect(row.message).toMatch(/\nparams: \[redacted\]$/);
      expect(row.detail).not.toContain('missing,M00');
    }

    const seenByTwo = await systemLog('admin2');
    expect(seenByTwo.map((r) => r.params.body?.settings?.marker)).toEqual(['tenant-two']);
    const own = seenByTwo[0];
    expect(own).toMatchObject({
      kind: 'error',
      merchantId: 'M002',
      path: 'POST /digital-portal/api/authority/admin/jflow/saveJson',
      detail: '',
    });
    expect(own?.params.body?.settings).toEqual({
      marker: 'tenant-two',
      password: '[redacted]',
      nested: { apiKey: '[redacted]', Authorization: '[redacted]', keep: 'visible' },
    });
    expect(seenByTwo.some((r) => r.kind === 'start')).toBe(false);
  });

  it("the platform tenant sees every tenant's entries with their stack traces, and server starts", async () => {
    const seenByOne = await systemLog('admin');
    const errors = seenByOne.filter((r) => r.kind === 'error');
    expect(errors.map((r) => [r.merchantId, r.params.body?.settings?.marker])).toEqual([
      ['M002', 'tenant-two'],
      ['M001', 'tenant-one'],
    ]);
    for (const row of errors) expect(row.detail).toMatch(/wf_processes|at /);
    expect(seenByOne.some((r) => r.kind === 'start')).toBe(true);
  });
});
