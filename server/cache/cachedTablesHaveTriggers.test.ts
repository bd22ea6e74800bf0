/**
 * Every table an in-memory cache reads from announces its changes itself (migration 0013_cache_triggers), so no
 * writer has to. This check runs the caches' loaders against a migrated, seeded PGlite, records the tables their
 * statements read, and fails for any of them without the triggers: a new cached table must get them too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { encryptForLogin } from '../auth/keys';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { CACHE_WATCHED_TABLES } from '../db/cacheWatchedTables';
import { TaggedCache } from './TaggedCache';

const ADMIN = '/digital-portal/api/authority/admin';
const TRIGGERS = [
  'portal_cache_insert',
  'portal_cache_update',
  'portal_cache_delete',
  'portal_cache_truncate',
];
const NAMED_AFTER_FROM_OR_JOIN = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

const insideLoad = new AsyncLocalStorage<true>();
const namesReadInLoads = new Set<string>();
const onQuery = (query: string) => {
  if (!insideLoad.getStore()) return;
  for (const match of query.matchAll(NAMED_AFTER_FROM_OR_JOIN)) if (match[1]) namesReadInLoads.add(match[1]);
};

let built: BuiltApp;
beforeAll(async () => {
  const database = await openDatabase({ dataDir: 'memory://', onQuery });
  built = await buildApp(readConfig({}), {
    database,
    logger: false,
    startWorkers: false,
    serveStatic: false,
  });
  // Every cache of the app runs its loader with the mark on, whatever its name.
  for (const value of Object.values(built.deps.cache)) {
    if (!(value instanceof TaggedCache)) continue;
    const cache = value as TaggedCache<unknown>;
    const get = cache.get.bind(cache);
    cache.get = (key, load) => get(key, () => insideLoad.run(true, load));
  }
}, 120_000);
afterAll(async () => {
  await built.app.close();
  await built.deps.database.close();
});

const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
  const response = await built.app.inject({
    method,
    url: `${ADMIN}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const answer = response.json<{ code: string; msg: string; data: T }>();
  expect(answer.code, answer.msg).toBe('10000');
  return answer.data;
};
const signIn = async (userName: string, password: string) =>
  (
    await call<{ token: string }>('POST', '/login', undefined, {
      userName,
      password: encryptForLogin(built.deps.publicKeyPem, password),
    })
  ).token;

/** Tables among `names` (other names may be functions or aliases) that lack any of the cache triggers. */
const tablesWithoutTriggers = async (names: Iterable<string>) => {
  const answer = await built.deps.db.execute(sql`
    SELECT c.relname AS "table", coalesce(array_agg(t.tgname) FILTER (WHERE t.tgname IS NOT NULL), '{}') AS triggers
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_trigger t ON t.tgrelid = c.oid AND NOT t.tgisinternal
    WHERE c.relkind IN ('r', 'p') AND c.relname = ANY(${`{${[...names].join(',')}}`}::text[])
    GROUP BY c.relname`);
  return (answer as unknown as { rows: { table: string; triggers: string[] }[] }).rows
    .filter((row) => TRIGGERS.some((name) => !row.triggers.includes(name)))
    .map((row) => row.table)
    .sort();
};

describe('cache triggers', () => {
  it('every table the caches read from announces its changes', async () => {
    // A super administrator, a staff member (menus through role grants), and a tenant switch (grants elsewhere).
    const admin = await signIn('admin', 'Admin@12345');
    const staff = await signIn('zhangsan', 'Staff@12345');
    await call('GET', '/getInfo', admin);
    await call('GET', '/getInfo', staff);
    const away = await call<{ token: string }>('GET', '/merchant/auth/change?targetMerchantId=M002', admin);
    await call('GET', '/getInfo', away.token);

    for (const table of [
      'sessions',
      'users',
      'user_roles',
      'merchant_auths',
      'roles',
      'role_menus',
      'menus',
      'sys_apps',
      'merchants',
      'organizations',
      'themes',
    ]) {
      expect(namesReadInLoads).toContain(table);
    }
    expect(await tablesWithoutTriggers(namesReadInLoads)).toEqual([]);
  }, 120_000);

  it('the tables with the triggers are the ones a request waits for after writing them', async () => {
    const answer = await built.deps.db.execute(sql`
      SELECT DISTINCT c.relname AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = ANY(${`{${TRIGGERS.join(',')}}`}::text[]) ORDER BY 1`);
    const tables = (answer as unknown as { rows: { table: string }[] }).rows.map((row) => row.table);
    expect(tables).toEqual([...CACHE_WATCHED_TABLES].sort());
  });

  it('a cached table without the triggers is named', async () => {
    await built.deps.db.execute(sql`CREATE TABLE cached_without_triggers (merchant_id text)`);
    expect(await tablesWithoutTriggers(['users', 'cached_without_triggers'])).toEqual([
      'cached_without_triggers',
    ]);
  });
});
