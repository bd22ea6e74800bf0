/**
 * Done when (issue 16, time limits): on one PostgreSQL database, two server instances fire the expiry timers of
 * 1,000 tasks that run out in the same minute, each exactly once, with one instance restarted in the middle and a
 * hundred timers left claimed by an instance that died (their lease runs out and another instance takes them).
 * Exactly once is read from the data: every instance went from version 1 to 2 (one applied action), its timeline
 * holds one "approved automatically" note, each timer has one request key and ended 'fired'.
 *
 * Several instances need connections of their own, which PGlite does not have: the test runs on PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { eventually } from './eventually';
import { IDS, publish, startApp } from './approval.kit';

const TASKS = 1000;
const DEAD = 100;
const HOUR = 60 * 60 * 1000;
const saved = { poll: process.env.TIMER_POLL_MS, lease: process.env.TIMER_LEASE_SECONDS };

let server: TestServer;
beforeAll(async () => {
  if (dbKind !== 'postgres') return;
  process.env.TIMER_POLL_MS = '100';
  process.env.TIMER_LEASE_SECONDS = '10';
  server = await startServer();
});
afterAll(async () => {
  process.env.TIMER_POLL_MS = saved.poll;
  process.env.TIMER_LEASE_SECONDS = saved.lease;
  if (saved.poll === undefined) delete process.env.TIMER_POLL_MS;
  if (saved.lease === undefined) delete process.env.TIMER_LEASE_SECONDS;
  await server?.close();
});

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.deps.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

describe.runIf(dbKind === 'postgres')('time-limit timers across server instances', () => {
  it('fires each of 1,000 expiries once over two instances, a restart and a dead claim', async () => {
    const admin = await server.tokenFor('admin');
    const applicant = await server.tokenFor('zhangsan');
    const processId = await publish(
      server,
      admin,
      flow([
        approver('a1', [IDS.lisi], {
          configure: { timeLimit: { amount: 1, unit: 'hours', remindBeforeHours: 0, action: 'approve' } },
        }),
      ]),
      { timeLimit: true },
    );
    const peer = await server.startPeer();
    const servers = [server, peer];
    // 1,000 applications over both instances, their starts spread over less than a minute of the clock
    for (let batch = 0; batch < TASKS / 20; batch++) {
      server.clock.advance(1000);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          startApp(servers[i % 2] as TestServer, applicant, processId, { days: 1 }),
        ),
      );
    }
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from wf_timers where status = 'pending'`),
    ).toEqual({
      n: TASKS,
    });
    // an instance that died holding a claim: its lease runs out on the database's clock
    await server.deps.db
      .execute(sql`update wf_timers set status = 'running', lease_owner = 'dead', attempts = 1,
        lease_until = clock_timestamp() + interval '1 second'
      where id in (select id from wf_timers order by id limit ${DEAD})`);

    server.clock.advance(HOUR + 1000);
    const done = async () =>
      (await one<{ n: number }>(sql`select count(*)::int as n from wf_timers where status = 'done'`)).n;
    await eventually(async () => expect(await done()).toBeGreaterThan(TASKS / 4), 30_000);
    // the second instance restarts: its runner stops, a new instance starts on the same database
    await peer.close();
    await server.startPeer();
    await eventually(async () => expect(await done()).toBe(TASKS), 40_000);

    expect(
      await one(sql`select count(*)::int as instances,
          count(*) filter (where state = 1 and version = 2)::int as "approvedOnce",
          count(*) filter (where (select count(*) from json_array_elements(data -> 'timeline') n
            where n ->> 'kind' = 'overdueApproved') = 1)::int as "notedOnce"
        from wf_instances where process_id = ${processId}`),
    ).toEqual({ instances: TASKS, approvedOnce: TASKS, notedOnce: TASKS });
    const timers = await one<{ timers: number; fired: number; runners: number; takenOver: number }>(
      sql`select count(*)::int as timers, count(*) filter (where outcome = 'fired')::int as fired,
          count(distinct split_part(lease_owner, ':', 1))::int as runners,
          count(*) filter (where attempts > 1)::int as "takenOver"
        from wf_timers`,
    );
    expect(timers).toMatchObject({ timers: TASKS, fired: TASKS });
    // more than one instance fired timers, and the dead instance's claims were taken over
    expect(timers.runners).toBeGreaterThanOrEqual(2);
    expect(timers.takenOver).toBeGreaterThanOrEqual(DEAD);
    expect(
      await one(
        sql`select count(*)::int as n from wf_requests where action = 'expire' and user_id = 'system'`,
      ),
    ).toEqual({ n: TASKS });
  }, 90_000);
});
