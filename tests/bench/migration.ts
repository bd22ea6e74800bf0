/**
 * `npm run bench:migration`: moving running applications to another version (issue 30) at 10,000 applications on
 * PostgreSQL (a fresh database next to DATABASE_URL's, dropped afterwards).
 *
 * Seeds through the engine's own actions over HTTP: flow v1 (Team lead → Finance → Director) with BENCH_APPLICATIONS
 * (default 10,000) started applications, half of them approved on to Finance. Version 2 removes Finance and adds a
 * Controller in its place. Then it times, over HTTP against the server in this process:
 *  - the dry run (plans every application; lists the first 2,000);
 *  - the execution in batches of 200, one batch after the other as the console sends them: applications moved per
 *    second, each in its own transaction with the version check and the request id;
 *  - the same request again (moves nothing: every application already runs on version 2).
 * and checks every application runs on version 2 with one open task on the node it should wait at.
 */
import { sql } from 'drizzle-orm';
import { InstanceState, TaskState } from '@shared/approval/states';
import type { FlowNode } from '@shared/flow';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { encryptForLogin } from '../../server/auth/keys';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { rowsOf } from '../../server/modules/analytics/sqlRows';
import { freshPostgres } from './benchPostgres';
import { loadAverage } from './loadAverage';

const ADMIN = '/digital-portal/api/authority/admin';
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const BATCH = 200;
/** Concurrent requests while seeding (seeding is not measured). */
const SEED_CLIENTS = 16;

const load = loadAverage;

const named = (node: FlowNode, name: string): FlowNode => ({ ...node, nodeName: name });
const v1 = () =>
  flow([
    named(approver('a1', ['U1003']), 'Team lead'),
    named(approver('a2', ['U1004']), 'Finance'),
    named(approver('a3', ['U1005']), 'Director'),
  ]);
const v2 = () =>
  flow([
    named(approver('a1', ['U1003']), 'Team lead'),
    named(approver('a4', ['U1001']), 'Controller'),
    named(approver('a3', ['U1005']), 'Director'),
  ]);
const form = {
  list: [{ type: 'number', key: 'days', model: 'days', label: 'Days', options: {}, rules: [] }],
  config: {},
};

/** Runs `work` over `items` with `clients` requests in flight. */
const inParallel = async <T>(items: T[], clients: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
};

