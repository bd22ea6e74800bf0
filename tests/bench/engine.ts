/**
 * `npm run bench:engine`: concurrent clients approving distinct tasks through the HTTP API on PostgreSQL, beside a
 * bare loop over plain `pg` that does what one approval must do at minimum (bareApproval.ts), in the same run and
 * database. The headline is ours ÷ bare in approvals/s at 20 clients (goal ≥ 0.5), with 0 inconsistent instances;
 * a second run at 50 clients keeps the older absolute target (≥ 300 /s) in view.
 *
 * Each instance goes through approvers a1 (50 clients, which also warms the path up), then a2 (20 clients); a3 stays
 * open. The server runs in this process, the clients in a child process (engineClients.ts), as a load generator
 * should: sharing the server's event loop would count the clients' own request and JSON work as server time. The bare
 * loop runs here between the two runs, with the server idle, on a pool of the server's size.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { runBareApprovals } from './bareApproval';
import { startClients } from './clientProcess';
import { countInconsistent } from './engineConsistency';
import { backendCpuMs, loadAverage, startProfile } from './serverCpu';

const CLIENTS = 20;
const MORE_CLIENTS = 50;
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
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    // statements drizzle sends (begin and commit included), printed per approval
    onQuery: () => (statements += 1),
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
    const form = {
      list: [
        {
          type: 'number',
          key: 'days',
          model: 'days',
          label: 'Days',
          options: {},
          rules: [{ required: true, message: 'x' }],
        },
      ],
      config: {},
    };
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

    /** Approves every open task of `userId` among the bench's instances with `count` concurrent clients. */
    const approveAll = async (userName: string, userId: string, count: number) => {
      const token = await login(userName, 'Staff@12345');
      const tasks = await db
        .select({ id: wfTasks.id })
        .from(wfTasks)
        .where(
          and(
            eq(wfTasks.assigneeId, userId),
            eq(wfTasks.taskState, 0),
            inArray(wfTasks.instanceId, instanceIds),
          ),
        );
      const loadBefore = loadAverage();
      const cpuBefore = process.cpuUsage();
      const pgBefore = await backendCpuMs(admin, name);
      const statementsBefore = statements;
      const stopProfile = count === CLIENTS ? await startProfile() : async () => undefined;
      const report = await clients.run({
        url: base,
        token,
        clients: count,
        requests: tasks.map((task) => ({
          path: '/jflow/approve',
          body: { isPass: true, taskId: task.id, comment: 'ok' },
        })),
      });
      const cpu = process.cpuUsage(cpuBefore);
      const pgMs = (await backendCpuMs(admin, name)) - pgBefore;
      await stopProfile();
      const completed = tasks.length - report.failures;
      const per = (value: number) => value / Math.max(1, completed);
      return {
        ...report,
        tasks: tasks.length,
        completed,
        rate: (completed / report.ms) * 1000,
        nodeMs: per((cpu.user + cpu.system) / 1000),
        dbMs: per(pgMs),
        clientMs: per(report.cpuMs),
        statements: per(statements - statementsBefore),
        load: `${loadBefore} -> ${loadAverage()}`,
      };
    };

    // the 50-client run first: it also warms the approval path up (JIT, prepared statements, caches)
    const more = await approveAll('lisi', 'U1003', MORE_CLIENTS);
    const bareLoad = loadAverage();
    const bare = await runBareApprovals(url, {
      clients: CLIENTS,
      tasks: INSTANCES,
      poolSize: POOL_SIZE,
      backendCpuMs: () => backendCpuMs(admin, name),
    });
    const bareRate = ((INSTANCES - bare.failures) / bare.ms) * 1000;
    const bareLoadAfter = loadAverage();
    const ours = await approveAll('wangwu', 'U1004', CLIENTS);

    const instances = await db.select().from(wfInstances).where(inArray(wfInstances.id, instanceIds));
    const taskRows = await db.select().from(wfTasks).where(inArray(wfTasks.instanceId, instanceIds));
    const inconsistent = countInconsistent(instances, taskRows, ['a1', 'a2'], 'a3');
    // every started instance must have had exactly one open task to approve at each node, or the rates are not comparable
    const missing = 2 * INSTANCES - ours.tasks - more.tasks;
    const ratio = ours.rate / bareRate;

    const line = (label: string, run: typeof ours) => {
      console.log(
        `  ${label}: ${run.completed} in ${(run.ms / 1000).toFixed(2)} s = ${run.rate.toFixed(0)} approvals/s (failures ${run.failures}), p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms`,
      );
      console.log(
        `      CPU per approval: server node ${run.nodeMs.toFixed(2)} ms, PostgreSQL backends ${run.dbMs.toFixed(2)} ms, load clients ${run.clientMs.toFixed(2)} ms; ${run.statements.toFixed(1)} statements per approval`,
      );
      console.log(`      load average ${run.load}`);
    };
    console.log(`engine bench on PostgreSQL, ${INSTANCES} instances, pool ${POOL_SIZE}`);
    console.log(
      `  starts: ${instanceIds.length} in ${(starts.ms / 1000).toFixed(2)} s = ${((instanceIds.length / starts.ms) * 1000).toFixed(0)} /s (failures ${starts.failures}, ${MORE_CLIENTS} clients)`,
    );
    line(`ours, ${CLIENTS} clients`, ours);
    console.log(
      `  bare, ${CLIENTS} clients: ${INSTANCES - bare.failures} in ${(bare.ms / 1000).toFixed(2)} s = ${bareRate.toFixed(0)} approvals/s (failures ${bare.failures}), p50 ${bare.p50.toFixed(1)} ms, p95 ${bare.p95.toFixed(1)} ms, consistent ${bare.consistent} of ${INSTANCES}`,
    );
    console.log(
      `      CPU per approval: node ${(bare.nodeCpuMs / INSTANCES).toFixed(2)} ms, PostgreSQL backends ${(bare.backendCpuMs / INSTANCES).toFixed(2)} ms`,
    );
    console.log(`      load average ${bareLoad} -> ${bareLoadAfter}`);
    line(`ours, ${MORE_CLIENTS} clients`, more);
    console.log(
      `  inconsistent instances: ${inconsistent} of ${instances.length} (must be 0), tasks missing: ${missing}`,
    );
    console.log(
      `  ours ÷ bare at ${CLIENTS} clients: ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'met' : 'NOT met'}; at ${MORE_CLIENTS} clients ${more.rate.toFixed(0)} /s (target ≥ 300)`,
    );
    const isGood =
      ratio >= GOAL &&
      more.rate >= 300 &&
      inconsistent === 0 &&
      ours.failures + more.failures + bare.failures === 0 &&
      bare.consistent === INSTANCES &&
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
