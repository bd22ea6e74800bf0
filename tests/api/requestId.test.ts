import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../server/auth/keys';
import { eventually } from './eventually';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

/** Every line the server logged, as written. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { logStream });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });

const linesOf = (requestId: string) =>
  logged
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
    .filter((l) => l.reqId === requestId);

const signIn = (requestId: string) =>
  fetch(`${server.baseUrl}${ADMIN}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({
      userName: 'admin',
      password: encryptForLogin(server.deps.publicKeyPem, 'Admin@12345'),
    }),
  });

describe(`request ids on ${dbKind}`, () => {
  it('answers with the caller’s X-Request-Id, and the log lines of that request carry it as JSON', async () => {
    const response = await get('/healthz', { 'x-request-id': 'lb-7f3a.42:1' });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    await eventually(() => expect(linesOf('lb-7f3a.42:1').map((l) => l.msg)).toContain('request completed'));
    expect(() => logged.forEach((line) => JSON.parse(line))).not.toThrow();
  });

  it('gives a request without an id, or with an unsafe one, a fresh id of its own', async () => {
    const plain = (await get('/healthz')).headers.get('x-request-id');
    const unsafe = (await get('/healthz', { 'x-request-id': 'x */ drop table users; --' })).headers.get(
      'x-request-id',
    );
    const tooLong = (await get('/healthz', { 'x-request-id': 'a'.repeat(65) })).headers.get('x-request-id');
    for (const id of [plain, unsafe, tooLong]) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([plain, unsafe, tooLong]).size).toBe(3);
  });

  it.runIf(dbKind === 'postgres')(
    'names the request in pg_stat_activity while its statement runs',
    async () => {
      const { default: pg } = await import('pg');
      const url = (
        server.deps.database.db as unknown as { $client: { options: { connectionString: string } } }
      ).$client.options.connectionString;
      const blocker = new pg.Client({ connectionString: url });
      const watcher = new pg.Client({ connectionString: url });
      await blocker.connect();
      await watcher.connect();
      try {
        // Hold the sessions table so the sign-in's insert waits, visible, in pg_stat_activity.
        await blocker.query('begin');
        await blocker.query('lock table sessions in access exclusive mode');
        const answer = signIn('signin-probe-1');
        // The sign-in's earlier statements carry the id too and may be seen first (reading, waiting on IO): the
        // state waited for is its insert, blocked by the lock.
        const waiting = await eventually(async () => {
          const { rows } = await watcher.query<{ query: string; wait_event_type: string }>(
            `select query, wait_event_type from pg_stat_activity
             where datname = current_database() and state = 'active'
               and query like '/* request signin-probe-1 */%'`,
          );
          expect(rows).toHaveLength(1);
          expect(rows[0]?.query).toMatch(/^\/\* request signin-probe-1 \*\/ insert into "sessions"/);
          expect(rows[0]?.wait_event_type).toBe('Lock');
          return rows[0];
        });
        expect(waiting?.query).toContain('/* request signin-probe-1 */');
        await blocker.query('rollback');
        const response = await answer;
        expect(response.headers.get('x-request-id')).toBe('signin-probe-1');
        expect(((await response.json()) as { code: string }).code).toBe('10000');
      } finally {
        await blocker.end();
        await watcher.end();
      }
    },
  );
});
