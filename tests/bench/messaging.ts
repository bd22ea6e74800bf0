/**
 * `npm run bench:messaging`: recipients per second of one send task to a loopback SMTP server, with two server
 * instances (child processes on one PostgreSQL database) taking its jobs. Prints the rate, how many recipients each
 * instance sent, duplicates and missing. Target: at least 200 recipients/s with 0 duplicates and 0 missing.
 * Needs DATABASE_URL (a database the bench may create databases from); BENCH_RECIPIENTS changes the size.
 */
import pg from 'pg';
import { freshDataPlace } from '../support/sendTasks/freshDataPlace';
import { startHoldingSmtpSink } from '../support/sendTasks/holdingSmtpSink';
import { addMailChannel, addTemplate, taskProgress } from '../support/sendTasks/mailSetup';
import {
  killServerProcesses,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../support/sendTasks/serverProcess';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 2000);
const TARGET = 200;

if (!process.env.DATABASE_URL) {
  console.log(
    'bench:messaging needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
  );
  process.exit(0);
}

const place = await freshDataPlace('postgres');
const sink = await startHoldingSmtpSink();
const servers: ServerProcess[] = [];
try {
  const env = {
    ...place.env,
    OUTBOUND_ALLOWLIST: '127.0.0.1',
    MESSAGE_POLL_MS: '100',
    MESSAGE_BATCH: process.env.MESSAGE_BATCH ?? '64',
    DIST_DIR: '/nonexistent',
  };
  // The first instance migrates and seeds; the second joins the same database.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
  const api = await signIn(servers[0]!.baseUrl);
  const templateId = await addTemplate(api.call, 'mail');
  const channelId = await addMailChannel(api.call, { host: '127.0.0.1', port: sink.port });
  const addresses = Array.from({ length: RECIPIENTS }, (_, i) => `bench${i}@example.test`);

  const started = performance.now();
  const created = await api.call<{ taskId: string }>('/message/send-task/add', {
    taskName: 'Benchmark',
    kind: 'mail',
    channelId,
    templateId,
    variables: { processName: 'Bench', sender: 'Bench', taskUrl: 'http://console.test/bench' },
    recipients: { addresses },
  });
  if (created.code !== '10000') throw new Error(`create: ${created.msg}`);
  let progress = await taskProgress(api.call, created.data.taskId);
  while (progress.status !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    progress = await taskProgress(api.call, created.data.taskId);
  }
  const seconds = (performance.now() - started) / 1000;

  const received = new Map<string, number>();
  for (const mail of sink.accepted) for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
  const duplicates = [...received.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const missing = addresses.filter((a) => !received.has(a)).length;

  const db = new pg.Client({ connectionString: place.env.DATABASE_URL });
  await db.connect();
  const split = await db.query<{ instance: string; n: number }>(
    `select split_part(lease_owner, ':', 2) as instance, count(*)::int as n from send_recipients
     where task_id = $1 and status = 'sent' group by 1 order by 1`,
    [created.data.taskId],
  );
  await db.end();

  const rate = RECIPIENTS / seconds;
  console.log(`\n${RECIPIENTS} recipients, 2 instances, PostgreSQL, loopback SMTP\n`);
  console.log('| recipients/s | seconds | sent | failed | duplicates | missing |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${rate.toFixed(0)} | ${seconds.toFixed(2)} | ${progress.counts.sent} | ${progress.counts.failed} | ${duplicates} | ${missing} |`,
  );
  console.log(
    `\nSent per instance (process id): ${split.rows.map((r) => `${r.instance}: ${r.n}`).join(', ')}`,
  );
  console.log(
    `Target ≥ ${TARGET} recipients/s with 0 duplicates: ${rate >= TARGET && duplicates === 0 && missing === 0 ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const server of servers) await server.stop();
  await killServerProcesses();
  await sink.close();
  await place.drop();
}
