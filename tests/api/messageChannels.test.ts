import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageChannels, notifyRules, operationLogs } from '../../server/db/schema';
import {
  closedPort,
  RECEIVER_KEYS,
  startRobotReceiver,
  startSmtpSink,
  type RobotReceiver,
  type SmtpSink,
} from '../support/messaging';
import { dbKind, startServer, type TestServer } from './harness';

const PASSWORD = 'smtp-Pa55word-never-shown';
let server: TestServer;
let sink: SmtpSink;
let receiver: RobotReceiver;
let admin: string;
let admin2: string;
/** Everything the server logged (at trace level) while this file ran. */
let logs = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs += chunk.toString('utf8');
    done();
  },
});
beforeAll(async () => {
  [sink, receiver] = await Promise.all([
    startSmtpSink({ auth: { user: 'ops', pass: PASSWORD } }),
    startRobotReceiver(),
  ]);
  server = await startServer({ outboundAllowlist: ['localhost', 'smtp.nowhere.invalid'] }, { logStream });
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
});
afterAll(async () => {
  await server.close();
  await Promise.all([sink.close(), receiver.close()]);
});

const call = async <T = unknown>(path: string, body: unknown, token = admin) =>
  (await server.request<T>('POST', `/message/channel${path}`, { token, body, language: 'en_US' })).body;

type Channel = {
  channelId: string;
  settings: Record<string, unknown>;
  secretsSet: Record<string, boolean>;
  status: string;
};
type Answer = { ok: boolean; answer: string; reply: string; durationMs: number };

const mailChannel = (settings: Record<string, unknown> = {}) => ({
  channelName: 'Ops mail',
  kind: 'mail',
  vendor: 'smtp',
  settings: {
    host: 'localhost',
    port: sink.port,
    tlsMode: 'none',
    user: 'ops',
    password: PASSWORD,
    sender: 'ops@example.com',
    ...settings,
  },
});
const addMail = async (settings: Record<string, unknown> = {}) => {
  const added = await call<{ channelId: string }>('/add', mailChannel(settings));
  expect(added.code, added.msg).toBe('10000');
  return added.data.channelId;
};

