import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { SendTaskListStore } from './SendTaskListStore';
import { aTask, manualTimers } from './testRows';

const sending = (sent: number) =>
  aTask('1', {
    status: sent === 3 ? 'done' : 'sending',
    counts: { total: 3, pending: 3 - sent, sending: 0, sent, failed: 0, cancelled: 0 },
  });

describe('SendTaskListStore', () => {
  it('refreshes while a task is being sent and stops once none is', async () => {
    const server = scriptedServer();
    const clock = manualTimers();
    let sent = 0;
    server.answer(api.messaging.sendTaskPage, () => ({ total: 2, rows: [sending(sent), aTask('2')] }));
    const store = new SendTaskListStore(server.deps, clock.timers);
    await store.start();
    expect(clock.waiting).toBe(true);
    sent = 2;
    clock.fire();
    await store.page.reload(); // the refresh's answer is the same as this one
    expect(store.page.rows[0]?.counts.sent).toBe(2);
    expect(clock.waiting).toBe(true);
    sent = 3;
    await store.page.reload();
    expect(store.page.rows[0]?.status).toBe('done');
    expect(clock.waiting).toBe(false);
  });

  it('keeps looking at a task created to go now until a worker starts it', async () => {
    const server = scriptedServer();
    const clock = manualTimers();
    let status = 'scheduled';
    server.answer(api.messaging.sendTaskPage, () => ({
      total: 1,
      rows: [aTask('1', { status, sendAt: new Date().toISOString() })],
    }));
    const store = new SendTaskListStore(server.deps, clock.timers);
    await store.start();
    expect(clock.waiting).toBe(true);
    status = 'sending';
    await store.page.reload();
    expect(store.page.rows[0]?.status).toBe('sending');
    expect(clock.waiting).toBe(true);
  });

  it('filters from page 1, and stops refreshing when the screen goes', async () => {
    const server = scriptedServer();
    const clock = manualTimers();
    server.answer(api.messaging.sendTaskPage, () => ({ total: 1, rows: [sending(1)] }));
    const store = new SendTaskListStore(server.deps, clock.timers);
    await store.setFilter({ kind: 'sms', status: 'sending', keyword: 'june' });
    expect(server.requestsTo(api.messaging.sendTaskPage).at(-1)?.body).toEqual({
      pageNum: 1,
      limit: 10,
      keyword: 'june',
      kind: 'sms',
      status: 'sending',
    });
    expect(clock.waiting).toBe(true);
    store.dispose();
    expect(clock.waiting).toBe(false);
    await store.page.reload();
    expect(clock.waiting).toBe(false);
  });

  it('after creating, warns how many recipients had no address and shows page 1', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.sendTaskPage, () => ({ total: 1, rows: [aTask('1')] }));
    server.answer(api.messaging.channelPage, () => ({ total: 0, rows: [] }));
    server.answer(api.messaging.templatePage, () => ({ total: 0, rows: [] }));
    const store = new SendTaskListStore(server.deps, manualTimers().timers);
    store.openCreate();
    await store.create?.start();
    store.create?.pick('addresses', 'a@example.com');
    store.create?.form.set('taskName', 'June');
    store.create?.form.set('templateId', 'T1');
    store.create?.form.set('channelId', 'C1');
    server.answer(api.messaging.sendTaskAdd, () => ({ taskId: 'K1', recipientCount: 3, withoutAddress: 2 }));
    expect(await store.create?.save()).toBe(true);
    await store.created();
    expect(store.create).toBeUndefined();
    expect(server.notices.at(-1)).toEqual({
      kind: 'warning',
      message: 'messaging:ui.task.withoutAddress {"count":2}',
    });
  });
});
