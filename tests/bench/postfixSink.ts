/**
 * A private Postfix instance for the messaging benchmark: Debian's `postfix`, its own configuration, queue and
 * maildir in a temporary folder, listening on 127.0.0.1 at a free port. It accepts mail for `example.test` and
 * delivers every message into one maildir, where `Delivered-To` names the recipient, so duplicates and missing
 * recipients are counted from what a real mail server queued and delivered. Needs root (Postfix's master runs as
 * root and drops to the `postfix` user); `available()` says whether it can run here.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort';

const POSTFIX = '/usr/sbin/postfix';

export const postfixAvailable = () => existsSync(POSTFIX) && process.getuid?.() === 0;

const idsOf = (user: string) => ({
  uid: Number(execFileSync('id', ['-u', user]).toString().trim()),
  gid: Number(execFileSync('id', ['-g', user]).toString().trim()),
});

/** Postfix's default master.cf with its SMTP listener moved to `port` and no service chrooted to the queue. */
const masterConfig = (port: number) =>
  readFileSync('/etc/postfix/master.cf', 'utf8')
    .split('\n')
    .map((line) => {
      if (line.startsWith('#') || !/^\S/.test(line)) return line;
      const fields = line.split(/\s+/);
      if (fields[0] === 'smtp' && fields[1] === 'inet') fields[0] = `127.0.0.1:${port}`;
      if (fields.length >= 8 && fields[4] === 'y') fields[4] = 'n';
      return fields.join(' ');
    })
    .join('\n');

export interface PostfixSink {
  port: number;
  /**
   * The bare baseline: Postfix's own load generator (`smtp-source`) sends `messages` messages of `bytes` bytes over
   * `sessions` connections kept open; answers messages per second. They count in `delivered()` like any other.
   */
  bareRate(messages: number, sessions: number, bytes: number): number;
  /** Recipient → messages delivered to it. */
  delivered(): Map<string, number>;
  /** Waits until `count` messages are delivered (Postfix queues first, delivers just after). */
  waitDelivered(count: number, timeoutMs: number): Promise<void>;
  close(): void;
}

export const startPostfixSink = async (): Promise<PostfixSink> => {
  const base = mkdtempSync(path.join(tmpdir(), 'pfbench-'));
  // the postfix user walks through it to its data and mail folders
  chmodSync(base, 0o755);
  const dirs = { etc: `${base}/etc`, queue: `${base}/queue`, data: `${base}/data`, mail: `${base}/mail` };
  for (const dir of Object.values(dirs)) execFileSync('mkdir', ['-p', dir]);
  const postfixUser = idsOf('postfix');
  for (const dir of [dirs.data, dirs.mail]) chownSync(dir, postfixUser.uid, postfixUser.gid);
  const port = await freePort();
  writeFileSync(
    `${dirs.etc}/main.cf`,
    [
      'compatibility_level = 3.6',
      `queue_directory = ${dirs.queue}`,
      `data_directory = ${dirs.data}`,
      'mail_owner = postfix',
      'myhostname = bench.localhost',
      'mydestination =',
      'inet_interfaces = 127.0.0.1',
      'inet_protocols = ipv4',
      'mynetworks = 127.0.0.0/8',
      'smtpd_relay_restrictions = permit_mynetworks, reject',
      'virtual_mailbox_domains = example.test',
      `virtual_mailbox_base = ${dirs.mail}`,
      'virtual_mailbox_maps = static:inbox/',
      `virtual_uid_maps = static:${postfixUser.uid}`,
      `virtual_gid_maps = static:${postfixUser.gid}`,
      'smtpd_client_connection_count_limit = 0',
      'smtpd_client_message_rate_limit = 0',
      'smtpd_client_recipient_rate_limit = 0',
      `maillog_file_prefixes = ${base}`,
      `maillog_file = ${dirs.data}/maillog`,
      'syslog_name = pfbench',
      '',
    ].join('\n'),
  );
  writeFileSync(`${dirs.etc}/master.cf`, masterConfig(port));
  execFileSync(POSTFIX, ['-c', dirs.etc, 'start'], { stdio: 'ignore' });
  const inbox = `${dirs.mail}/inbox/new`;
  const delivered = () => {
    const counts = new Map<string, number>();
    if (!existsSync(inbox)) return counts;
    for (const file of readdirSync(inbox)) {
      const head = readFileSync(path.join(inbox, file), 'utf8').split(/\r?\n\r?\n/)[0] ?? '';
      const to = /^delivered-to:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };
  const deliveredCount = () => (existsSync(inbox) ? readdirSync(inbox).length : 0);
  return {
    port,
    bareRate: (messages, sessions, bytes) => {
      const started = performance.now();
      execFileSync(
        '/usr/sbin/smtp-source',
        ['-c', '-d', '-l', String(bytes), '-m', String(messages), '-s', String(sessions)].concat([
          '-f',
          'bare@bench.localhost',
          '-t',
          'bare@example.test',
          `127.0.0.1:${port}`,
        ]),
        { stdio: 'ignore' },
      );
      return messages / ((performance.now() - started) / 1000);
    },
    delivered,
    waitDelivered: async (count, timeoutMs) => {
      const until = Date.now() + timeoutMs;
      while (deliveredCount() < count && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 200));
    },
    close: () => {
      execFileSync(POSTFIX, ['-c', dirs.etc, 'stop'], { stdio: 'ignore' });
      rmSync(base, { recursive: true, force: true });
    },
  };
};
