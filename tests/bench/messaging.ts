/**
 * `npm run bench:messaging`: recipients per second of one send task, delivered over SMTP, first with one server
 * instance taking its jobs, then with two (child processes on one PostgreSQL database). Targets: at least 200
 * recipients/s with one instance and 350/s with two, 0 duplicates and 0 missing.
 *
 * The mail server is a real one where it can run: a private Debian Postfix (`postfixSink.ts`, needs the `postfix`
 * package and root), which queues and delivers every message; duplicates and missing recipients are counted from
 * what it delivered. Elsewhere it falls back to the loopback test sink (`smtp-server`) and says so.
 * Needs DATABASE_URL (a database the bench may create databases from); BENCH_RECIPIENTS changes the size.
 */
import pg from 'pg';
import { freshDataPlace } from '../support/sendTasks/freshDataPlace';
import { startHoldingSmtpSink } from '../support/sendTasks/holdingSmtpSink';
import { addMailChannel, addTemplate, taskProgress, type Call } from '../support/sendTasks/mailSetup';
import {
  killServerProcesses,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../support/sendTasks/serverProcess';
import { loadAverage } from './loadAverage';
import { postfixAvailable, startPostfixSink } from './postfixSink';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 2000);
const TARGETS = { 1: 200, 2: 350 } as const;
/** Connections an instance's mail pool opens (transportPool.ts), for the bare client's sessions. */
const POOL_CONNECTIONS = 5;
/** About the size of one of the bench's mails, for the bare client's messages. */
const MESSAGE_BYTES = 1200;

if (!process.env.DATABASE_URL) {
  console.log(
    'bench:messaging needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
  );
  process.exit(0);
}

/** The mail server: what it received per recipient, after everything sent has arrived. */
interface MailServer {
  name: string;
  port: number;
  /** Messages/s of a bare SMTP client over `sessions` connections, or undefined where none runs. */
  bareRate(sessions: number): Promise<number | undefined>;
  receivedBy(expected: number): Promise<Map<string, number>>;
  close(): Promise<void> | void;
}

const postfixServer = async (): Promise<MailServer> => {
  const sink = await startPostfixSink();
  let before = 0;
  return {
    name: 'Postfix 3.7 (Debian), queued and delivered to a maildir',
    port: sink.port,
    bareRate: async (sessions) => {
      const rate = sink.bareRate(RECIPIENTS, sessions, MESSAGE_BYTES);
      await sink.waitDelivered(before + RECIPIENTS, 120_000);
      before += RECIPIENTS;
      return rate;
    },
    receivedBy: async (expected) => {
      await sink.waitDelivered(before + expected, 120_000);
      const all = sink.delivered();
      before = [...all.values()].reduce((sum, n) => sum + n, 0);
      return all;
    },
    close: () => sink.close(),
  };
};

const testSink = async (): Promise<MailServer> => {
  const sink = await startHoldingSmtpSink();
  return {
    name: 'the loopback test sink (smtp-server): Postfix is not installed or this is not root',
    port: sink.port,
    bareRate: () => Promise.resolve(undefined),
    receivedBy: async () => {
      const received = new Map<string, number>();
      for (const mail of sink.accepted)
        for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
      return received;
    },
    close: () => sink.close(),
  };
};

const load = loadAverage;

const place = await freshDataPlace('postgres');
const mail = postfixAvailable() ? await postfixServer() : await testSink();
const servers: ServerProcess[] = [];
try {
  const env = {
    ...place.env,
    OUTBOUND_ALLOWLIST: '127.0.0.1',
    MESSAGE_POLL_MS: '100',
    MESSAGE_BATCH: process.env.MESSAGE_BATCH ?? '64',
    DIST_DIR: '/nonexistent',
  };
  // The first instance migrates and seeds; the second joins the same database for the second run.
  servers.push(await startServerProcess(env));
  const api = await signIn(servers[0]!.baseUrl);
  const templateId = await addTemplate(api.call, 'mail');
  const channelId = await addMailChannel(api.call, { host: '127.0.0.1', port: mail.port });
  const db = new pg.Client({ connectionString: place.env.DATABASE_URL });
  await db.connect();

  const run = async (call: Call, instances: 1 | 2) => {
    const addresses = Array.from({ length: RECIPIENTS }, (_, i) => `run${instances}-${i}@example.test`);
    const loadBefore = load();
    const started = performance.now();
    const created = await call<{ taskId: string }>('/message/send-task/add', {
      taskName: `Benchmark, ${instances} instance(s)`,
      kind: 'mail',
      channelId,
      templateId,
      variables: { processName: 'Bench', sender: 'Bench', taskUrl: 'http://console.test/bench' },
      recipients: { addresses },
    });
    if (created.code !== '10000') throw new Error(`create: ${created.msg}`);
    let progress = await taskProgress(call, created.data.taskId);
    while (progress.status !== 'done') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      progress = await taskProgress(call, created.data.taskId);
    }
    const seconds = (performance.now() - started) / 1000;
    const received = await mail.receivedBy(RECIPIENTS);
    const duplicates = addresses.reduce((sum, a) => sum + Math.max(0, (received.get(a) ?? 0) - 1), 0);
    const missing = addresses.filter((a) => !received.has(a)).length;
    const split = await db.query<{ instance: string; n: number }>(
      `select split_part(lease_owner, ':', 2) as instance, count(*)::int as n from send_recipients
       where task_id = $1 and status = 'sent' group by 1 order by 1`,
      [created.data.taskId],
    );
    const rate = RECIPIENTS / seconds;
    const target = TARGETS[instances];
    // the bare client right after, on the same server, with as many connections as the instances' pools
    const bare = await mail.bareRate(POOL_CONNECTIONS * instances);
    const ratio = bare ? `${bare.toFixed(0)} | ${(rate / bare).toFixed(2)}×` : 'n/a | n/a';
    const met = rate >= target && duplicates === 0 && missing === 0 && progress.counts.failed === 0;
    console.log(
      `| ${instances} | ${rate.toFixed(0)} | ≥ ${target} | ${ratio} | ${seconds.toFixed(2)} | ${progress.counts.sent} | ${progress.counts.failed} | ${duplicates} | ${missing} | ${split.rows.map((r) => r.n).join(' + ')} | ${loadBefore} → ${load()} | ${met ? 'met' : 'NOT met'} |`,
    );
    return met;
  };

  console.log(`\n${RECIPIENTS} recipients per run, PostgreSQL; mail server: ${mail.name}\n`);
  console.log(
    '| instances | recipients/s | goal | bare smtp-source/s | ours ÷ bare | seconds | sent | failed | duplicates | missing | sent per instance | load average | |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |');
  const one = await run(api.call, 1);
  servers.push(await startServerProcess(env));
  const two = await run(api.call, 2);
  await db.end();
  process.exitCode = one && two ? 0 : 1;
} finally {
  for (const server of servers) await server.stop();
  await killServerProcesses();
  await mail.close();
  await place.drop();
}
