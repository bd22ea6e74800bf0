import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { createSecretBox } from '../../../security/secretBox';
import { openSecrets, sealSecrets } from './secrets';
import { checkSettings, type SettingsInput } from './settings';

const mail = (settings: SettingsInput['settings'], clearSecrets?: string[]): SettingsInput => ({
  kind: 'mail',
  vendor: 'smtp',
  settings: { host: 'smtp.example.com', port: 465, tlsMode: 'tls', sender: 'ops@example.com', ...settings },
  clearSecrets,
});
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError)
      return { key: error.messageKey, field: (error.options.data as { field: string }).field };
    throw error;
  }
  return undefined;
};

describe('channel settings', () => {
  it.each([
    [{ port: '587' }, { port: 587 }],
    [{ user: ' ops ' }, { user: 'ops' }],
    [{ sender: 'Ops Desk <ops@example.com>' }, { sender: 'Ops Desk <ops@example.com>' }],
    [{ user: '' }, {}],
    [{ host: '10.0.0.5' }, { host: '10.0.0.5' }],
    [{ host: '::1' }, { host: '::1' }],
  ])('takes the good mail settings %j', (settings, expected) => {
    expect(checkSettings(mail(settings), {}).settings).toMatchObject(expected);
  });

  it.each([
    [{ port: 0 }, 'settings.port', 'messaging:setting.range'],
    [{ port: 1.5 }, 'settings.port', 'messaging:setting.range'],
    [{ port: '' }, 'settings.port', 'messaging:setting.required'],
    [{ host: '   ' }, 'settings.host', 'messaging:setting.required'],
    [{ tlsMode: 'TLS' }, 'settings.tlsMode', 'messaging:setting.select'],
    [{ sender: 'ops@' }, 'settings.sender', 'messaging:setting.email'],
    [{ password: 5 }, 'settings.password', 'messaging:setting.text'],
    [{ secret: 'x' }, 'settings.secret', 'messaging:setting.unknown'],
    [{ host: 'smtp://mail.example.com:25' }, 'settings.host', 'messaging:invalid.host.hostName'],
    [{ host: 'mail example.com' }, 'settings.host', 'messaging:invalid.host.hostName'],
  ])('refuses the mail settings %j at %s', (settings, field, key) => {
    expect(refusal(() => checkSettings(mail(settings), {}))).toEqual({ field, key });
  });

  it('keeps a stored secret unless it is replaced or cleared; a required one cannot be cleared', () => {
    expect(checkSettings(mail({}), { password: 'old' })).toMatchObject({
      secrets: { password: 'old' },
      replaced: [],
    });
    expect(checkSettings(mail({ password: 'new' }), { password: 'old' })).toMatchObject({
      secrets: { password: 'new' },
      replaced: ['password'],
    });
    expect(checkSettings(mail({}, ['password']), { password: 'old' }).secrets).toEqual({});
    expect(refusal(() => checkSettings(mail({}, ['host']), {}))).toEqual({
      field: 'clearSecrets',
      key: 'messaging:setting.notSecret',
    });
    const sms: SettingsInput = {
      kind: 'sms',
      vendor: 'httpSms',
      settings: {
        endpoint: 'https://sms.example.com/send',
        accessKeyId: 'AK',
      },
      clearSecrets: ['accessKeySecret'],
    };
    expect(refusal(() => checkSettings(sms, { accessKeySecret: 'SK' }))).toEqual({
      field: 'settings.accessKeySecret',
      key: 'messaging:setting.required',
    });
  });

  it('applies settings of the vendor only, and the vendor rules', () => {
    const robot = (vendor: string, settings: SettingsInput['settings']): SettingsInput => ({
      kind: 'robot',
      vendor,
      settings: {
        webhookUrl: 'https://oapi.dingtalk.com/robot/send?access_token=t',
        mould: 'text',
        ...settings,
      },
    });
    expect(checkSettings(robot('dingtalk', { alarmMobiles: '138' }), {}).settings.alarmMobiles).toBe('138');
    expect(refusal(() => checkSettings(robot('feishu', { alarmMobiles: '138' }), {}))?.key).toBe(
      'messaging:setting.unknown',
    );
    expect(refusal(() => checkSettings(robot('wecom', {}), {}))).toEqual({
      field: 'settings.webhookUrl',
      key: 'messaging:invalid.webhookUrl.wecomKey',
    });
    expect(
      refusal(() => checkSettings(robot('dingtalk', { webhookUrl: 'https://u:p@x.test/' }), {}))?.key,
    ).toBe('messaging:setting.url');
    expect(refusal(() => checkSettings(robot('dingtalk', { alarmAtAll: 'yes' }), {}))?.key).toBe(
      'messaging:setting.boolean',
    );
  });
});

describe('sealed secrets', () => {
  it('name the set secrets in the clear and refuse to open under another key with a message', () => {
    const box = createSecretBox(randomBytes(32));
    const column = sealSecrets({ password: 'p', unused: '' }, box);
    expect(column).toMatch(/^password\|v1\./);
    expect(openSecrets({ secrets: column }, box)).toEqual({ password: 'p' });
    expect(sealSecrets({}, box)).toBe('');
    const other = createSecretBox(randomBytes(32));
    expect(() => openSecrets({ secrets: column }, other)).toThrow('messaging:channel.secretsUnreadable');
  });
});
