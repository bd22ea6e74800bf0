/**
 * Mails and robot messages in the reader's language (issue 29: "letters, mails and robot messages render per recipient
 * in the recipient's language"): delivered by the in-process worker to a loopback SMTP server and robot receiver.
 * A template the administrator typed stays as typed, one the product wrote reads in each recipient's language, and so
 * does the name of a node the designer left at its default.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { RECEIVER_KEYS, startRobotReceiver, type RobotReceiver } from '../support/messaging/robotReceiver';
import { startSmtpSink, type SmtpSink } from '../support/messaging/smtpSink';
import { addMailChannel, addTemplate, taskProgress, type Call } from '../support/sendTasks/mailSetup';
import { IDS, approve, ok, publish, startApp, taskOn } from './approval.kit';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let sink: SmtpSink;
let receiver: RobotReceiver;
let admin: Call;
let mailChannel: string;
const tokens: Record<string, string> = {};

const caller =
  (token: string): Call =>
  async (path, body) =>
    (await server.request('POST', path, { token, body, language: 'en_US' })).body as never;
const token = (name: string) => tokens[name] ?? '';
const mailsTo = (address: string, about: string) =>
  sink.messages.filter((m) => m.to.includes(address) && m.subject.includes(about));
const chooseLanguage = async (name: string, locale: string) =>
  ok((await server.request('POST', '/user/language', { token: token(name), body: { locale } })).body);
/** A template of the administrator's for the task.created event, bound by the tenant's rule to one channel. */
const taskRule = async (channel: string, channelId: string, subject: string, body: string) => {
  const templateId = await addTemplate(admin, channel, { event: 'task.created', subject, body });
  return (
    await admin<{ ruleId: string }>('/message/notify-rule/save', {
      event: 'task.created',
      templateId,
      channelIds: [channelId],
    })
  ).data.ruleId;
};
/** Publishes a flow and answers its id and (random) name. */
const publishFlow = async (tree: Parameters<typeof publish>[2]) => {
  const processId = await publish(server, token('admin'), tree);
  const detail = await server.request<{ processName: string }>('GET', `/jflow/detail?id=${processId}`, {
    token: token('admin'),
  });
  return { processId, processName: ok(detail.body).processName };
};

beforeAll(async () => {
  sink = await startSmtpSink();
  receiver = await startRobotReceiver();
  server = await startServer({ outboundAllowlist: ['127.0.0.1', 'localhost'] });
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
  admin = caller(token('admin'));
  mailChannel = await addMailChannel(admin, { host: '127.0.0.1', port: sink.port });
  // zhangsan reads Chinese, wangwu and the approver lisi English; zhaoliu chose nothing (the tenant's default, Chinese)
  await chooseLanguage('zhangsan', 'zh_CN');
  await chooseLanguage('wangwu', 'en_US');
  await chooseLanguage('lisi', 'en_US');
});
afterAll(async () => {
  await server.close();
  await sink.close();
  await receiver.close();
});

