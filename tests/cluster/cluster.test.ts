import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from './bundleServer';
import { approvalWorker, type ApprovalRecord } from './approvalWorker';
import type { ClusterClient } from './clusterClient';
import { createClusterDatabase, type ClusterDatabase } from './clusterDatabase';
import { addClusterDict, addRoleFor, pickButton, publishSelfApprovalFlow } from './clusterSetup';
import { dictWorker } from './dictWorker';
import { killAndRestart } from './killAndRestart';
import { openLetterStream, type LetterStream } from './letterStream';
import { startLoadBalancer, type LoadBalancer } from './loadBalancer';
import { roleWorker, type RoleRecord } from './roleWorker';
import { clientOf, startRun } from './runContext';
import { freePort } from '../support/freePort';
import { serverInstance, type ServerInstance } from './serverInstances';
import { newTally, percentile } from './tally';
import { uploadWorker } from './uploadWorker';
import { verifyWrites, type Written } from './verifyWrites';

const DICT_CLIENTS = 20;
const APPROVAL_CLIENTS = 12;
const UPLOAD_CLIENTS = 8;
const ROLE_CLIENTS = 5;
/** Each role worker signs in twice (the administrator and the role's holder): 50 sessions in all. */
const CLIENTS = DICT_CLIENTS + APPROVAL_CLIENTS + UPLOAD_CLIENTS + ROLE_CLIENTS * 2;
/** The seeded passwords (README, demo accounts); staff accounts made for the run copy zhangsan's. */
const STAFF_PASSWORD = 'Staff@12345';
const ADMIN_PASSWORD = 'Admin@12345';

const runId = `${process.pid}`;
const dataDir = path.resolve('data', `cluster-${runId}`);
let database: ClusterDatabase;
let instances: ServerInstance[] = [];
let balancer: LoadBalancer | undefined;
const streams: LetterStream[] = [];

beforeAll(async () => {
  const t0 = performance.now();
  await mkdir(dataDir, { recursive: true });
  const [created, entry] = await Promise.all([createClusterDatabase(), bundleServer(dataDir)]);
  database = created;
  const t1 = performance.now();
  instances = await Promise.all(
    ['a', 'b', 'c'].map(async (name) =>
      serverInstance(name, await freePort(), { entry, databaseUrl: database.url, dataDir, runId }),
    ),
  );
  await Promise.all(instances.map((instance) => instance.start()));
  const t2 = performance.now();
  balancer = await startLoadBalancer(dataDir, await freePort(), instances);
  console.log(
    `setup: database ${((t1 - t0) / 1000).toFixed(1)} s, three instances ready ${((t2 - t1) / 1000).toFixed(1)} s`,
  );
}, 360_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 120_000);