const { database, drop } = await freshPostgres('bench_migration');
const { app, deps } = await buildApp(readConfig({}), {
  database,
  logger: false,
  serveStatic: false,
  startWorkers: false,
});
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ADMIN}`;
  const call = async <T>(path: string, token: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: string; msg: string; data: T };
    if (answer.code !== '10000') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  const login = async (userName: string, password: string) => {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: encryptForLogin(deps.publicKeyPem, password) }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const admin = await login('admin', 'Admin@12345');
  const applicant = await login('zhangsan', 'Staff@12345');
  const teamLead = await login('lisi', 'Staff@12345');

  const publish = async (id: string | undefined, tree: FlowNode, note: string) => {
    const formId = (
      await call<{ id: string }>('/workflow/form/config/update', admin, {
        formName: 'Migration bench',
        jsonContent: JSON.stringify(form),
      })
    ).id;
    return call<{ id: string; version: number }>('/jflow/publish', admin, {
      ...(id ? { id } : {}),
      processName: 'Migration bench',
      processType: 'hr',
      formIds: [formId],
      modelContent: JSON.stringify(tree),
      note,
    });
  };

  const seedStarted = Date.now();
  const { id: processId } = await publish(undefined, v1(), 'first');
  const instanceIds: string[] = [];
  await inParallel(
    Array.from({ length: APPLICATIONS }, (_, i) => i),
    SEED_CLIENTS,
    async (i) => {
      const started = await call<{ instanceId: string }>('/jflow/start', applicant, {
        processId,
        params: { days: 1 + (i % 9) },
      });
      instanceIds.push(started.instanceId);
    },
  );
  // every second application goes on from the team lead to Finance, the node version 2 removes
  const toApprove = await rowsOf<{ id: string }>(
    deps.db,
    sql`
    select t.id from wf_tasks t join wf_instances i on i.id = t.instance_id and i.merchant_id = t.merchant_id
    where i.process_id = ${processId} and t.node_id = 'a1' and t.task_state = ${TaskState.Processing}
    order by t.id`,
  );
  const halfOf = toApprove.filter((_, i) => i % 2 === 0);
  await inParallel(halfOf, SEED_CLIENTS, async (task) => {
    await call('/jflow/approve', teamLead, { isPass: true, taskId: task.id, comment: 'ok' });
  });
  await publish(processId, v2(), 'Finance replaced by the controller');
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const pair = { id: processId, fromVersion: 1, toVersion: 2, mapping: { a2: 'a4' } };
  const dryStarted = performance.now();
  const plan = await call<{ rows: unknown[]; total: number; moving: number }>(
    '/jflow/migration/dryRun',
    admin,
    pair,
  );
  const dryMs = performance.now() - dryStarted;

  const loadBefore = load();
  const requestId = `bench-${Date.now()}`;
  const executeAll = async () => {
    let moved = 0;
    let stayed = 0;
    let after: string | undefined;
    do {
      const answer: { outcomes: { moved: boolean }[]; next?: string } = await call(
        '/jflow/migration/execute',
        admin,
        { ...pair, requestId, limit: BATCH, ...(after ? { after } : {}) },
      );
      for (const outcome of answer.outcomes)
        if (outcome.moved) moved += 1;
        else stayed += 1;
      after = answer.next;
    } while (after);
    return { moved, stayed };
  };
  const moveStarted = performance.now();
  const outcome = await executeAll();
  const moveSeconds = (performance.now() - moveStarted) / 1000;
  const loadAfter = load();

  interface Counts {
    on_v2: string;
    open_a1: string;
    open_a2: string;
    open_a4: string;
    notes: string;
  }
  const counts = async () =>
    (
      await rowsOf<Counts>(
        deps.db,
        sql`
      select
        (select count(*) from wf_instances i join wf_process_versions v on v.id = i.version_id
          where i.process_id = ${processId} and v.version = 2 and i.state = ${InstanceState.UnderApproval}) as on_v2,
        (select count(*) from wf_tasks t join wf_instances i on i.id = t.instance_id
          where i.process_id = ${processId} and t.task_state = ${TaskState.Processing} and t.node_id = 'a1') as open_a1,
        (select count(*) from wf_tasks t join wf_instances i on i.id = t.instance_id
          where i.process_id = ${processId} and t.task_state = ${TaskState.Processing} and t.node_id = 'a2') as open_a2,
        (select count(*) from wf_tasks t join wf_instances i on i.id = t.instance_id
          where i.process_id = ${processId} and t.task_state = ${TaskState.Processing} and t.node_id = 'a4') as open_a4,
        (select count(*) from operation_logs where target_type = 'approvalInstance') as notes`,
      )
    )[0];
  const after = await counts();
  const againStarted = performance.now();
  const again = await executeAll();
  const againSeconds = (performance.now() - againStarted) / 1000;
  const afterAgain = await counts();

  const expectedA4 = halfOf.length;
  const expectedA1 = APPLICATIONS - halfOf.length;
  const checks = {
    'dry run counts every application': plan.total === APPLICATIONS && plan.moving === APPLICATIONS,
    'dry run lists at most 2,000': plan.rows.length === Math.min(APPLICATIONS, 2000),
    'every application moved': outcome.moved === APPLICATIONS && outcome.stayed === 0,
    'all on version 2': Number(after?.on_v2) === APPLICATIONS,
    'open tasks where they belong':
      Number(after?.open_a1) === expectedA1 &&
      Number(after?.open_a4) === expectedA4 &&
      Number(after?.open_a2) === 0,
    'one audit entry per application': Number(after?.notes) === APPLICATIONS,
    'the same request again changes nothing':
      again.moved === 0 && JSON.stringify(afterAgain) === JSON.stringify(after),
  };
  console.log(`migration bench on PostgreSQL: ${APPLICATIONS} running applications, v1 → v2`);
  console.log(
    `  seeded through the API in ${seedSeconds.toFixed(1)} s (${halfOf.length} approved on to Finance)`,
  );
  console.log(
    `  dry run: ${dryMs.toFixed(0)} ms for ${plan.total} planned (${plan.rows.length} listed, ${plan.moving} moving)`,
  );
  console.log(
    `  execute: ${outcome.moved} moved in ${moveSeconds.toFixed(1)} s = ${(outcome.moved / moveSeconds).toFixed(0)} applications/s (batches of ${BATCH}, one after another)`,
  );
  console.log(`  the same request again: ${again.moved} moved, ${againSeconds.toFixed(2)} s`);
  for (const [name, passed] of Object.entries(checks)) console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${name}`);
  console.log(`  load average during the move: ${loadBefore} -> ${loadAfter}`);
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} finally {
  await app.close();
  await drop();
}
