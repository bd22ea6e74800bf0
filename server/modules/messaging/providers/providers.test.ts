/** Each provider against the loopback receivers: what arrives, that the vendor's checks pass, and its answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPort,
  RECEIVER_KEYS,
  startRobotReceiver,
  startSmtpSink,
  type RobotReceiver,
  type SmtpSink,
} from '../../../../tests/support/messaging';
import { outboundProviderDeps } from './outboundDeps';
import { providerOf } from './registry';
import type { ChannelConfig, OutgoingMessage } from './types';

let receiver: RobotReceiver;
let sink: SmtpSink;
beforeAll(async () => {
  [receiver, sink] = await Promise.all([
    startRobotReceiver(),
    startSmtpSink({ auth: { user: 'ops', pass: 'p4ss' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([receiver.close(), sink.close()]);
});

const deps = outboundProviderDeps({ allowlist: ['localhost'], now: () => new Date() });
const message = (extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  address: '',
  subject: 'Leave approved',
  body: 'Zhang San approved your leave.',
  variables: { applicant: 'Li Si', processName: 'Leave' },
  messageId: 'msg-1',
  ...extra,
});
const send = (kind: string, vendor: string, config: ChannelConfig, extra: Partial<OutgoingMessage> = {}) =>
  providerOf(kind, vendor)!.send(config, message(extra), deps);
const lastOf = (vendor: string) => receiver.received.filter((r) => r.vendor === vendor).at(-1);

describe('mail over SMTP', () => {
  const mail = (extra: Record<string, string | number> = {}, password = 'p4ss'): ChannelConfig => ({
    settings: {
      host: 'localhost',
      port: sink.port,
      tlsMode: 'none',
      user: 'ops',
      sender: 'Ops <ops@example.com>',
      ...extra,
    },
    secrets: { password },
  });

  it('delivers with a login, the Message-ID from the message id, and answers in our words beside the 250 reply', async () => {
    const result = await send('mail', 'smtp', mail(), { address: 'li.si@example.com', messageId: 'r-42' });
    expect(result).toMatchObject({ ok: true, retryable: false, answer: 'Accepted by the provider' });
    expect(result.reply).toMatch(/^250 /);
    expect(sink.messages.at(-1)).toMatchObject({
      to: ['li.si@example.com'],
      subject: 'Leave approved',
      text: 'Zhang San approved your leave.',
      messageId: 'r-42@example.com',
    });
  });

  it('names a refused login, a refused mailbox and a closed port', async () => {
    const login = await send('mail', 'smtp', mail({}, 'wrong'), { address: 'a@example.com' });
    expect(login).toMatchObject({ ok: false, retryable: false });
    expect(login.answer).toMatch(/^The SMTP server refused the login: 535/);
    sink.refuse('gone@example.com');
    const mailbox = await send('mail', 'smtp', mail(), { address: 'gone@example.com' });
    expect(mailbox).toMatchObject({ ok: false, retryable: false });
    expect(mailbox.answer).toMatch(/^The SMTP server refused the message: 550/);
    const port = await closedPort();
    const closed = await send('mail', 'smtp', mail({ port }), { address: 'a@example.com' });
    expect(closed).toMatchObject({
      ok: false,
      retryable: true,
      answer: `Could not connect to localhost:${port}: the connection was refused (check the host and port)`,
    });
  });

  it.each([
    [
      'starttls',
      'TLS with localhost:{port} failed (the TLS mode starttls may not suit this port): 500 Error: command not recognized',
    ],
    [
      'tls',
      'TLS with localhost:{port} failed (the TLS mode tls may not suit this port): wrong version number',
    ],
  ])('names a TLS mode (%s) the server does not speak', async (tlsMode, answer) => {
    const result = await send('mail', 'smtp', mail({ tlsMode }), { address: 'a@example.com' });
    expect(result).toMatchObject({
      ok: false,
      retryable: false,
      answer: answer.replace('{port}', String(sink.port)),
    });
  });

  it('checks the host against the allowlist before connecting', async () => {
    const result = await send('mail', 'smtp', mail({ host: 'smtp.elsewhere.test' }), {
      address: 'a@example.com',
    });
    expect(result).toMatchObject({
      ok: false,
      retryable: false,
      answer: 'The host smtp.elsewhere.test is not in the outbound allowlist (OUTBOUND_ALLOWLIST)',
    });
  });
});

describe('chat-app robots', () => {
  const robot = (
    vendor: 'dingtalk' | 'wecom' | 'feishu',
    extra: Record<string, string | boolean> = {},
  ): ChannelConfig => ({
    settings: {
      mould: 'text',
      alarmAtAll: true,
      alarmMobiles: '13800000000',
      ...extra,
    },
    secrets: {
      webhookUrl: receiver.urls[vendor],
      ...(vendor === 'wecom' ? {} : { secret: RECEIVER_KEYS.robotSecret as string }),
    },
  });

  it('DingTalk: signed text with the alarm mentions; markdown; a wrong secret is the vendor refusal', async () => {
    const text = await send('robot', 'dingtalk', robot('dingtalk'), { alarm: true });
    expect(text).toMatchObject({
      ok: true,
      answer: 'Accepted by the provider',
      reply: 'HTTP 200: {"errcode":0,"errmsg":"ok"}',
    });
    expect(lastOf('dingtalk')?.body).toEqual({
      msgtype: 'text',
      text: { content: 'Leave approved\nZhang San approved your leave.' },
      at: { isAtAll: true, atMobiles: ['13800000000'] },
    });
    await send('robot', 'dingtalk', robot('dingtalk', { mould: 'markdown' }));
    expect(lastOf('dingtalk')?.body).toMatchObject({
      msgtype: 'markdown',
      markdown: { title: 'Leave approved' },
      at: { isAtAll: false, atMobiles: [] },
    });
    const wrong = await send('robot', 'dingtalk', {
      ...robot('dingtalk'),
      secrets: { webhookUrl: receiver.urls.dingtalk, secret: 'SEC-wrong' },
    });
    expect(wrong).toEqual({
      ok: false,
      retryable: false,
      answer: 'The provider refused the message',
      reply: 'HTTP 200: {"errcode":310000,"errmsg":"sign not match"}',
    });
  });

  it('WeCom: text mentions mobiles and @all; a key missing from the URL is refused when saving', async () => {
    expect(await send('robot', 'wecom', robot('wecom'), { alarm: true })).toMatchObject({ ok: true });
    expect(lastOf('wecom')?.body).toEqual({
      msgtype: 'text',
      text: {
        content: 'Leave approved\nZhang San approved your leave.',
        mentioned_mobile_list: ['13800000000', '@all'],
      },
    });
    const provider = providerOf('robot', 'wecom')!;
    expect(
      provider.validate({
        settings: {},
        secrets: { webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send' },
      }),
    ).toEqual(['invalid.webhookUrl.wecomKey']);
  });

  it('Feishu: signed text and a markdown card; a too-fast answer is retryable', async () => {
    expect(await send('robot', 'feishu', robot('feishu'), { alarm: true })).toMatchObject({ ok: true });
    expect(lastOf('feishu')?.body).toMatchObject({
      msg_type: 'text',
      content: { text: '<at user_id="all"></at> Leave approved\nZhang San approved your leave.' },
    });
    await send('robot', 'feishu', robot('feishu', { mould: 'markdown' }));
    expect(lastOf('feishu')?.body).toMatchObject({
      msg_type: 'interactive',
      card: { elements: [{ tag: 'markdown' }] },
    });
    receiver.answerNext('feishu', { status: 200, body: { code: 11232, msg: 'frequency limited' } });
    expect(await send('robot', 'feishu', robot('feishu'))).toMatchObject({ ok: false, retryable: true });
  });
});

describe('SMS and voice over the signed API', () => {
  const api = (endpoint: string, secret: string = RECEIVER_KEYS.accessKeySecret): ChannelConfig => ({
    settings: { endpoint, accessKeyId: RECEIVER_KEYS.accessKeyId, signName: 'ACME', templateCode: 'SMS_1' },
    secrets: { accessKeySecret: secret },
  });

  it('sends the template code, the variables and the out id, signed; a wrong secret is refused', async () => {
    const sms = await send('sms', 'httpSms', api(receiver.urls.sms), { address: '+86 138-0000-0000' });
    expect(sms).toMatchObject({ ok: true });
    expect(lastOf('sms')?.body).toEqual({
      phoneNumbers: '+8613800000000',
      signName: 'ACME',
      templateCode: 'SMS_1',
      templateParam: { applicant: 'Li Si', processName: 'Leave' },
      outId: 'msg-1',
    });
    expect(
      await send('voice', 'httpVoice', api(receiver.urls.voice), { address: '13800000000' }),
    ).toMatchObject({ ok: true });
    expect(lastOf('voice')?.body).toMatchObject({ calledNumber: '13800000000', templateCode: 'SMS_1' });
    const wrong = await send('sms', 'httpSms', api(receiver.urls.sms, 'bad'), { address: '13800000000' });
    expect(wrong).toMatchObject({ ok: false, retryable: false });
    expect(wrong.answer).toBe('The provider answered with HTTP status 403');
    expect(wrong.reply).toContain('SignatureDoesNotMatch');
    expect(providerOf('sms', 'httpSms')!.validateAddress('call me')).toEqual(['address.phone']);
  });
});

describe('mini-program subscription messages', () => {
  const mini = (vendor: 'wechat' | 'alipay', secret: string = RECEIVER_KEYS.appSecret): ChannelConfig => ({
    settings: {
      endpoint: receiver.urls[vendor],
      appId: RECEIVER_KEYS.appId,
      templateId: 'TPL-1',
      page: 'pages/task',
    },
    secrets: { appSecret: secret },
  });

  it.each(['wechat', 'alipay'] as const)(
    '%s: a token, then the template with data from variables',
    async (vendor) => {
      const issued = receiver.tokensIssued;
      expect(await send('miniProgram', vendor, mini(vendor), { address: 'oOpenId_0001' })).toMatchObject({
        ok: true,
      });
      expect(await send('miniProgram', vendor, mini(vendor), { address: 'oOpenId_0001' })).toMatchObject({
        ok: true,
      });
      expect(receiver.tokensIssued - issued).toBe(1);
      const body = lastOf(vendor)?.body ?? {};
      const data = vendor === 'wechat' ? body.data : JSON.parse(String(body.data));
      expect(data).toEqual({ applicant: { value: 'Li Si' }, processName: { value: 'Leave' } });
      const wrong = await send('miniProgram', vendor, mini(vendor, 'nope'), { address: 'oOpenId_0001' });
      expect(wrong).toMatchObject({ ok: false });
      expect(wrong.answer).toMatch(/^No access token was given: HTTP 200/);
    },
  );

  it('drops a token the platform calls invalid, so the retry fetches another', async () => {
    await send('miniProgram', 'wechat', mini('wechat'), { address: 'oOpenId_0001' });
    const issued = receiver.tokensIssued;
    receiver.answerNext('wechat', { status: 200, body: { errcode: 40001, errmsg: 'invalid credential' } });
    const stale = await send('miniProgram', 'wechat', mini('wechat'), { address: 'oOpenId_0001' });
    expect(stale).toMatchObject({ ok: false, retryable: true });
    expect(await send('miniProgram', 'wechat', mini('wechat'), { address: 'oOpenId_0001' })).toMatchObject({
      ok: true,
    });
    expect(receiver.tokensIssued).toBe(issued + 1);
  });
});
