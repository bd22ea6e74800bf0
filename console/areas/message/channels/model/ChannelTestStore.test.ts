import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ChannelTestStore } from './ChannelTestStore';
import { aChannel } from './testRows';

describe('ChannelTestStore', () => {
  it('sends to the typed address and shows the provider’s answer, failed or ok', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.channelTest, () => ({
      ok: false,
      answer: 'The SMTP server refused the login',
      reply: '535 Authentication failed',
      durationMs: 40,
    }));
    const store = new ChannelTestStore(server.deps, aChannel('C1'));
    expect(store.addressKind).toBe('email');
    store.set('address', ' ops@example.com ');
    await store.send();
    expect(store.answer).toEqual({
      ok: false,
      answer: 'The SMTP server refused the login',
      reply: '535 Authentication failed',
      durationMs: 40,
    });
    expect(server.requestsTo(api.messaging.channelTest)[0]?.body).toMatchObject({
      channelId: 'C1',
      address: 'ops@example.com',
      subject: 'messaging:ui.test.defaultSubject',
    });
    server.answer(api.messaging.channelTest, () => ({
      ok: true,
      answer: 'Accepted by the provider',
      reply: '250 OK queued',
      durationMs: 12,
    }));
    await store.send();
    expect(store.answer?.ok).toBe(true);
  });

  it('a robot needs no address, and a refused request shows its message in the dialog', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.channelTest, () => {
      throw new Refusal('No such channel');
    });
    const store = new ChannelTestStore(server.deps, aChannel('R1', { kind: 'robot' }));
    expect(store.addressKind).toBe('none');
    store.set('address', 'ignored');
    await store.send();
    expect(server.requestsTo(api.messaging.channelTest)[0]?.body).not.toHaveProperty('address');
    expect(store.refusal).toBe('No such channel');
    expect(store.answer).toBeUndefined();
    expect(store.isBusy).toBe(false);
  });
});
