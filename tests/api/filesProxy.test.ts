import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyCallLog } from '../../server/db/schema';
import { startServer, type TestServer } from './harness';
import { startTargetServer } from './filesSupport';

let server: TestServer;
let target: Awaited<ReturnType<typeof startTargetServer>>;
let token: string;

type Answer = {
  code: string;
  msg: string;
  data: { data?: { cities?: unknown[]; echo?: Record<string, string> } } | null;
};
const call = async (body: Record<string, unknown>, auth: string | undefined = token) =>
  (await server.request('POST', '/jflow/call', { token: auth, body })).body as Answer;
const at = (path: string, host = 'localhost') => `http://${host}:${target.port}${path}`;

beforeAll(async () => {
  target = await startTargetServer();
  // Only the name `localhost` is listed: 127.0.0.1 itself is not.
  server = await startServer({ outboundAllowlist: ['localhost', '*.example.test'] });
  token = await server.tokenFor('zhangsan');
});
afterAll(async () => {
  await server.close();
  await target.close();
});

describe('POST /jflow/call', () => {
  it('calls an allowlisted local endpoint with headers and a JSON body, answering its JSON as data', async () => {
    const answer = await call({
      path: at('/options'),
      method: 'POST',
      headers: { 'x-token': 't1' },
      body: { city: 'hz', n: 2 },
    });
    expect(answer.code).toBe('10000');
    expect(answer.data?.data?.cities).toEqual([
      { name: 'Hangzhou', id: 'hz' },
      { name: 'Suzhou', id: 'sz' },
    ]);
    expect(answer.data?.data?.echo).toMatchObject({
      method: 'POST',
      body: '{"city":"hz","n":2}',
      token: 't1',
    });
    const get = await call({ path: at('/options'), method: 'GET', headers: {}, body: { q: 'a b' } });
    expect(get.data?.data?.echo).toMatchObject({ method: 'GET', query: '?q=a+b', body: '' });
  });

  it('needs a bearer token', async () => {
    const answer = await call({ path: at('/options'), method: 'GET' }, '');
    expect(answer.code).toBe('40101');
  });

  it('refuses 127.0.0.1, private, link-local and IPv6 loopback addresses that are not listed', async () => {
    const cases: Array<[string, string]> = [
      [
        at('/options', '127.0.0.1'),
        `The host 127.0.0.1 resolves to the loopback address 127.0.0.1, which is refused unless listed in OUTBOUND_ALLOWLIST`,
      ],
      [
        'http://10.1.2.3/x',
        'The host 10.1.2.3 resolves to the private address 10.1.2.3, which is refused unless listed in OUTBOUND_ALLOWLIST',
      ],
      [
        'http://192.168.0.8/x',
        'The host 192.168.0.8 resolves to the private address 192.168.0.8, which is refused unless listed in OUTBOUND_ALLOWLIST',
      ],
      [
        'http://169.254.169.254/latest/meta-data',
        'The host 169.254.169.254 resolves to the link-local address 169.254.169.254, which is refused unless listed in OUTBOUND_ALLOWLIST',
      ],
      [
        `http://[::1]:${target.port}/options`,
        'The host ::1 resolves to the loopback address ::1, which is refused unless listed in OUTBOUND_ALLOWLIST',
      ],
      [
        `http://[::ffff:127.0.0.1]:${target.port}/options`,
        'The host ::ffff:7f00:1 resolves to the loopback address ::ffff:7f00:1, which is refused unless listed in OUTBOUND_ALLOWLIST',
      ],
    ];
    for (const [path, message] of cases) {
      const answer = await call({ path, method: 'GET' });
      expect(answer.code, path).toBe('50001');
      expect(answer.msg).toBe(message);
    }
  });

  it('refuses hosts outside the allowlist and malformed URLs by name', async () => {
    expect((await call({ path: 'http://api.other.test/x', method: 'GET' })).msg).toBe(
      'The host api.other.test is not in the outbound allowlist (OUTBOUND_ALLOWLIST)',
    );
    expect((await call({ path: 'ftp://localhost/x', method: 'GET' })).msg).toBe(
      'The event URL "ftp://localhost/x" is not a valid http or https address',
    );
    expect((await call({ path: '/relative/path', method: 'GET' })).msg).toBe(
      'The event URL "/relative/path" is not a valid http or https address',
    );
    expect((await call({ path: 'http://nobody.example.test/x', method: 'GET' })).msg).toBe(
      'The host nobody.example.test could not be resolved',
    );
  });

  it('follows a redirect inside the allowlist, refuses one to a private address, and stops redirect loops', async () => {
    expect((await call({ path: at('/redirect-ok'), method: 'GET' })).data?.data?.cities).toHaveLength(2);
    const toPrivate = await call({ path: at('/redirect-private'), method: 'GET' });
    expect(toPrivate.code).toBe('50001');
    expect(toPrivate.msg).toBe(
      'The host 127.0.0.1 resolves to the loopback address 127.0.0.1, which is refused unless listed in OUTBOUND_ALLOWLIST',
    );
    expect((await call({ path: at('/loop'), method: 'GET' })).msg).toBe(
      'The target redirected more than 5 times',
    );
  });

  it('reports a failing target, an answer over 2 MB and no answer within 10 s', async () => {
    expect((await call({ path: at('/fail'), method: 'GET' })).msg).toBe(
      'The target answered with HTTP status 500',
    );
    expect((await call({ path: at('/big'), method: 'GET' })).msg).toBe(
      "The target's answer is larger than 2 MB",
    );
    const started = Date.now();
    const slow = await call({ path: at('/slow'), method: 'GET' });
    expect(slow.msg).toBe('The target did not answer within 10 s');
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    expect(Date.now() - started).toBeLessThan(11_500);
  }, 20_000);

  it('logs every call with who, tenant, url, method, status, duration and error', async () => {
    await call({ path: at('/options'), method: 'GET' });
    await call({ path: at('/x', '127.0.0.1'), method: 'POST' });
    const rows = await server.deps.db.select().from(proxyCallLog).orderBy(desc(proxyCallLog.id)).limit(2);
    expect(rows[0]).toMatchObject({
      userId: 'U1002',
      merchantId: 'M001',
      url: at('/x', '127.0.0.1'),
      method: 'POST',
      status: 0,
      error: 'proxy.address.loopback',
    });
    expect(rows[1]).toMatchObject({ url: at('/options'), method: 'GET', status: 200, error: '' });
    expect(rows[1]?.durationMs).toBeGreaterThanOrEqual(0);
  });
});
