/**
 * Signs and vendor templates of SMS and voice channels (console spec §2.3 "SMS (account, sign, template), voice
 * (account, template)"): managed per channel, tenant-scoped, and a send task goes out with the chosen ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVER_KEYS, startRobotReceiver, type RobotReceiver } from '../support/messaging/robotReceiver';
import { addTemplate, taskProgress, type Call } from '../support/sendTasks/mailSetup';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let receiver: RobotReceiver;
let admin: Call;
let other: Call;
let smsChannel: string;
let voiceChannel: string;

const caller =
  (token: string, language = 'en_US'): Call =>
  async (path, body) =>
    (await server.request('POST', path, { token, body, language })).body as never;

type Entry = { entryId: string; role: string; code: string; name: string; isDefault: boolean };
const entries = async (channelId: string, call = admin) =>
  (await call<Entry[]>('/message/channel/entry/list', { channelId })).data;
const addEntry = async (body: Record<string, unknown>) =>
  (await admin<{ entryId: string }>('/message/channel/entry/add', body)).data.entryId;

const phoneChannel = async (kind: 'sms' | 'voice') =>
  (
    await admin<{ channelId: string }>('/message/channel/add', {
      channelName: `${kind} account`,
      kind,
      vendor: kind === 'sms' ? 'httpSms' : 'httpVoice',
      settings: {
        endpoint: receiver.urls[kind],
        accessKeyId: RECEIVER_KEYS.accessKeyId,
        accessKeySecret: RECEIVER_KEYS.accessKeySecret,
      },
      rateLimit: 1000,
    })
  ).data.channelId;

beforeAll(async () => {
  receiver = await startRobotReceiver();
  server = await startServer({ outboundAllowlist: ['127.0.0.1', 'localhost'] });
  admin = caller(await server.tokenFor('admin'));
  other = caller(await server.tokenFor('admin2'));
  smsChannel = await phoneChannel('sms');
  voiceChannel = await phoneChannel('voice');
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe(`channel signs and templates on ${dbKind}`, () => {
  it('keeps several signs and templates per channel, exactly one default of each', async () => {
    const first = await addEntry({ channelId: smsChannel, role: 'sign', code: 'ACME' });
    const second = await addEntry({
      channelId: smsChannel,
      role: 'sign',
      code: 'ACME Care',
      name: 'Care line',
    });
    await addEntry({ channelId: smsChannel, role: 'template', code: 'SMS_100', name: 'To-do' });
    await addEntry({ channelId: smsChannel, role: 'template', code: 'SMS_200', name: 'Done' });
    let rows = await entries(smsChannel);
    expect(rows.map((e) => [e.role, e.code, e.name, e.isDefault])).toEqual([
      ['sign', 'ACME', 'ACME', true],
      ['sign', 'ACME Care', 'Care line', false],
      ['template', 'SMS_100', 'To-do', true],
      ['template', 'SMS_200', 'Done', false],
    ]);

    expect(
      (await admin('/message/channel/entry/update', { entryId: second, code: 'ACME Care', isDefault: true }))
        .code,
    ).toBe('10000');
    rows = await entries(smsChannel);
    expect(rows.filter((e) => e.isDefault).map((e) => e.code)).toEqual(['ACME Care', 'SMS_100']);

    expect((await admin('/message/channel/entry/delete', { entryId: second })).code).toBe('10000');
    rows = await entries(smsChannel);
    expect(rows.filter((e) => e.role === 'sign')).toEqual([
      expect.objectContaining({ entryId: first, isDefault: true }),
    ]);
  });

  it('refuses a blank or repeated code and a sign on a voice channel, naming the field in the reader language', async () => {
    expect(
      await admin('/message/channel/entry/add', { channelId: smsChannel, role: 'sign', code: '  ' }),
    ).toMatchObject({
      code: '40001',
      msg: 'Enter the code',
      data: { field: 'code' },
    });
    expect(
      await admin('/message/channel/entry/add', { channelId: smsChannel, role: 'sign', code: 'ACME' }),
    ).toMatchObject({
      code: '40001',
      msg: 'This channel already has the sign "ACME"',
      data: { field: 'code' },
    });
    const zh = caller(await server.tokenFor('admin'), 'zh_CN');
    expect(
      await zh('/message/channel/entry/add', { channelId: voiceChannel, role: 'sign', code: 'X' }),
    ).toMatchObject({
      code: '40001',
      msg: '语音通道“voice account”不使用签名',
      data: { field: 'role' },
    });
  });

  it('shows and changes nothing of another tenant', async () => {
    const [sign] = await entries(smsChannel);
    expect((await other('/message/channel/entry/list', { channelId: smsChannel })).code).not.toBe('10000');
    expect((await other('/message/channel/entry/delete', { entryId: sign?.entryId })).code).not.toBe('10000');
    expect(await entries(smsChannel)).toContainEqual(expect.objectContaining({ entryId: sign?.entryId }));
  });

  it('sends with the chosen sign and template, else the defaults; refuses one of another channel', async () => {
    const template = await addTemplate(admin, 'sms');
    const rows = await entries(smsChannel);
    const done = rows.find((e) => e.code === 'SMS_200');
    const task = (extra: Record<string, unknown>) =>
      admin<{ taskId: string }>('/message/send-task/add', {
        taskName: 'SMS notice',
        kind: 'sms',
        channelId: smsChannel,
        templateId: template,
        variables: { processName: 'Leave', sender: 'Ops', taskUrl: 'http://console.test/t/1' },
        recipients: { addresses: ['13800000001'] },
        ...extra,
      });
    const chosen = await task({ vendorTemplateId: done?.entryId });
    expect(chosen.code).toBe('10000');
    await eventually(
      async () => expect((await taskProgress(admin, chosen.data.taskId)).status).toBe('done'),
      15_000,
    );
    const byDefault = await task({});
    await eventually(
      async () => expect((await taskProgress(admin, byDefault.data.taskId)).status).toBe('done'),
      15_000,
    );
    const sent = receiver.received
      .filter((c) => c.vendor === 'sms')
      .map((c) => [c.body.signName, c.body.templateCode]);
    expect(sent).toEqual([
      ['ACME', 'SMS_200'],
      ['ACME', 'SMS_100'],
    ]);

    const voiceTemplate = await addEntry({ channelId: voiceChannel, role: 'template', code: 'TTS_1' });
    expect(await task({ vendorTemplateId: voiceTemplate })).toMatchObject({
      code: '40001',
      msg: 'Choose a vendor template of this channel',
      data: { field: 'vendorTemplateId' },
    });
  });

  it('refuses a send task or an approval notification through a channel with no sign yet', async () => {
    const bare = await phoneChannel('sms');
    await addEntry({ channelId: bare, role: 'template', code: 'SMS_1' });
    const template = await addTemplate(admin, 'sms');
    expect(
      await admin('/message/send-task/add', {
        taskName: 'Bare',
        kind: 'sms',
        channelId: bare,
        templateId: template,
        variables: { processName: 'Leave', sender: 'Ops', taskUrl: 'http://console.test/t/1' },
        recipients: { addresses: ['13800000001'] },
      }),
    ).toMatchObject({
      code: '40001',
      msg: 'The channel "sms account" has no sign yet: add one first',
      data: { field: 'signId' },
    });
    expect(
      await admin('/message/notify-rule/save', {
        event: 'cc.received',
        templateId: template,
        channelIds: [bare],
      }),
    ).toMatchObject({
      code: '40001',
      msg: 'The channel "sms account" has no sign yet: add one first',
      data: { field: 'channelIds' },
    });
  });
});
