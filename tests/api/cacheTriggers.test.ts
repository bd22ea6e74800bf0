/**
 * The caches drop through notifications the database's triggers send at commit (issue 19): a change written by
 * hand on another connection, with no server code involved, reaches every instance's memory, and a write rolled back
 * drops nothing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CACHE_CHANNEL } from '../../server/cache/invalidationBus';
import { ok } from './approval.kit';
import { adminUrl, withDatabase } from './databaseKind';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

interface Info {
  user: { userId: string; nickName: string };
}

let server: TestServer;
let peer: TestServer;
/** Runs SQL outside the server: its own connection on PostgreSQL, PGlite's client below the server's code. */
let writeByHand: (text: string) => Promise<void>;
let closeHand: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  server = await startServer();
  peer = await server.startPeer();
  if (dbKind === 'postgres') {
    const answer = await server.deps.db.execute(sql`SELECT current_database() AS name`);
    const { rows } = answer as unknown as { rows: { name: string }[] };
    const client = new pg.Client({ connectionString: withDatabase(adminUrl(), rows[0]?.name ?? '') });
    await client.connect();
    writeByHand = async (text) => void (await client.query(text));
    closeHand = () => client.end();
  } else {
    const client = (server.deps.db as unknown as { $client: { exec(text: string): Promise<unknown> } })
      .$client;
    writeByHand = async (text) => void (await client.exec(text));
  }
});
afterAll(async () => {
  await closeHand();
  await server.close();
});

const getInfo = (on: TestServer, token: string) =>
  on.request<Info>('GET', '/getInfo', { token }).then((r) => r.body);
const nickNameOn = async (on: TestServer, token: string) => ok(await getInfo(on, token)).user.nickName;
/** Both instances heard everything committed so far, then hold the user's answers in memory. */
const cachedOnBoth = async (token: string) => {
  await Promise.all([server.deps.cache.settle(), peer.deps.cache.settle()]);
  await nickNameOn(server, token);
  await nickNameOn(peer, token);
};

describe(`cache triggers on ${dbKind}`, () => {
  it('a change written by hand on another connection shows on every instance', async () => {
    const token = await server.tokenFor('zhangsan');
    await cachedOnBoth(token);
    expect(server.deps.cache.profiles.size).toBeGreaterThan(0);
    expect(peer.deps.cache.profiles.size).toBeGreaterThan(0);

    await writeByHand(`UPDATE users SET nick_name = 'Written by hand' WHERE user_id = 'U1002'`);
    // Well inside the 30 s the entries would live without a notification.
    await eventually(async () => expect(await nickNameOn(server, token)).toBe('Written by hand'));
    await eventually(async () => expect(await nickNameOn(peer, token)).toBe('Written by hand'));

    await writeByHand(`UPDATE sessions SET revoked_at = now() WHERE user_id = 'U1002'`);
    for (const on of [server, peer]) {
      await eventually(async () => expect((await getInfo(on, token)).subCode).toBe('auth-check-error'));
    }
  });

  it('an application disabled by hand leaves every menu of it, on every instance', async () => {
    const token = await server.tokenFor('admin');
    const apps = async (on: TestServer) =>
      ok(
        (await on.request<{ sysApps: { appCode: string }[] }>('GET', '/getInfo', { token })).body,
      ).sysApps.map((app) => app.appCode);
    await Promise.all([server.deps.cache.settle(), peer.deps.cache.settle()]);
    expect(await apps(server)).toContain('MESSAGE');
    expect(await apps(peer)).toContain('MESSAGE');
    await writeByHand(`UPDATE sys_apps SET status = '1' WHERE app_code = 'MESSAGE'`);
    await eventually(async () => expect(await apps(server)).not.toContain('MESSAGE'));
    await eventually(async () => expect(await apps(peer)).not.toContain('MESSAGE'));
    await writeByHand(`UPDATE sys_apps SET status = '0' WHERE app_code = 'MESSAGE'`);
    await eventually(async () => expect(await apps(peer)).toContain('MESSAGE'));
  });

  it('a write rolled back drops nothing anywhere', async () => {
    const heard: string[] = [];
    const stop = await server.deps.database.notifications.subscribe(CACHE_CHANNEL, {
      message: (payload) => void heard.push(payload),
      connected: () => undefined,
      disconnected: () => undefined,
    });
    try {
      const token = await server.tokenFor('lisi');
      await cachedOnBoth(token);
      const sizes = () =>
        [server, peer].map((on) => [on.deps.cache.sessions.size, on.deps.cache.profiles.size]);
      const before = sizes();
      heard.length = 0;

      await writeByHand(`BEGIN;
        UPDATE users SET nick_name = 'Never written' WHERE user_id = 'U1003';
        UPDATE sessions SET revoked_at = now() WHERE user_id = 'U1003';
        ROLLBACK`);
      // A committed change to someone nobody holds in memory, after it: once it is heard, the rollback would have been.
      await writeByHand(`UPDATE users SET email = email WHERE user_id = 'U1004'`);
      await eventually(() => expect(heard.join('\n')).toContain('user:U1004'));
      await peer.deps.cache.settle();

      expect(heard.join('\n')).not.toContain('U1003');
      expect(heard.join('\n')).not.toContain('session:');
      expect(sizes()).toEqual(before);
      expect(await nickNameOn(server, token)).not.toBe('Never written');
      expect(await nickNameOn(peer, token)).not.toBe('Never written');
    } finally {
      stop();
    }
  });
});
