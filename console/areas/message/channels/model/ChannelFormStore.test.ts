import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ChannelFormStore } from './ChannelFormStore';
import { aChannel } from './testRows';

describe('ChannelFormStore', () => {
  it('draws one value per setting of the kind and vendor, and a new kind starts empty', () => {
    const store = new ChannelFormStore(scriptedServer().deps, null, 'mail');
    expect(store.settings.map((s) => s.key)).toEqual([
      'host',
      'port',
      'tlsMode',
      'user',
      'password',
      'sender',
    ]);
    expect(store.form.values['settings.tlsMode']).toBe('none');
    store.form.set('channelName', 'Alarms');
    store.setKind('robot');
    expect(store.form.values).toMatchObject({ channelName: 'Alarms', kind: 'robot', vendor: 'dingtalk' });
    expect(store.settings.map((s) => s.key)).toContain('alarmMobiles');
    store.form.set('settings.webhookUrl', 'https://robot.example.com/send');
    store.setVendor('feishu');
    expect(store.settings.map((s) => s.key)).not.toContain('alarmMobiles');
    expect(store.form.values['settings.webhookUrl']).toBe('https://robot.example.com/send');
  });

  it('shows every missing required setting before asking the server', async () => {
    const server = scriptedServer();
    const store = new ChannelFormStore(server.deps, null, 'mail');
    expect(await store.save()).toBe(false);
    expect(Object.keys(store.form.errors).sort()).toEqual([
      'channelName',
      'settings.host',
      'settings.port',
      'settings.sender',
    ]);
    expect(server.requestsTo(api.messaging.channelAdd)).toHaveLength(0);
  });

  it('adds a channel with typed numbers, and the server’s refusal shows under the setting it names', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.channelAdd, () => {
      throw new Refusal('Port must be between 1 and 65535', { field: 'settings.port' });
    });
    const store = new ChannelFormStore(server.deps, null, 'mail');
    store.form.set('channelName', ' Mail ');
    store.form.set('settings.host', 'localhost');
    store.form.set('settings.port', '70000');
    store.form.set('settings.sender', 'robot@example.com');
    store.form.set('settings.password', 'pw');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ 'settings.port': 'Port must be between 1 and 65535' });
    expect(server.requestsTo(api.messaging.channelAdd)[0]?.body).toEqual({
      channelName: 'Mail',
      kind: 'mail',
      vendor: 'smtp',
      rateLimit: 10,
      remark: '',
      settings: {
        host: 'localhost',
        port: 70000,
        tlsMode: 'none',
        password: 'pw',
        sender: 'robot@example.com',
      },
    });
  });

  it('keeps a stored secret unless replaced or cleared; the secret is never loaded', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.channelDetail, () => aChannel('C1'));
    server.answer(api.messaging.channelUpdate, () => null);
    const store = new ChannelFormStore(server.deps, 'C1');
    await store.load();
    expect(store.secretModeOf('password')).toBe('keep');
    expect(store.form.values['settings.password']).toBe('');
    expect(await store.save()).toBe(true);
    const kept = server.requestsTo(api.messaging.channelUpdate)[0]?.body as Record<string, unknown>;
    expect(kept.settings).not.toHaveProperty('password');
    expect(kept).not.toHaveProperty('clearSecrets');

    store.setSecretMode('password', 'replace');
    store.form.set('settings.password', 'new secret');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.messaging.channelUpdate)[1]?.body).toMatchObject({
      channelId: 'C1',
      settings: { password: 'new secret' },
    });

    store.setSecretMode('password', 'clear');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.messaging.channelUpdate)[2]?.body).toMatchObject({
      clearSecrets: ['password'],
    });
  });
});
