import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { ChannelEntryViewRow } from '@shared/api/modules/messaging/channelSchemas';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ChannelEntriesStore } from './ChannelEntriesStore';
import { aChannel } from './testRows';

const entry = (entryId: string, role: string, code: string, isDefault = false): ChannelEntryViewRow => ({
  entryId,
  channelId: 'S1',
  role,
  code,
  name: code,
  isDefault,
});

describe('ChannelEntriesStore', () => {
  it('lists signs and templates of an SMS channel by role; a voice channel keeps templates only', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.channelEntryList, () => [
      entry('E1', 'sign', 'ACME', true),
      entry('E2', 'template', 'SMS_1', true),
      entry('E3', 'template', 'SMS_2'),
    ]);
    const store = new ChannelEntriesStore(server.deps, aChannel('S1', { kind: 'sms', vendor: 'httpSms' }));
    await store.load();
    expect(store.roles).toEqual(['sign', 'template']);
    expect(store.entriesOf('template').map((e) => e.code)).toEqual(['SMS_1', 'SMS_2']);
    expect(new ChannelEntriesStore(server.deps, aChannel('V1', { kind: 'voice' })).roles).toEqual([
      'template',
    ]);
  });

  it('adds a sign, shows a refused code under the field and keeps the editor open', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.channelEntryList, () => []);
    server.answer(api.messaging.channelEntryAdd, () => {
      throw new Refusal('This channel already has the sign "ACME"', { field: 'code' });
    });
    const store = new ChannelEntriesStore(server.deps, aChannel('S1', { kind: 'sms' }));
    store.startAdd('sign');
    expect(await store.save()).toBe(false);
    expect(store.form.errors.code).toBe('messaging:entry.codeRequired');
    expect(server.requestsTo(api.messaging.channelEntryAdd)).toHaveLength(0);
    store.form.set('code', ' ACME ');
    expect(await store.save()).toBe(false);
    expect(store.form.errors.code).toBe('This channel already has the sign "ACME"');
    expect(store.editing).toEqual({ role: 'sign' });
    server.answer(api.messaging.channelEntryAdd, () => ({ entryId: 'E9' }));
    server.answer(api.messaging.channelEntryList, () => [entry('E9', 'sign', 'ACME', true)]);
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.messaging.channelEntryAdd).at(-1)?.body).toEqual({
      channelId: 'S1',
      role: 'sign',
      code: 'ACME',
      name: '',
      isDefault: false,
    });
    expect(store.editing).toBeUndefined();
    expect(store.entriesOf('sign')).toEqual([entry('E9', 'sign', 'ACME', true)]);
  });
});
