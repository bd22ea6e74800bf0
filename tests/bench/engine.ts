/**
 * `npm run bench:engine`: concurrent clients approving distinct tasks through the HTTP API on PostgreSQL, beside a
 * bare loop over plain `pg` that does what one approval must do at minimum (bareApproval.ts), in the same run and
 * database. The headline is ours ÷ bare in approvals/s at 20 clients (goal ≥ 0.5), with 0 inconsistent instances;
 * a second run at 50 clients keeps the older absolute target (≥ 300 /s) in view.
 *
 * Each instance goes through approvers a1 (50 clients, which also warms the path up), then a2 (20 clients); a3 stays
 * open. The server runs in this process, the clients in a child process (engineClients.ts), as a load generator
 * should: sharing the server's event loop would count the clients' own request and JSON work as server time. The bare
 * loop runs here between the two runs, with the server idle, on a pool of the server's size, after an uncounted warm-up
 * round of its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { openBareApprovals, type BareRound } from './bareApproval';
import { startClients } from './clientProcess';
import { countInconsistent } from './engineConsistency';
import { backendCpuMs, loadAverage, startProfile } from './serverCpu';
import { DAYS_FORM } from './daysForm';

const CLIENTS = 20;
const MORE_CLIENTS = 50;
/** The 20-client runs, ours and bare, alternate in this many rounds. */
const ROUNDS = 3;
/** Approvals the bare loop makes first, uncounted: ours is warmed up by the 50-client run (JIT, plans, caches). */
const BARE_WARM_UP = 1000;
/** The server's pool (server/db/database.ts); the bare loop gets the same. */
const POOL_SIZE = 20;
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3000);
const GOAL = 0.5;
const ADMIN = '/digital-portal/api/authority/admin';
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const main = async () => {
  const name = `bench_engine_${Date.now()}_${randomBytes(2).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = withDatabase(baseUrl, name);
  let statements = 0;
  let roundTrips = 0;
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    // statements drizzle sends (begin and commit included) and the round trips they take, printed per approval
    onQuery: () => (statements += 1),
    onRoundTrip: () => (roundTrips += 1),
  });
  const built = await buildApp(readConfig({}), {
    database,
    logger: false,
    serveStatic: false,
    startWorkers: false,
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ADMIN}`;
  const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en_US',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { code: string; msg: string; data: T };
  };
  const clients = startClients();
  const login = async (userName: string, password: string) => {
    const cipher = encryptForLogin(built.deps.publicKeyPem, password);
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: cipher }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  try {
    const adminToken = await login('admin', 'Admin@12345');
    const applicant = await login('zhangsan', 'Staff@12345');
    const form = DAYS_FORM;
    const formId = (
      await call<{ id: string }>('POST', '/workflow/form/config/update', adminToken, {
        formName: 'bench',
        jsonContent: JSON.stringify(form),
      })
    ).data.id;
    const tree = flow([approver('a1', ['U1003']), approver('a2', ['U1004']), approver('a3', ['U1005'])]);
    const processId = (
      await call<{ id: string }>('POST', '/jflow/add', adminToken, {
        processName: 'bench',
        processType: 'hr',
        formIds: [formId],
        modelContent: JSON.stringify(tree),
      })
    ).data.id;
    await call('GET', `/jflow/deploy?id=${processId}`, adminToken);

    const starts = await clients.run({
      url: base,
      token: applicant,
      clients: MORE_CLIENTS,
      requests: Array.from({ length: INSTANCES }, (_, i) => ({
        path: '/jflow/start',
        body: { processId, params: { days: 1 + (i % 5) } },
      })),
    });
    const instanceIds = starts.data.map((data) => (data as { instanceId: string }).instanceId);
    const db = built.deps.db;
    const { wfTasks, wfInstances } = await import('../../server/db/schema');
    const { and, eq, inArray } = await import('drizzle-orm');

    /** The open tasks of `userId` among the bench's instances. */
    const openTasksOf = async (userId: string) =>
      (
        await db
          .select({ id: wfTasks.id })
          .from(wfTasks)
          .where(
            and(
              eq(wfTasks.assigneeId, userId),
              eq(wfTasks.taskState, 0),
              inArray(wfTasks.instanceId, instanceIds),
            ),
          )
      ).map((task) => task.id);

    /** Approves `taskIds` as `token` with `count` concurrent clients: the clients' report and the server's CPU. */
    const approve = async (token: string, taskIds: string[], count: number) => {
      const cpuBefore = process.cpuUsage();
      const pgBefore = await backendCpuMs(admin, name);
      const statementsBefore = statements;
      const roundTripsBefore = roundTrips;
      const report = await clients.run({
        url: base,
        token,
        clients: count,
        requests: taskIds.map((taskId) => ({
          path: '/jflow/approve',
          body: { isPass: true, taskId, comment: 'ok' },
        })),
      });
      const cpu = process.cpuUsage(cpuBefore);
      return {
        ...report,
        tasks: taskIds.length,
        nodeCpuMs: (cpu.user + cpu.system) / 1000,
        backendCpuMs: (await backendCpuMs(admin, name)) - pgBefore,
        statements: statements - statementsBefore,
        roundTrips: roundTrips - roundTripsBefore,
      };
    };

    // 50 clients on a1 first: it also warms the approval path up (JIT, prepared statements, caches)
    const a1Tasks = await openTasksOf('U1003');
    const moreLoad = loadAverage();
    const more = await approve(await login('lisi', 'Staff@12345'), a1Tasks, MORE_CLIENTS);
    const moreLoadAfter = loadAverage();

    // Then 20 clients on a2, in rounds alternating with the bare loop's, so both meet the same machine (it is shared).
    const a2Tasks = await openTasksOf('U1004');
    const approver2 = await login('wangwu', 'Staff@12345');
    const bare = await openBareApprovals(url, {
      clients: CLIENTS,
      tasks: a2Tasks.length + BARE_WARM_UP,
      poolSize: POOL_SIZE,
      backendCpuMs: () => backendCpuMs(admin, name),
    });
    await bare.round(BARE_WARM_UP);
    const perRound = Math.ceil(a2Tasks.length / ROUNDS);
    const oursRounds: Awaited<ReturnType<typeof approve>>[] = [];
    const bareRounds: BareRound[] = [];
    const loadBefore = loadAverage();
    for (let round = 0; round < ROUNDS; round++) {
      const slice = a2Tasks.slice(round * perRound, (round + 1) * perRound);
      bareRounds.push(await bare.round(slice.length));
      const stopProfile = round === 0 ? await startProfile() : async () => undefined;
      oursRounds.push(await approve(approver2, slice, CLIENTS));
      await stopProfile();
    }
    const loadAfter = loadAverage();
    const bareConsistent = await bare.close();

    const instances = await db.select().from(wfInstances).where(inArray(wfInstances.id, instanceIds));
    const taskRows = await db.select().from(wfTasks).where(inArray(wfTasks.instanceId, instanceIds));
    const inconsistent = countInconsistent(instances, taskRows, ['a1', 'a2'], 'a3');
    // every started instance must have had exactly one open task to approve at each node, or the rates are not comparable
    const missing = 2 * INSTANCES - a1Tasks.length - a2Tasks.length;

    const sum = <T>(rounds: T[], of: (round: T) => number) => rounds.reduce((total, r) => total + of(r), 0);
    const ours = {
      completed: a2Tasks.length - sum(oursRounds, (r) => r.failures),
      failures: sum(oursRounds, (r) => r.failures),
      ms: sum(oursRounds, (r) => r.ms),
    };
    const bareTotal = {
      completed: a2Tasks.length - sum(bareRounds, (r) => r.failures),
      failures: sum(bareRounds, (r) => r.failures),
      ms: sum(bareRounds, (r) => r.ms),
    };
    const rate = (run: { completed: number; ms: number }) => (run.completed / run.ms) * 1000;
    const ratio = rate(ours) / rate(bareTotal);
    const roundRates = (rounds: { tasks: number; failures: number; ms: number }[]) =>
      rounds.map((r) => rate({ completed: r.tasks - r.failures, ms: r.ms }).toFixed(0)).join(', ');
    const bareLatencies = bareRounds.flatMap((r) => r.latencies).sort((x, y) => x - y);

    const cpuLine = (node: number, db: number, completed: number, extra = '') =>
      console.log(
        `      CPU per approval: node ${(node / completed).toFixed(2)} ms, PostgreSQL backends ${(db / completed).toFixed(2)} ms${extra}`,
      );
    console.log(
      `engine bench on PostgreSQL, ${INSTANCES} instances, pool ${POOL_SIZE}, Node.js ${process.version}`,
    );
    console.log(
      `  starts: ${instanceIds.length} in ${(starts.ms / 1000).toFixed(2)} s = ${((instanceIds.length / starts.ms) * 1000).toFixed(0)} /s (failures ${starts.failures}, ${MORE_CLIENTS} clients)`,
    );
    console.log(
      `  ours, ${MORE_CLIENTS} clients (a1): ${more.tasks - more.failures} in ${(more.ms / 1000).toFixed(2)} s = ${rate({ completed: more.tasks - more.failures, ms: more.ms }).toFixed(0)} approvals/s (failures ${more.failures}, target >= 300), p50 ${more.p50.toFixed(1)} ms, p95 ${more.p95.toFixed(1)} ms; load average ${moreLoad} -> ${moreLoadAfter}`,
    );
    console.log(
      `  ${CLIENTS} clients (a2), ${ROUNDS} rounds each, alternating; load average ${loadBefore} -> ${loadAfter}`,
    );
    console.log(
      `    ours: ${ours.completed} in ${(ours.ms / 1000).toFixed(2)} s = ${rate(ours).toFixed(0)} approvals/s (failures ${ours.failures}; rounds ${roundRates(oursRounds)}), p95 per round ${oursRounds.map((r) => r.p95.toFixed(0)).join(', ')} ms`,
    );
    cpuLine(
      sum(oursRounds, (r) => r.nodeCpuMs),
      sum(oursRounds, (r) => r.backendCpuMs),
      ours.completed,
      `, load clients ${(sum(oursRounds, (r) => r.cpuMs) / ours.completed).toFixed(2)} ms (other process); ${(sum(oursRounds, (r) => r.statements) / ours.completed).toFixed(1)} statements in ${(sum(oursRounds, (r) => r.roundTrips) / ours.completed).toFixed(1)} round trips per approval`,
    );
    console.log(
      `    bare: ${bareTotal.completed} in ${(bareTotal.ms / 1000).toFixed(2)} s = ${rate(bareTotal).toFixed(0)} approvals/s (failures ${bareTotal.failures}; rounds ${roundRates(bareRounds)}), p95 ${(bareLatencies[Math.floor(bareLatencies.length * 0.95)] ?? 0).toFixed(0)} ms, consistent ${bareConsistent} of ${a2Tasks.length + BARE_WARM_UP} (warm-up included)`,
    );
    cpuLine(
      sum(bareRounds, (r) => r.nodeCpuMs),
      sum(bareRounds, (r) => r.backendCpuMs),
      bareTotal.completed,
      ' (6 statements in 6 round trips per approval)',
    );
    console.log(
      `  inconsistent instances: ${inconsistent} of ${instances.length} (must be 0), tasks missing: ${missing}`,
    );
    console.log(
      `  ours ÷ bare at ${CLIENTS} clients: ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'met' : 'NOT met'}`,
    );
    const isGood =
      ratio >= GOAL &&
      rate({ completed: more.tasks - more.failures, ms: more.ms }) >= 300 &&
      inconsistent === 0 &&
      ours.failures + more.failures + bareTotal.failures === 0 &&
      bareConsistent === a2Tasks.length + BARE_WARM_UP &&
      missing === 0;
    process.exitCode = isGood ? 0 : 1;
  } finally {
    clients.stop();
    await built.app.close();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
};

void main();
