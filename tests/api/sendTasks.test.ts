/** Send tasks (console spec §2.3 "Send tasks") through the API, delivered by the in-process worker to a loopback sink. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { letters, sendRecipients, users } from '../../server/db/schema';
import { startSmtpSink, type SmtpSink } from '../support/messaging/smtpSink';
import { addMailChannel, addTemplate, taskProgress, type Call } from '../support/sendTasks/mailSetup';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let sink: SmtpSink;
let admin: Call;
let other: Call;
let mailTemplate: string;
let mailChannel: string;

const caller =
  (token: string): Call =>
  async (path, body) =>
    (await server.request('POST', path, { token, body, language: 'en_US' })).body as never;

type Recipient = {
  userName: string;
  address: string;
  status: string;
  answer: string;
  reply: string;
  attempts: number;
};
const recipients = async (taskId: string) =>
  (await admin<{ rows: Recipient[] }>('/message/send-task/recipient/page/list', { taskId, limit: 100 })).data
    .rows;
const done = (taskId: string, call = admin) =>
  eventually(async () => expect((await taskProgress(call, taskId)).status).toBe('done'), 15_000);
const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));

beforeAll(async () => {
  server = await startServer({ outboundAllowlist: ['127.0.0.1'] });
  sink = await startSmtpSink();
  admin = caller(await server.tokenFor('admin'));
  other = caller(await server.tokenFor('admin2'));
  mailTemplate = await addTemplate(admin, 'mail');
  mailChannel = await addMailChannel(admin, { host: '127.0.0.1', port: sink.port });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const mailTask = (extra: Record<string, unknown>) =>
  admin<{ taskId: string; recipientCount: number; withoutAddress: number }>('/message/send-task/add', {
    taskName: 'Notice',
    kind: 'mail',
    channelId: mailChannel,
    templateId: mailTemplate,
    variables: { processName: 'Leave', sender: 'Ops', taskUrl: 'http://console.test/t/1' },
    ...extra,
  });

describe(`send tasks on ${dbKind}`, () => {
  it('mails a role and explicit addresses once each, variables filled; a member without a mail is listed failed', async () => {
    await server.deps.db.update(users).set({ email: '' }).where(eq(users.userId, 'U1004'));
    const created = await mailTask({
      recipients: { roleIds: ['R102'], addresses: ['guest@example.test', 'LISI@xinghe-energy.cn'] },
    });
    expect(created.data).toMatchObject({ recipientCount: 2, withoutAddress: 1 });
    await done(created.data.taskId);
    const [mail] = mailsTo('lisi@xinghe-energy.cn');
    expect(mail).toMatchObject({ subject: 'Notice about Leave' });
    expect(mail?.text).toContain('Hello, Ops shares http://console.test/t/1 with you.');
    expect(mailsTo('guest@example.test')).toHaveLength(1);
    expect(mailsTo('lisi@xinghe-energy.cn')).toHaveLength(1);
    const rows = await recipients(created.data.taskId);
    const sent = rows.filter((r) => r.status === 'sent');
    expect(sent).toHaveLength(2);
    // the answer in the product's words, the SMTP server's own reply beside it
    for (const row of sent) {
      expect(row.answer).toBe('Accepted by the provider');
      expect(row.reply).toMatch(/^250 /);
    }
    const missing = rows.find((r) => r.status === 'failed');
    expect(missing).toMatchObject({ address: '', attempts: 0 });
    expect(missing?.answer).toMatch(/mail address/i);
    const progress = await taskProgress(admin, created.data.taskId);
    expect(progress.counts).toMatchObject({ total: 3, sent: 2, failed: 1, pending: 0 });
  });

  it('refuses an unknown variable, a template of another channel and a bad address, naming the field', async () => {
    const unknown = await mailTask({
      variables: { nobody: 'x' },
      recipients: { addresses: ['a@example.test'] },
    });
    expect(unknown).toMatchObject({ code: '40001', data: { field: 'variables' } });
    expect(unknown.msg).toContain('nobody');
    const letterTemplate = await addTemplate(admin, 'letter');
    const wrong = await mailTask({
      templateId: letterTemplate,
      recipients: { addresses: ['a@example.test'] },
    });
    expect(wrong).toMatchObject({ code: '40001', data: { field: 'templateId' } });
    const bad = await mailTask({ recipients: { addresses: ['not-a-mail'] } });
    expect(bad).toMatchObject({ code: '40001', data: { field: 'recipients.addresses' } });
    expect(bad.msg).toContain('not-a-mail');
  });

  it('refuses an approval template in a plain send task, naming the variables nobody fills, in the reader’s language', async () => {
    const approvalTemplate = await addTemplate(admin, 'mail', {
      event: 'instance.approved',
      subject: 'Approved: {{processName}}',
      body: '"{{processName}}" from {{applicant}} has reached "{{approver}}"',
    });
    const task = { templateId: approvalTemplate, recipients: { addresses: ['a@example.test'] } };
    const empty = await mailTask({ ...task, variables: { processName: 'Leave', approver: '  ' } });
    expect(empty).toMatchObject({ code: '40001', data: { field: 'variables' } });
    expect(empty.msg).toBe(
      'The template "Notice by mail" uses {{applicant}}, {{approver}}, which a send task does not fill in by itself: enter a value for each.',
    );
    const zh = await server.request<{ field: string }>('POST', '/message/send-task/add', {
      token: await server.tokenFor('admin'),
      language: 'zh_CN',
      body: { taskName: 'Notice', kind: 'mail', channelId: mailChannel, ...task },
    });
    expect(zh.body.msg).toContain('{{processName}}, {{applicant}}, {{approver}}');
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const filled = await mailTask({
      ...task,
      variables: { processName: 'Leave', applicant: 'Li Lei', approver: 'Wang Wu' },
    });
    expect(filled.code).toBe('10000');
    await done(filled.data.taskId);
    expect(mailsTo('a@example.test').at(-1)?.text).toContain('"Leave" from Li Lei has reached "Wang Wu"');
  });

  it('retries the failed recipients once the channel works', async () => {
    const blocked = await addMailChannel(admin, { host: 'mail.blocked.test', port: 25 });
    const created = await mailTask({ channelId: blocked, recipients: { addresses: ['retry@example.test'] } });
    await done(created.data.taskId);
    const [failed] = await recipients(created.data.taskId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.answer).not.toBe('');
    const fixed = await admin('/message/channel/update', {
      channelId: blocked,
      channelName: 'Mail fixed',
      kind: 'mail',
      vendor: 'smtp',
      settings: { host: '127.0.0.1', port: sink.port, tlsMode: 'none', sender: 'notice@example.test' },
      rateLimit: 10000,
    });
    expect(fixed.code).toBe('10000');
    const retried = await admin<{ queued: number }>('/message/send-task/retry', {
      taskId: created.data.taskId,
    });
    expect(retried.data.queued).toBe(1);
    await done(created.data.taskId);
    expect(mailsTo('retry@example.test')).toHaveLength(1);
  });

  it('cancels the recipients of a scheduled task; nothing goes out', async () => {
    const later = new Date(server.clock.now.getTime() + 3_600_000).toISOString();
    const created = await mailTask({
      sendAt: later,
      recipients: { addresses: ['later1@example.test', 'later2@example.test'] },
    });
    expect((await taskProgress(admin, created.data.taskId)).status).toBe('scheduled');
    const cancelled = await admin<{ cancelled: number }>('/message/send-task/cancel', {
      taskId: created.data.taskId,
    });
    expect(cancelled.data.cancelled).toBe(2);
    const progress = await taskProgress(admin, created.data.taskId);
    expect(progress).toMatchObject({ status: 'cancelled', counts: { cancelled: 2, pending: 0 } });
    const retry = await admin('/message/send-task/retry', { taskId: created.data.taskId });
    expect(retry.code).toBe('50001');
    expect(mailsTo('later1@example.test')).toHaveLength(0);
  });

  it('writes site messages to the people picked', async () => {
    const letterTemplate = await addTemplate(admin, 'letter');
    const created = await admin<{ taskId: string }>('/message/send-task/add', {
      taskName: 'Bell',
      kind: 'letter',
      templateId: letterTemplate,
      variables: { processName: 'Bell drill', sender: 'Ops', taskUrl: 'http://console.test/t/2' },
      recipients: { userIds: ['U1002'] },
    });
    await done(created.data.taskId);
    const rows = await server.deps.db
      .select()
      .from(letters)
      .where(and(eq(letters.userId, 'U1002'), eq(letters.bizId, created.data.taskId)));
    expect(rows.map((r) => r.title)).toEqual(['Notice about Bell drill']);
  });

  it("keeps to the channel's rate limit: no second holds more claims than the limit", async () => {
    const slow = await addMailChannel(admin, { host: '127.0.0.1', port: sink.port }, { rateLimit: 4 });
    const addresses = Array.from({ length: 10 }, (_, i) => `paced${i}@example.test`);
    const created = await mailTask({ channelId: slow, recipients: { addresses } });
    await done(created.data.taskId);
    const claims = (
      await server.deps.db
        .select({ leaseUntil: sendRecipients.leaseUntil })
        .from(sendRecipients)
        .where(eq(sendRecipients.taskId, created.data.taskId))
    ).map((r) => r.leaseUntil?.getTime() ?? 0);
    const busiest = Math.max(
      ...claims.map((start) => claims.filter((c) => c >= start && c < start + 1000).length),
    );
    expect(busiest).toBeLessThanOrEqual(4);
    expect(addresses.filter((a) => mailsTo(a).length !== 1)).toEqual([]);
  });

  it("keeps a tenant's tasks from another tenant", async () => {
    const created = await mailTask({ recipients: { addresses: ['private@example.test'] } });
    const { taskId } = created.data;
    expect((await other('/message/send-task/detail', { taskId })).code).toBe('40401');
    expect((await other('/message/send-task/recipient/page/list', { taskId })).code).toBe('40401');
    expect((await other('/message/send-task/cancel', { taskId })).code).toBe('40401');
    const page = await other<{ rows: { taskId: string }[] }>('/message/send-task/page/list', { limit: 100 });
    expect(page.data.rows.map((r) => r.taskId)).not.toContain(taskId);
    const mine = await admin<{ rows: { taskId: string }[] }>('/message/send-task/page/list', { limit: 100 });
    expect(mine.data.rows.map((r) => r.taskId)).toContain(taskId);
  });
});