describe(`mails and robot messages in the reader's language on ${dbKind}`, () => {
  it('a Chinese and an English reader get the same task mail, each in their own language, after an English approver acts', async () => {
    const ruleId = await taskRule(
      'mail',
      mailChannel,
      'To do: {{processName}}',
      '{{applicant}} asks you to handle "{{taskName}}": {{taskUrl}}',
    );
    // the designer left the second node's name at its default, in English
    const { processId, processName } = await publishFlow(
      flow([
        approver('a1', [IDS.lisi]),
        approver('a2', [IDS.zhangsan, IDS.wangwu], { nodeName: 'Approver', examineMode: 2 }),
      ]),
    );
    const instanceId = await startApp(server, token('zhaoliu'), processId, { days: 1 });
    expect(
      await approve(server, token('lisi'), await taskOn(server, token('lisi'), instanceId)),
    ).toMatchObject({
      code: '10000',
    });

    const [chinese, english] = await eventually(() => {
      const found = [
        mailsTo('zhangsan@xinghe-energy.cn', processName),
        mailsTo('wangwu@xinghe-energy.cn', processName),
      ];
      if (found.some((mails) => mails.length === 0)) throw new Error('not every mail has arrived');
      return found;
    }, 15_000);
    expect(chinese).toHaveLength(1);
    expect(english).toHaveLength(1);
    // the administrator's template stays as typed; the node's default name is each reader's own word for it
    expect(chinese?.[0]?.subject).toBe(`To do: ${processName}`);
    expect(chinese?.[0]?.text).toMatch(/^\S+ asks you to handle "审批人": http/);
    expect(english?.[0]?.subject).toBe(`To do: ${processName}`);
    expect(english?.[0]?.text).toMatch(/^\S+ asks you to handle "Approver": http/);
    // the send tasks are named for the tenant's administrators in the tenant's default language, not the actor's
    const made = await admin<{ rows: { taskName: string }[] }>('/message/send-task/page/list', {});
    const names = made.data.rows.map((row) => row.taskName).filter((name) => name.startsWith(processName));
    expect(names).toEqual([`${processName}：待办任务`, `${processName}：待办任务`]);
    await admin('/message/notify-rule/delete', { ruleId });
  });

  it("the applicant's mail about a refusal carries the approver's reason, and an approval's carries the comment", async () => {
    const rules = await Promise.all(
      (
        [
          ['instance.rejected', 'Refused: {{processName}}', 'Reason: {{comment}}'],
          ['instance.approved', 'Approved: {{processName}}', 'Comment: {{comment}}'],
        ] as const
      ).map(async ([event, subject, body]) => {
        const templateId = await addTemplate(admin, 'mail', { event, subject, body });
        return (
          await admin<{ ruleId: string }>('/message/notify-rule/save', {
            event,
            templateId,
            channelIds: [mailChannel],
          })
        ).data.ruleId;
      }),
    );
    const { processId, processName } = await publishFlow(flow([approver('a1', [IDS.lisi])]));
    const refused = await startApp(server, token('zhaoliu'), processId, { days: 1 });
    await approve(server, token('lisi'), await taskOn(server, token('lisi'), refused), {
      isPass: false,
      comment: 'Not this week',
    });
    const approved = await startApp(server, token('zhaoliu'), processId, { days: 2 });
    await approve(server, token('lisi'), await taskOn(server, token('lisi'), approved), {
      comment: 'Enjoy the days off',
    });
    const [refusal, approval] = await eventually(() => {
      const found = [
        mailsTo('zhaoliu@xinghe-energy.cn', `Refused: ${processName}`),
        mailsTo('zhaoliu@xinghe-energy.cn', `Approved: ${processName}`),
      ];
      if (found.some((mails) => mails.length === 0)) throw new Error('not every mail has arrived');
      return found;
    }, 15_000);
    expect(refusal?.map((mail) => mail.text)).toEqual(['Reason: Not this week']);
    expect(approval?.map((mail) => mail.text)).toEqual(['Comment: Enjoy the days off']);
    for (const ruleId of rules) await admin('/message/notify-rule/delete', { ruleId });
  });

  it("a robot message to a group chat follows the tenant's default language, not the reader's or the actor's", async () => {
    const robotChannel = (
      await admin<{ channelId: string }>('/message/channel/add', {
        channelName: 'Team robot',
        kind: 'robot',
        vendor: 'dingtalk',
        settings: { webhookUrl: receiver.urls.dingtalk, secret: RECEIVER_KEYS.robotSecret, mould: 'text' },
        rateLimit: 1000,
      })
    ).data.channelId;
    const ruleId = await taskRule('robot', robotChannel, '', '{{processName}} waits at "{{taskName}}"');
    const { processId, processName } = await publishFlow(
      flow([approver('a1', [IDS.lisi], { nodeName: 'Approver' })]),
    );
    const robotSaid = () =>
      eventually(() => {
        const said = receiver.received
          .map((call) => (call.body.text as { content?: string } | undefined)?.content ?? '')
          .filter((content) => content.startsWith(processName));
        if (said.length === 0) throw new Error('no message yet');
        return said;
      }, 15_000);

    // lisi, the one reader of the task, reads English, and so does the applicant who acted: the group reads Chinese
    await startApp(server, token('wangwu'), processId, { days: 1 });
    expect(await robotSaid()).toEqual([`${processName} waits at "审批人"`]);

    expect(
      (await admin('/i18n/default/update', { locale: 'en_US' })).code,
      'the tenant now reads English by default',
    ).toBe('10000');
    try {
      await startApp(server, token('zhangsan'), processId, { days: 2 });
      await eventually(async () => expect(await robotSaid()).toHaveLength(2), 15_000);
      expect((await robotSaid())[1]).toBe(`${processName} waits at "Approver"`);
    } finally {
      await admin('/i18n/default/update', { locale: 'zh_CN' });
      await admin('/message/notify-rule/delete', { ruleId });
    }
  });

  it('a send task to recipients of mixed languages mails each of them exactly once, the typed text as typed', async () => {
    const templateId = await addTemplate(admin, 'mail', {
      event: 'task.created',
      subject: 'Notice about {{processName}}',
      body: '{{applicant}} asks the "{{taskName}}" of {{processName}} to read {{taskUrl}}',
    });
    const about = `Leave ${Math.random().toString(36).slice(2, 7)}`;
    const created = await admin<{ taskId: string; recipientCount: number }>('/message/send-task/add', {
      taskName: 'Mixed readers',
      kind: 'mail',
      channelId: mailChannel,
      templateId,
      variables: {
        processName: about,
        applicant: 'Ops',
        taskName: 'Approver',
        taskUrl: 'http://console.test/t/1',
      },
      // wangwu is named, holds the role and is typed as an address too; zhangsan reads Chinese, zhaoliu the default
      recipients: {
        userIds: [IDS.zhangsan, IDS.wangwu, IDS.zhaoliu],
        roleIds: ['R102'],
        addresses: ['WANGWU@xinghe-energy.cn', 'guest@example.test'],
      },
    });
    expect(created.code).toBe('10000');
    await eventually(
      async () => expect((await taskProgress(admin, created.data.taskId)).status).toBe('done'),
      15_000,
    );
    const everyone = [
      'zhangsan@xinghe-energy.cn',
      'wangwu@xinghe-energy.cn',
      'zhaoliu@xinghe-energy.cn',
      'lisi@xinghe-energy.cn',
      'guest@example.test',
    ];
    expect(created.data.recipientCount).toBe(everyone.length);
    for (const address of everyone) {
      const mails = mailsTo(address, about);
      expect(mails, address).toHaveLength(1);
      // what the sender typed is sent as typed, to a Chinese reader too
      expect(mails[0]?.text).toBe(`Ops asks the "Approver" of ${about} to read http://console.test/t/1`);
    }
  });

  it("site messages from a template the product wrote read in each reader's language, one per person", async () => {
    const about = `Trip ${Math.random().toString(36).slice(2, 7)}`;
    const created = await admin<{ taskId: string }>('/message/send-task/add', {
      taskName: 'Approved notice',
      kind: 'letter',
      // the tenant's template as the product seeded it, in Chinese
      templateId: 'M001-tp-INSTANCE_APPROVED',
      variables: { processName: about, approver: 'Li Si', comment: 'ok' },
      recipients: { userIds: [IDS.zhangsan, IDS.wangwu, IDS.zhaoliu], roleIds: ['R102'] },
    });
    expect(created.code).toBe('10000');
    await eventually(
      async () => expect((await taskProgress(admin, created.data.taskId)).status).toBe('done'),
      15_000,
    );
    const written = await server.deps.db
      .select({ userId: letters.userId, title: letters.title, content: letters.content })
      .from(letters)
      .where(eq(letters.bizId, created.data.taskId));
    const chinese = {
      title: `您的申请已通过：${about}`,
      content: `您提交的「${about}」已由 Li Si 审批通过。意见：ok`,
    };
    const english = {
      title: `Your application was approved: ${about}`,
      content: `Your "${about}" was approved by Li Si. Comment: ok`,
    };
    // lisi and wangwu (named and in the role) chose English; zhaoliu chose nothing and reads the tenant's Chinese
    expect(written.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual([
      { userId: IDS.zhangsan, ...chinese },
      { userId: IDS.lisi, ...english },
      { userId: IDS.wangwu, ...english },
      { userId: IDS.zhaoliu, ...chinese },
    ]);
  });
});
