import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';
import { parseExposition, type Exposition } from './prometheusText';

const TOKEN = 'scrape-token-7d1c0e9a';
const GET_INFO = '/digital-portal/api/authority/admin/getInfo';

let off: TestServer;
let on: TestServer;
beforeAll(async () => {
  off = await startServer();
  on = await startServer({ isMetricsEnabled: true, metricsToken: TOKEN });
});
afterAll(async () => {
  await off.close();
  await on.close();
});

const scrape = async (server: TestServer, token?: string) => {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { 'accept-language': 'en_US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

const metricsOf = async (): Promise<Exposition> => {
  const { status, text } = await scrape(on, TOKEN);
  expect(status).toBe(200);
  return parseExposition(text);
};

describe(`Prometheus metrics on ${dbKind}`, () => {
  it('is an unknown path (404) unless the server runs with METRICS=1', async () => {
    const { status, text } = await scrape(off);
    expect(status).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ code: '40401', msg: 'No API at /metrics' });
  });

  it('asks for the metrics token when one is set', async () => {
    for (const token of [undefined, 'scrape-token-wrong-one']) {
      const { status, text } = await scrape(on, token);
      expect(status).toBe(401);
      expect(JSON.parse(text)).toMatchObject({
        code: '40101',
        msg: 'The metrics need the metrics token (Authorization: Bearer <METRICS_TOKEN>)',
      });
    }
  });

  it('answers the text format, and counts and times a request made in between', async () => {
    const { type } = await scrape(on, TOKEN);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const series = { method: 'GET', route: GET_INFO, status_class: '2xx' };
    const before = await metricsOf();
    const token = await on.tokenFor('admin');
    expect((await on.request('GET', '/getInfo', { token })).status).toBe(200);
    const after = await metricsOf();

    const counted = (m: Exposition, name: string, labels = series) => m.value(name, labels) ?? 0;
    expect(counted(after, 'http_requests_total') - counted(before, 'http_requests_total')).toBe(1);
    expect(after.typeOf('http_request_duration_seconds')).toBe('histogram');
    expect(
      counted(after, 'http_request_duration_seconds_count') -
        counted(before, 'http_request_duration_seconds_count'),
    ).toBe(1);
    expect(after.value('http_request_duration_seconds_bucket', { ...series, le: '+Inf' })).toBe(
      after.value('http_request_duration_seconds_count', series),
    );
    expect(after.value('http_request_duration_seconds_sum', series)).toBeGreaterThan(0);
  });

  it('reports the outbox depth and the lag of the oldest due job', async () => {
    await on.deps.db.insert(outbox).values({
      merchantId: 'M001',
      kind: 'ops.probe',
      payload: {},
      nextAttemptAt: new Date(on.clock.now.getTime() - 90_000),
    });
    const metrics = await metricsOf();
    expect(metrics.value('outbox_pending_rows', { kind: 'ops.probe' })).toBe(1);
    expect(metrics.value('job_due', { queue: 'outbox' })).toBe(1);
    expect(metrics.value('job_lag_seconds', { queue: 'outbox' })).toBe(90);
    expect(metrics.value('job_lag_seconds', { queue: 'send_recipients' })).toBe(0);
    expect(metrics.value('job_lag_seconds', { queue: 'send_tasks' })).toBe(0);
  });

  it.runIf(dbKind === 'postgres')('reports the database pool on PostgreSQL', async () => {
    const metrics = await metricsOf();
    expect(metrics.value('db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(metrics.value('db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(metrics.value('db_pool_waiting_requests', {})).toBe(0);
    expect(metrics.value('db_pool_max_connections', {})).toBe(20);
  });
});