describe(`message channels on ${dbKind}`, () => {
  it('adds, reads, updates, disables and deletes a channel; its secret never comes back', async () => {
    const channelId = await addMail();
    const seen: unknown[] = [];
    const detail = await call<Channel>('/detail', { channelId });
    seen.push(detail);
    expect(detail.data).toMatchObject({
      settings: {
        host: 'localhost',
        port: sink.port,
        tlsMode: 'none',
        user: 'ops',
        sender: 'ops@example.com',
      },
      secretsSet: { password: true },
      rateLimit: 20,
      status: '0',
    });
    expect(detail.data.settings).not.toHaveProperty('password');
    // an update without the password keeps it
    seen.push(await call('/update', { channelId, ...mailChannel({ password: undefined, port: 2525 }) }));
    seen.push(await call('/page/list', { kind: 'mail', keyword: 'ops' }));
    const kept = await call<Channel>('/detail', { channelId });
    expect(kept.data).toMatchObject({ settings: { port: 2525 }, secretsSet: { password: true } });
    seen.push(
      await call('/update', {
        channelId,
        ...mailChannel({ password: undefined }),
        clearSecrets: ['password'],
      }),
    );
    expect((await call<Channel>('/detail', { channelId })).data.secretsSet).toEqual({ password: false });
    seen.push(await call('/status', { channelId, status: '1' }));
    const page = await call<{ total: number; rows: Channel[] }>('/page/list', { status: '1' });
    expect(page.data.rows.map((r) => r.channelId)).toEqual([channelId]);
    expect(JSON.stringify(seen)).not.toContain(PASSWORD);

    const [row] = await server.deps.db
      .select()
      .from(messageChannels)
      .where(eq(messageChannels.channelId, channelId));
    const logs = await server.deps.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetId, channelId));
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(JSON.stringify([row, logs])).not.toContain(PASSWORD);

    expect((await call('/delete', { channelId })).code).toBe('10000');
    expect((await call('/detail', { channelId })).code).toBe('40401');
  });

  it('keeps the password encrypted at rest and answers a test send with the SMTP reply', async () => {
    const channelId = await addMail();
    const [row] = await server.deps.db
      .select()
      .from(messageChannels)
      .where(eq(messageChannels.channelId, channelId));
    expect(row?.secrets).toMatch(/^password\|v1\./);
    const answer = await call<Answer>('/test', {
      channelId,
      address: 'li.si@example.com',
      subject: 'Hello from the console',
      body: 'It works.',
    });
    expect(answer.data).toMatchObject({
      ok: true,
      answer: 'Accepted by the provider',
      reply: expect.stringMatching(/^250 Ok: queued as \d+/) as string,
    });
    expect(sink.messages.at(-1)).toMatchObject({
      from: 'ops@example.com',
      to: ['li.si@example.com'],
      subject: 'Hello from the console',
      text: 'It works.',
    });
    const plain = await call<Answer>('/test', { channelId, address: 'li.si@example.com' });
    expect(plain.data.ok).toBe(true);
    expect(sink.messages.at(-1)?.subject).toBe('Test message: Ops mail');
    expect((await call('/test', { channelId, address: 'not-an-address' })).msg).toBe(
      '"not-an-address" is not a mail address',
    );
  });

  it.each([
    [{ port: 70000 }, 'settings.port', 'Port must be a whole number from 1 to 65535'],
    [{ port: 'abc' }, 'settings.port', 'Port must be a whole number from 1 to 65535'],
    [{ host: '' }, 'settings.host', 'Enter the SMTP server'],
    [{ tlsMode: 'ssl' }, 'settings.tlsMode', 'TLS mode must be one of: none, starttls, tls'],
    [
      { sender: 'ops at example' },
      'settings.sender',
      'Sender must be a mail address such as name@example.com',
    ],
    [{ user: true }, 'settings.user', 'User name must be text'],
    [{ webhookUrl: 'https://x.test' }, 'settings.webhookUrl', 'Unknown setting: webhookUrl'],
  ])('refuses the mail settings %j naming %s', async (settings, field, msg) => {
    const refused = await call('/add', mailChannel(settings));
    expect(refused).toMatchObject({ code: '40001', msg, data: { field } });
  });

  it('refuses bad robot settings and an unknown vendor by name', async () => {
    const robot = (vendor: string, settings: Record<string, unknown>) => ({
      channelName: 'Bot',
      kind: 'robot',
      vendor,
      settings,
    });
    expect(
      await call('/add', robot('dingtalk', { webhookUrl: 'ftp://x.test/send', mould: 'text' })),
    ).toMatchObject({
      msg: 'Webhook URL must be an http or https address without a user name or password',
      data: { field: 'settings.webhookUrl' },
    });
    expect(
      await call(
        '/add',
        robot('wecom', { webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send', mould: 'text' }),
      ),
    ).toMatchObject({
      msg: 'A WeCom robot webhook URL carries its key (…/webhook/send?key=…)',
      data: { field: 'settings.webhookUrl' },
    });
    expect(
      await call('/add', robot('telegram', { webhookUrl: 'https://x.test', mould: 'text' })),
    ).toMatchObject({
      msg: 'The vendor telegram is not offered for this kind of channel',
      data: { field: 'vendor' },
    });
  });

  it('answers a wrong port, an unknown host and a host outside the allowlist clearly, never with a server error', async () => {
    const port = await closedPort();
    const wrongPort = await addMail({ port });
    const refused = await call<Answer>('/test', { channelId: wrongPort, address: 'a@example.com' });
    expect(refused).toMatchObject({
      code: '10000',
      data: {
        ok: false,
        answer: `Could not connect to localhost:${port}: the connection was refused (check the host and port)`,
      },
    });
    const elsewhere = await addMail({ host: 'smtp.elsewhere.test' });
    expect(
      (await call<Answer>('/test', { channelId: elsewhere, address: 'a@example.com' })).data,
    ).toMatchObject({
      ok: false,
      answer: 'The host smtp.elsewhere.test is not in the outbound allowlist (OUTBOUND_ALLOWLIST)',
    });
    const nowhere = await addMail({ host: 'smtp.nowhere.invalid' });
    expect(
      (await call<Answer>('/test', { channelId: nowhere, address: 'a@example.com' })).data,
    ).toMatchObject({
      ok: false,
      answer: 'The host smtp.nowhere.invalid could not be resolved',
    });
    const loopback = await addMail({ host: '127.0.0.1' });
    expect((await call<Answer>('/test', { channelId: loopback, address: 'a@example.com' })).data.answer).toBe(
      'The host 127.0.0.1 resolves to the loopback address 127.0.0.1, which is refused unless listed in OUTBOUND_ALLOWLIST',
    );
  });

  it('sends a signed DingTalk test the receiver verifies, and shows the vendor refusal of a wrong secret', async () => {
    const added = await call<{ channelId: string }>('/add', {
      channelName: 'Alarm robot',
      kind: 'robot',
      vendor: 'dingtalk',
      settings: { webhookUrl: receiver.urls.dingtalk, secret: RECEIVER_KEYS.robotSecret, mould: 'markdown' },
    });
    const { channelId } = added.data;
    const answer = await call<Answer>('/test', {
      channelId,
      subject: 'Disk full',
      body: '**db1** is at 95%',
    });
    expect(answer.data).toMatchObject({
      ok: true,
      answer: 'Accepted by the provider',
      reply: 'HTTP 200: {"errcode":0,"errmsg":"ok"}',
    });
    expect(receiver.received.at(-1)).toMatchObject({
      vendor: 'dingtalk',
      body: { msgtype: 'markdown', markdown: { title: 'Disk full', text: '**db1** is at 95%' } },
    });
    const detail = await call<Channel>('/detail', { channelId });
    // the webhook URL carries the robot's access token: it is a secret too, never sent back
    expect(detail.data.secretsSet).toEqual({ webhookUrl: true, secret: true });
    expect(detail.data.settings).not.toHaveProperty('webhookUrl');
    expect(JSON.stringify(detail)).not.toContain(RECEIVER_KEYS.robotSecret);
    expect(JSON.stringify(detail)).not.toContain(receiver.urls.dingtalk);
    await call('/update', {
      channelId,
      channelName: 'Alarm robot',
      kind: 'robot',
      vendor: 'dingtalk',
      settings: { webhookUrl: receiver.urls.dingtalk, secret: 'SEC-not-the-one', mould: 'text' },
    });
    expect((await call<Answer>('/test', { channelId })).data).toMatchObject({
      ok: false,
      answer: 'The provider refused the message',
      reply: 'HTTP 200: {"errcode":310000,"errmsg":"sign not match"}',
    });
  });

  it('refuses to delete a channel a notification rule uses', async () => {
    const channelId = await addMail();
    const merchantId = (
      await server.deps.db.select().from(messageChannels).where(eq(messageChannels.channelId, channelId))
    )[0]!.merchantId;
    await server.deps.db.insert(notifyRules).values({
      ruleId: `rule-${channelId}`,
      merchantId,
      event: 'task.created',
      templateId: 'T1',
      channelIds: [channelId],
    });
    expect((await call('/delete', { channelId })).msg).toBe(
      'The channel "Ops mail" is in use (0 unfinished send tasks, 1 approval notification rules) and cannot be deleted; disable it instead',
    );
    expect((await call('/detail', { channelId })).code).toBe('10000');
  });

  it('keeps each tenant to its own channels', async () => {
    const channelId = await addMail();
    for (const [path, body] of [
      ['/detail', { channelId }],
      ['/test', { channelId, address: 'a@example.com' }],
      ['/status', { channelId, status: '1' }],
      ['/delete', { channelId }],
      ['/update', { channelId, ...mailChannel() }],
    ] as const)
      expect((await call(path, body, admin2)).code, path).toBe('40401');
    const theirs = await call<{ rows: Channel[] }>('/page/list', {}, admin2);
    expect(theirs.data.rows.map((r) => r.channelId)).not.toContain(channelId);
  });

  it('never writes a secret to the logs, though every request of this file was logged', () => {
    expect(logs).toContain('/message/channel/add');
    for (const secret of [
      PASSWORD,
      RECEIVER_KEYS.robotSecret as string,
      'SEC-not-the-one',
      receiver.urls.dingtalk,
    ])
      expect(logs).not.toContain(secret);
  });
});
