/**
 * `npm run bench:engine`: 50 concurrent clients approving distinct tasks through the HTTP API on PostgreSQL.
 * Prints completed actions per second (target ≥ 300) and the number of inconsistent instances (must be 0):
 * an instance is inconsistent when its JSON state and its task rows disagree, or it did not move exactly once.
 *
 * The server runs in this process; the 50 clients run in a child process (engineClients.ts), as a load generator
 * should: sharing the server's event loop would make the clients' own request and JSON work count as server time
 * and delay the server's callbacks. The CPU figures are therefore the server's alone (Node) and its PostgreSQL
 * backends'; the clients' CPU is printed beside them.
 */
import { InstanceState, TaskState } from '@shared/approval/states';
import { randomBytes } from 'node:crypto';
import { execSync, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import type { EngineInstance } from '../../server/engine';
import type { ClientJob, ClientReport } from './engineClients';

const CLIENTS = 50;
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3000);
const ADMIN = '/digital-portal/api/authority/admin';
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** The load-client process: one job at a time, answered with its report. */
const startClients = () => {
  const child = fork(new URL('./engineClients.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const reportOf = () =>
    new Promise<ClientReport>((resolve, reject) => {
      child.once('message', (report) => resolve(report as ClientReport));
      child.once('exit', (code) => reject(new Error(`the client process exited with code ${code}`)));
    }).finally(() => child.removeAllListeners('exit'));
  return {
    run: (job: ClientJob) => {
      const answer = reportOf();
      child.send(job);
      return answer;
    },
    stop: () => child.disconnect(),
  };
};

const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
/** CPU ms used so far by the PostgreSQL backends serving `database` (local server only; 0 when unreadable). */
const backendCpuMs = async (admin: pg.Client, database: string) => {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    database,
  ]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return (ticks / TICKS) * 1000;
};
/** With BENCH_PROFILE=<file>, a CPU profile of the server process during the approvals is written there. */
const profiler = async () => {
  const file = process.env.BENCH_PROFILE;
  if (!file) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const main = async () => {
  const name = `bench_engine_${Date.now()}_${randomBytes(2).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, name), dataDir: '' });
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
    const approverToken = await login('lisi', 'Staff@12345');
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
    const tree = flow([approver('a1', ['U1003']), approver('a2', ['U1004'])]);
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
      clients: CLIENTS,
      requests: Array.from({ length: INSTANCES }, (_, i) => ({
        path: '/jflow/start',
        body: { processId, params: { days: 1 + (i % 5) } },
      })),
    });
    const instanceIds = starts.data.map((data) => (data as { instanceId: string }).instanceId);
    const db = built.deps.db;
    const { wfTasks, wfInstances } = await import('../../server/db/schema');
    const { and, eq, inArray } = await import('drizzle-orm');
    const tasks = await db
      .select({ id: wfTasks.id })
      .from(wfTasks)
      .where(
        and(
          eq(wfTasks.assigneeId, 'U1003'),
          eq(wfTasks.taskState, TaskState.Processing),
          inArray(wfTasks.instanceId, instanceIds),
        ),
      );
    const loadBefore = load();
    const cpuBefore = process.cpuUsage();
    const pgBefore = await backendCpuMs(admin, name);
    const stopProfile = await profiler();
    const approvals = await clients.run({
      url: base,
      token: approverToken,
      clients: CLIENTS,
      requests: tasks.map((task) => ({
        path: '/jflow/approve',
        body: { isPass: true, taskId: task.id, comment: 'ok' },
      })),
    });
    const cpu = process.cpuUsage(cpuBefore);
    const pgMs = (await backendCpuMs(admin, name)) - pgBefore;
    await stopProfile();
    const loadAfter = load();

    const rows = await db.select().from(wfInstances).where(inArray(wfInstances.id, instanceIds));
    const taskRows = await db.select().from(wfTasks).where(inArray(wfTasks.instanceId, instanceIds));
    const byInstance = new Map<string, typeof taskRows>();
    for (const row of taskRows)
      byInstance.set(row.instanceId, [...(byInstance.get(row.instanceId) ?? []), row]);
    let inconsistent = 0;
    for (const row of rows) {
      const state = row.data as EngineInstance;
      const stored = byInstance.get(row.id) ?? [];
      const matches =
        state.version === row.version &&
        state.tasks.length === stored.length &&
        state.tasks.every((task) =>
          stored.some(
            (s) => s.id === task.id && s.taskState === task.taskState && s.version === task.version,
          ),
        );
      const a1 = state.tasks.filter((task) => task.nodeId === 'a1');
      const a2Open = state.tasks.filter(
        (task) => task.nodeId === 'a2' && task.taskState === TaskState.Processing,
      );
      const movedOnce =
        a1.length === 1 &&
        a1[0]?.taskState === TaskState.Adopt &&
        a2Open.length === 1 &&
        row.state === InstanceState.UnderApproval;
      if (!matches || !movedOnce) inconsistent += 1;
    }
    const startRate = (instanceIds.length / starts.ms) * 1000;
    const completed = tasks.length - approvals.failures;
    const approveRate = (completed / approvals.ms) * 1000;
    // every started instance must have had exactly one open a1 task to approve, or the rate is not comparable
    const missing = INSTANCES - tasks.length;
    const nodeMs = (cpu.user + cpu.system) / 1000 / Math.max(1, completed);
    const dbMs = pgMs / Math.max(1, completed);
    console.log(`engine bench on PostgreSQL, ${CLIENTS} concurrent clients`);
    console.log(
      `  starts:    ${instanceIds.length} in ${(starts.ms / 1000).toFixed(2)} s = ${startRate.toFixed(0)} /s (failures ${starts.failures})`,
    );
    console.log(
      `  approvals: ${tasks.length - approvals.failures} in ${(approvals.ms / 1000).toFixed(2)} s = ${approveRate.toFixed(0)} completed actions/s (failures ${approvals.failures}, target >= 300)`,
    );
    console.log(`  approve latency p50 ${approvals.p50.toFixed(1)} ms, p95 ${approvals.p95.toFixed(1)} ms`);
    console.log(
      `  inconsistent instances: ${inconsistent} of ${rows.length} (must be 0), instances without an a1 task: ${missing}`,
    );
    const clientMs = approvals.cpuMs / Math.max(1, completed);
    console.log(
      `  CPU per approval: server node ${nodeMs.toFixed(2)} ms, PostgreSQL backends ${dbMs.toFixed(2)} ms, load clients ${clientMs.toFixed(2)} ms (other process)`,
    );
    console.log(
      `  quiet 2-core estimate for the server: ~${(2000 / (nodeMs + dbMs)).toFixed(0)} /s (capped at ${(1000 / nodeMs).toFixed(0)} /s by the one node thread)`,
    );
    console.log(`  load average during approvals: ${loadBefore} -> ${loadAfter}`);
    process.exitCode =
      approveRate >= 300 && inconsistent === 0 && approvals.failures === 0 && missing === 0 ? 0 : 1;
  } finally {
    clients.stop();
    await built.app.close();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
};

void main();
