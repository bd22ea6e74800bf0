import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ChannelListStore } from './ChannelListStore';
import { aChannel } from './testRows';

const setUp = () => {
  const server = scriptedServer();
  server.answer(api.messaging.channelPage, () => ({
    total: 2,
    rows: [aChannel('1'), aChannel('2', { kind: 'robot', vendor: 'dingtalk', status: '1' })],
  }));
  return { server, store: new ChannelListStore(server.deps) };
};

describe('ChannelListStore', () => {
  it('loads page 1, then filters by kind, status and name from page 1 again', async () => {
    const { server, store } = setUp();
    await store.start();
    expect(store.page.rows.map((r) => r.channelName)).toEqual(['Channel 1', 'Channel 2']);
    await store.page.goTo(2);
    await store.setFilter({ kind: 'robot', status: '1' });
    await store.setFilter({ keyword: 'alarm' });
    expect(store.page.pageNum).toBe(1);
    expect(server.requestsTo(api.messaging.channelPage).at(-1)?.body).toEqual({
      pageNum: 1,
      limit: 10,
      keyword: 'alarm',
      kind: 'robot',
      status: '1',
    });
  });

  it('switches the status, deletes, and keeps the row when the server refuses the delete', async () => {
    const { server, store } = setUp();
    server.answer(api.messaging.channelStatus, () => null);
    await store.start();
    await store.toggleStatus(store.page.rows[1]!);
    expect(server.requestsTo(api.messaging.channelStatus)[0]?.body).toEqual({ channelId: '2', status: '0' });
    server.answer(api.messaging.channelDelete, () => {
      throw new Refusal('Channel 1 is used by 2 send tasks');
    });
    await store.remove(store.page.rows[0]!);
    expect(server.notices.at(-1)).toEqual({ kind: 'error', message: 'Channel 1 is used by 2 send tasks' });
    expect(store.page.rows).toHaveLength(2);
  });

  it('opens a new channel of the filtered kind, and the test dialog of a row', async () => {
    const { store } = setUp();
    await store.setFilter({ kind: 'sms' });
    store.openForm(null);
    expect(store.form?.form.values).toMatchObject({ kind: 'sms', vendor: 'httpSms' });
    await store.saved();
    expect(store.form).toBeUndefined();
    store.openTest(aChannel('9'));
    expect(store.test?.channel.channelId).toBe('9');
    store.closeTest();
    expect(store.test).toBeUndefined();
  });
});
