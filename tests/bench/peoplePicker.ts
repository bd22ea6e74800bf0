/**
 * `npm run bench:picker`: the people picker in a big tenant, on PostgreSQL (a fresh database next to DATABASE_URL's,
 * dropped afterwards).
 *  - Seeds 10,000 people into tenant M001 with generate_series (deterministic names, accounts, job numbers and
 *    organisations), then searches them over HTTP through the real server as a plain member (zhangsan): the words
 *    a person types (a name, part of one, an account, a job number, nothing, no match) and later pages. Prints p50
 *    and p95 (target p95 ≤ 150 ms). The seeded people are deleted again before the database is dropped.
 *  - The region dataset as the browser gets it once: bytes raw and gzip.
 * BENCH_SAMPLES sets the number of searches (default 400); BENCH_VERBOSE=1 prints each search's median.
 */
import { sql } from 'drizzle-orm';
import { REGION_DATASET } from '@shared/form';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { encryptForLogin } from '../../server/auth/keys';
import { freshPostgres } from './benchPostgres';
import { percentile } from './benchKit';
import { PICKER_SEARCHES, seedPeople } from './seedPeople';

const ADMIN = '/digital-portal/api/authority/admin';
const PEOPLE = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const WARM_UP = 20;
const TARGET_MS = 150;

const main = async () => {
  const { database, drop } = await freshPostgres('bench_picker');
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const { app, deps } = await buildApp(readConfig({}), { database, logger: false, startWorkers: false });
  try {
    await seedPeople(run, { count: PEOPLE, idPrefix: 'PK' });
    await run(sql`ANALYZE users`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ADMIN}`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'zhangsan',
        password: encryptForLogin(deps.publicKeyPem, 'Staff@12345'),
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const times: number[] = [];
    const bySearch = new Map<string, number[]>();
    let total = 0;
    for (let i = 0; i < SAMPLES + WARM_UP; i += 1) {
      const query = PICKER_SEARCHES[i % PICKER_SEARCHES.length] ?? '';
      const started = performance.now();
      const answer = await fetch(`${base}/form/source/people?limit=20&${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as { code: string; data: { total: number } };
      const took = performance.now() - started;
      if (body.code !== '10000') throw new Error(`search ${query}: ${JSON.stringify(body)}`);
      if (query === '') total = body.data.total;
      if (i < WARM_UP) continue;
      times.push(took);
      bySearch.set(query, [...(bySearch.get(query) ?? []), took]);
    }
    if (process.env.BENCH_VERBOSE)
      for (const [query, list] of bySearch)
        console.log(
          `  ${decodeURIComponent(query) || '(nothing typed)'}: p50 ${percentile(list, 50).toFixed(1)} ms`,
        );
    const p95 = percentile(times, 95);
    console.log(
      `\nPeople picker search on PostgreSQL, ${total} people to pick in the tenant, ${SAMPLES} searches:`,
    );
    console.log(
      `  p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_MS} ms) ${p95 <= TARGET_MS ? 'OK' : 'OVER'}`,
    );

    const regions = `${base}/form/source/regions?v=${REGION_DATASET}`;
    const raw = await fetch(regions, { headers: { 'accept-encoding': 'identity' } });
    const gzip = await fetch(regions, { headers: { 'accept-encoding': 'gzip' } });
    console.log(
      `\nRegion dataset (${REGION_DATASET}), sent once and cached (${raw.headers.get('cache-control')}):`,
    );
    console.log(
      `  raw ${raw.headers.get('content-length')} bytes, gzip ${gzip.headers.get('content-length')} bytes`,
    );
  } finally {
    await run(sql`DELETE FROM users WHERE user_id LIKE 'PK%' AND merchant_id = 'M001'`);
    await app.close();
    await drop();
  }
};

await main();
