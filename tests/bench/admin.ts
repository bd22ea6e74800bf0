import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { chromium } from 'playwright';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { encryptForLogin } from '../../server/auth/keys';

/**
 * `npm run bench:admin`: seeds 10,000 users in one tenant, then prints
 *  - the p99 latency of the filtered user list (GET /user/list with filters) on PostgreSQL (target < 50 ms);
 *  - the time from clicking a role's "Users" button to a usable member picker in Chromium (target < 300 ms), taken
 *    in the page from the click event to the first paint with a member checkbox, every open counted, the first
 *    (cold) one included. The time as driven by the test is printed too: it adds the driver's own work.
 * PostgreSQL comes from DATABASE_URL (a fresh database is created and dropped); without it PGlite is used.
 * The console is served from DIST_DIR (default dist); build it first.
 */
const USERS = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const ADMIN = '/digital-portal/api/authority/admin';

const freshDatabase = async (): Promise<{ database: Database; kind: string; drop(): Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, kind: 'PGlite (DATABASE_URL not set)', drop: () => database.close() };
  }
  const name = `bench_admin_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '' });
  return {
    database,
    kind: 'PostgreSQL',
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

const seedUsers = async (database: Database) => {
  const [template] = await database.db.select().from(users).limit(1);
  const orgs = ['O100', 'O110', 'O120', 'O130', 'O131', 'O140'];
  const rows = Array.from({ length: USERS }, (_, i) => ({
    userId: `B${String(i).padStart(6, '0')}`,
    merchantId: 'M001',
    userName: `bench${i}`,
    nickName: `Bench User ${i}`,
    passwordHash: template?.passwordHash ?? 'x',
    phonenumber: `138${String(i).padStart(8, '0')}`,
    email: `bench${i}@example.cn`,
    organizeId: orgs[i % orgs.length] as string,
    status: i % 17 === 0 ? '1' : '0',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(users).values(rows.slice(i, i + 1000));
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const main = async () => {
  const { database, kind, drop } = await freshDatabase();
  const distDir = process.env.DIST_DIR ?? 'dist';
  const { app, deps } = await buildApp(
    { ...readConfig({}), distDir: `${process.cwd()}/${distDir}` },
    { database, logger: false, startWorkers: false },
  );
  try {
    await seedUsers(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}${ADMIN}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'admin',
        password: encryptForLogin(deps.publicKeyPem, 'Admin@12345'),
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const filters = [
      'userName=bench12',
      'nickName=User 99',
      'phonenumber=1380000',
      'status=1',
      'status=0&userName=bench5',
      'userName=bench&orderByColumn=userName&isAsc=asc',
      'nickName=Bench&pageNum=50',
      'status=2',
    ];
    const times: number[] = [];
    const byFilter = new Map<string, number[]>();
    for (let i = 0; i < SAMPLES + 20; i++) {
      const filter = filters[i % filters.length] as string;
      const started = performance.now();
      const res = await fetch(`${base}${ADMIN}/user/list?limit=10&${filter}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.json();
      const took = performance.now() - started;
      if (i < 20) continue;
      times.push(took);
      byFilter.set(filter, [...(byFilter.get(filter) ?? []), took]);
    }
    if (process.env.BENCH_VERBOSE)
      for (const [f, list] of byFilter)
        console.log(
          `  ${f}: p50 ${percentile(list, 50).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms`,
        );
    const baseline: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await (
        await fetch(`${base}${ADMIN}/organize/treeselect`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      baseline.push(performance.now() - started);
    }
    const p99 = percentile(times, 99);
    console.log(`\nUser list with filters on ${kind}, ${USERS} users, ${SAMPLES} requests:`);
    console.log(
      `  p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < 50 ms) ${p99 < 50 ? 'OK' : 'OVER'}`,
    );
    console.log(
      `  (same session, small authenticated call for comparison: p50 ${percentile(baseline, 50).toFixed(1)} ms, p99 ${percentile(baseline, 99).toFixed(1)} ms)`,
    );

    if (!existsSync(`${distDir}/index.html`)) {
      console.log(`\nMember picker: skipped, no built console in ${distDir} (run vite build first).`);
      return;
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.addInitScript((t) => {
        localStorage.setItem('admin-language', 'en_US');
        document.cookie = `Admin-Token=${t}; path=/`;
      }, token);
      await page.goto(`${base}/system/role`);
      await page.getByRole('table', { name: 'Roles' }).waitFor();
      // In the page: the click event's time, and the first paint after a member checkbox is in the list.
      // plain JS: functions defined inside evaluate() would pick up the TypeScript loader's helpers
      await page.addScriptTag({
        content: `
          window.benchClicks = [];
          document.addEventListener('click', (event) => window.benchClicks.push(event.timeStamp), true);
          window.benchUsable = () => new Promise((resolve) => {
            const check = () => document.querySelector('[role="listbox"][aria-label="Members"] input[type="checkbox"]')
              ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
              : requestAnimationFrame(check);
            check();
          });`,
      });
      const runs: Array<{ driven: number; inPage: number }> = [];
      const firstSent: number[] = [];
      for (let i = 0; i < 5; i++) {
        const usable = page.evaluate(() =>
          (window as unknown as { benchUsable: () => Promise<number> }).benchUsable(),
        );
        const started = Date.now();
        await page
          .getByRole('row')
          .filter({ hasText: '普通员工' })
          .getByRole('button', { name: 'Users' })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('listbox', { name: 'Members' }).getByRole('checkbox').first().waitFor();
        const driven = Date.now() - started;
        const usableAt = await usable;
        const clickAt = await page.evaluate(
          () => (window as unknown as { benchClicks: number[] }).benchClicks.at(-1) ?? 0,
        );
        if (i === 0) firstSent.push(clickAt);
        runs.push({ driven, inPage: usableAt - clickAt });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      const rendered = await page.evaluate(() => document.querySelectorAll('.picker-row').length);
      const loads = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/user/allUser'))
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return {
              start: r.startTime,
              total: r.duration,
              waiting: r.responseStart - r.requestStart,
              kB: r.encodedBodySize / 1024,
            };
          }),
      );
      console.log(
        `\nMember picker in Chromium (${USERS + 7} members, ${rendered} rows mounted after close):`,
      );
      for (const load of loads) {
        console.log(
          `  member list request: sent ${(load.start - (firstSent[0] ?? 0)).toFixed(0)} ms after the first click, answered after ${load.total.toFixed(0)} ms (server ${load.waiting.toFixed(0)} ms), ${load.kB.toFixed(0)} kB`,
        );
      }
      const first = runs[0] ?? { driven: 0, inPage: 0 };
      const worst = Math.max(...runs.map((r) => r.inPage));
      console.log(
        `  click → usable picker painted, in the page: first ${first.inPage.toFixed(0)} ms, then ${runs
          .slice(1)
          .map((r) => r.inPage.toFixed(0))
          .join(', ')} ms; worst ${worst.toFixed(0)} ms (target < 300 ms) ${worst < 300 ? 'OK' : 'OVER'}`,
      );
      console.log(
        `  as driven by the test (locating and clicking the button, then polling for the checkbox): first ${first.driven} ms, then ${runs
          .slice(1)
          .map((r) => r.driven)
          .join(', ')} ms`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await drop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