describe('three instances behind HAProxy on PostgreSQL', () => {
  it('loses no write, applies none twice, serves no stale read and keeps the bell live while one instance is killed', async () => {
    const url = balancer?.url ?? '';
    const { ctx, killPoint, acknowledged } = startRun(url, 60);
    const signedIn = async (userName: string, password: string) => {
      const client = clientOf(ctx);
      await client.signIn(userName, password);
      return client;
    };

    // Setup through the balancer: a dictionary, a flow, staff accounts and their roles.
    const setupAdmin = await signedIn('admin', ADMIN_PASSWORD);
    await addClusterDict(setupAdmin);
    const processId = await publishSelfApprovalFlow(setupAdmin);
    const applicants = await database.addStaff('cl_ap', APPROVAL_CLIENTS);
    const holders = await database.addStaff('cl_ro', ROLE_CLIENTS);
    const button = await pickButton(database);
    const roles = await Promise.all(holders.map((name) => addRoleFor(setupAdmin, name)));

    // 50 sessions, each a client of its own: the drive starts with their sign-ins.
    const startedAt = performance.now();
    ctx.tally = newTally(); // the setup's requests are not counted
    const admins = (count: number) =>
      Promise.all(Array.from({ length: count }, () => signedIn('admin', ADMIN_PASSWORD)));
    const [dictClients, uploadClients, roleAdmins, roleHolders, applicantClients] = await Promise.all([
      admins(DICT_CLIENTS),
      admins(UPLOAD_CLIENTS),
      admins(ROLE_CLIENTS),
      Promise.all(holders.map((name) => signedIn(name, STAFF_PASSWORD))),
      Promise.all(applicants.map((name) => signedIn(name, STAFF_PASSWORD))),
    ]);
    const sessions: ClusterClient[] = [
      ...dictClients,
      ...uploadClients,
      ...roleAdmins,
      ...roleHolders,
      ...applicantClients,
    ];
    expect(sessions).toHaveLength(CLIENTS);
    streams.push(
      ...(await Promise.all(applicantClients.map((client) => openLetterStream(url, client.token)))),
    );

    const written: Written = {
      dicts: [],
      uploads: [],
      approvals: applicants.map((userName) => ({ userName, started: [], approved: [], lettersAfterKill: 0 })),
      roles: roles.map((role, i) => ({ ...role, userName: holders[i] ?? '', isGranted: false })),
    };
    const work = Promise.all([
      ...dictClients.map((client, i) => dictWorker(ctx, client, i, 4, written.dicts)),
      ...uploadClients.map((client, i) => uploadWorker(ctx, client, i, 4, written.uploads)),
      ...roleAdmins.map((client, i) =>
        roleWorker(ctx, client, roleHolders[i] as ClusterClient, button, 6, written.roles[i] as RoleRecord),
      ),
      ...applicantClients.map((client, i) =>
        approvalWorker(
          ctx,
          client,
          streams[i] as LetterStream,
          processId,
          3,
          written.approvals[i] as ApprovalRecord,
        ),
      ),
    ]);

    // Mid-run: SIGKILL the instance serving the first bell, then start it again.
    await Promise.race([killPoint, work]);
    const victim = instances.find((instance) => instance.name === streams[0]?.servedBy);
    if (!victim) throw new Error(`no instance named ${streams[0]?.servedBy ?? '?'}`);
    const onVictim = streams.filter((stream) => stream.servedBy === victim.name);
    const killedAt = performance.now() - startedAt;
    await killAndRestart(ctx, victim, database.pool);
    const backAt = performance.now() - startedAt;
    await work;
    const seconds = (performance.now() - startedAt) / 1000;
    for (const stream of streams) stream.close();

    // A signed-out session is refused at once wherever its next request lands.
    await Promise.all(
      sessions.map(async (client) => {
        const out = await client.call('/logout');
        const after = await client.send('/getInfo');
        if (after.body.subCode !== 'auth-check-error')
          ctx.tally.errors.push(
            `session still served after sign-out (via ${out.servedBy}, then ${after.servedBy})`,
          );
      }),
    );

    const { lost, duplicates } = await verifyWrites(database, written);
    const { tally } = ctx;
    const lettersAfterKill = written.approvals.reduce((sum, r) => sum + r.lettersAfterKill, 0);
    console.log(
      [
        `cluster: 3 instances behind HAProxy, ${CLIENTS} clients; instance ${victim.name} killed at ${(killedAt / 1000).toFixed(1)} s, ready again at ${(backAt / 1000).toFixed(1)} s`,
        `  ${tally.requests} requests in ${seconds.toFixed(1)} s: ${(tally.requests / seconds).toFixed(0)} requests/s through the balancer, p50 ${percentile(tally.latencies, 50).toFixed(0)} ms, p99 ${percentile(tally.latencies, 99).toFixed(0)} ms`,
        `  writes acknowledged: ${acknowledged()}; lost writes: ${lost.length}; duplicates: ${duplicates.length}`,
        `  errors: ${tally.errors.length}; connection errors (killed instance, retried): ${tally.connectionErrors}; retries found already applied: ${tally.retriedButOnce}`,
        `  reads right after a write: ${tally.crossInstanceReads} on another instance, ${tally.staleReads} stale`,
        `  bells on the killed instance: ${onVictim.length}, reconnected: ${onVictim.filter((s) => s.reconnects > 0).length}; letters over the bell after the kill: ${lettersAfterKill}`,
      ].join('\n'),
    );
    expect(tally.errors).toEqual([]);
    expect(lost).toEqual([]);
    expect(duplicates).toEqual([]);
    expect(tally.staleReads).toBe(0);
    expect(tally.crossInstanceReads).toBeGreaterThan(0);
    expect(onVictim.length).toBeGreaterThan(0);
    for (const stream of onVictim) {
      expect(stream.reconnects).toBeGreaterThan(0);
      expect(stream.history.slice(1)).not.toHaveLength(0);
    }
    expect(lettersAfterKill).toBeGreaterThanOrEqual(APPROVAL_CLIENTS);
  }, 360_000);
});
