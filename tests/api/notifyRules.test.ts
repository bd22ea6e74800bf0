/** Approval notification rules: their checks, and an approval assignment arriving as a mail with the task's link. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { startSmtpSink, type SmtpSink } from '../support/messaging/smtpSink';
import { addMailChannel, addTemplate, type Call } from '../support/sendTasks/mailSetup';
import { runDueReminders } from '../../server/modules/approval/reminders/fillReminders';
import { IDS, approve, publish, startApp, taskOn } from './approval.kit';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let sink: SmtpSink;
let adminToken: string;
let admin: Call;
let channelId: string;

const caller =
  (token: string): Call =>
  async (path, body) =>
    (await server.request('POST', path, { token, body, language: 'en_US' })).body as never;

type Rule = { ruleId: string; flowId: string; event: string; templateName: string; channelNames: string[] };

beforeAll(async () => {
  server = await startServer({ outboundAllowlist: ['127.0.0.1'] });
  sink = await startSmtpSink();
  adminToken = await server.tokenFor('admin');
  admin = caller(adminToken);
  channelId = await addMailChannel(
    admin,
    { host: '127.0.0.1', port: sink.port },
    { channelName: 'Office mail' },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

describe(`approval notification rules on ${dbKind}`, () => {
  it('refuses a template of another event and an unknown channel', async () => {
    const ccTemplate = await addTemplate(admin, 'mail');
    const wrongEvent = await admin('/message/notify-rule/save', {
      event: 'task.created',
      templateId: ccTemplate,
      channelIds: [channelId],
    });
    expect(wrongEvent).toMatchObject({ code: '40001', data: { field: 'templateId' } });
    const noChannel = await admin('/message/notify-rule/save', {
      event: 'cc.received',
      templateId: ccTemplate,
      channelIds: ['nope'],
    });
    expect(noChannel).toMatchObject({ code: '40001', data: { field: 'channelIds' } });
  });

  it('mails the approver a link to the task when a tenant rule binds task.created', async () => {
    const templateId = await addTemplate(admin, 'mail', {
      event: 'task.created',
      subject: 'To do: {{processName}}',
      body: '{{applicant}} asks you to handle {{taskName}}: {{taskUrl}}',
    });
    const saved = await admin<{ ruleId: string }>('/message/notify-rule/save', {
      event: 'task.created',
      templateId,
      channelIds: [channelId],
    });
    expect(saved.code).toBe('10000');
    const list = await admin<Rule[]>('/message/notify-rule/list', {});
    expect(list.data).toEqual([
      expect.objectContaining({ flowId: '', event: 'task.created', channelNames: ['Office mail'] }),
    ]);

    const processId = await publish(server, adminToken, flow([approver('a1', [IDS.lisi])]));
    const applicant = await server.tokenFor('zhangsan');
    const instanceId = await startApp(server, applicant, processId, { days: 2 });
    const taskId = await taskOn(server, await server.tokenFor('lisi'), instanceId);
    const mail = await eventually(() => {
      const found = sink.messages.find((m) => m.to.includes('lisi@xinghe-energy.cn'));
      if (!found) throw new Error('no mail yet');
      return found;
    }, 15_000);
    expect(mail.subject).toMatch(/^To do: Flow /);
    expect(mail.text).toContain(`/approval/todo?taskId=${taskId}`);
    expect(mail.text).toMatch(/^\S+ asks you to handle /);
    // the send task the rule made is named by the flow and the event in words, never the event's code, in the
    // tenant's default language (Chinese) for its administrators, whatever language the applicant asked in
    const made = await admin<{ rows: { taskName: string }[] }>('/message/send-task/page/list', {});
    expect(made.data.rows.map((r) => r.taskName)).toEqual([expect.stringMatching(/^Flow .+：待办任务$/)]);

    const deleted = await admin('/message/notify-rule/delete', { ruleId: saved.data.ruleId });
    expect(deleted.code).toBe('10000');
    expect((await admin<Rule[]>('/message/notify-rule/list', {})).data).toEqual([]);
  });

  it('mails the applicant when an administrator voids the approved application and a rule binds instance.voided', async () => {
    const templateId = await addTemplate(admin, 'mail', {
      event: 'instance.voided',
      subject: 'Voided: {{processName}}',
      body: '{{approver}} voided it',
    });
    const saved = await admin<{ ruleId: string }>('/message/notify-rule/save', {
      event: 'instance.voided',
      templateId,
      channelIds: [channelId],
    });
    expect(saved.code).toBe('10000');
    const processId = await publish(server, adminToken, flow([approver('a1', [IDS.lisi])]), { void: true });
    const applicant = await server.tokenFor('zhangsan');
    const instanceId = await startApp(server, applicant, processId, { days: 1 });
    const lisi = await server.tokenFor('lisi');
    expect(await approve(server, lisi, await taskOn(server, lisi, instanceId))).toMatchObject({
      code: '10000',
    });
    expect(await admin('/jflow/void', { id: instanceId, comment: 'booked twice' })).toMatchObject({
      code: '10000',
    });
    const mail = await eventually(() => {
      const found = sink.messages.find((m) => m.to.includes('zhangsan@xinghe-energy.cn'));
      if (!found) throw new Error('no mail yet');
      return found;
    }, 15_000);
    expect(mail.subject).toMatch(/^Voided: Flow /);
    await admin('/message/notify-rule/delete', { ruleId: saved.data.ruleId });
  });

  it('mails a reminder to fill in when a rule binds form.reminder', async () => {
    const templateId = await addTemplate(admin, 'mail', {
      event: 'form.reminder',
      subject: 'Please apply: {{processName}}',
      body: 'Dear {{applicant}}, please apply for {{processName}}',
    });
    const saved = await admin<{ ruleId: string }>('/message/notify-rule/save', {
      event: 'form.reminder',
      templateId,
      channelIds: [channelId],
    });
    expect(saved.code).toBe('10000');
    server.clock.now = new Date('2026-11-21T09:00:00Z');
    const who = { members: [{ id: IDS.wangwu, name: 'wangwu' }], roles: [], organisations: [] };
    await publish(server, adminToken, flow([approver('a1', [IDS.lisi])]), {
      reminders: [{ id: 'r', day: 21, time: '08:00', isEnabled: true, who, message: 'File it' }],
    });
    await runDueReminders(server.deps, server.clock.now);
    const mail = await eventually(() => {
      const found = sink.messages.find((m) => m.to.includes('wangwu@xinghe-energy.cn'));
      if (!found) throw new Error('no mail yet');
      return found;
    }, 15_000);
    expect(mail.subject).toMatch(/^Please apply: Flow /);
    expect(mail.text).toMatch(/^Dear \S+, please apply for Flow /);
    await admin('/message/notify-rule/delete', { ruleId: saved.data.ruleId });
  });
});
