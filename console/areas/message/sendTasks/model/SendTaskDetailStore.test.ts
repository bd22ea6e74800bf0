import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { SendTaskDetailStore } from './SendTaskDetailStore';
import { aRecipient, aTask, manualTimers } from './testRows';

const failedRow = aRecipient('r2', { status: 'failed', answer: '550 Mailbox unavailable' });

const setUp = () => {
  const server = scriptedServer();
  const clock = manualTimers();
  server.answer(api.messaging.sendTaskDetail, () =>
    aTask('T1', {
      status: 'sending',
      counts: { total: 3, pending: 1, sending: 0, sent: 1, failed: 1, cancelled: 0 },
    }),
  );
  server.answer(api.messaging.sendTaskRecipients, () => ({ total: 2, rows: [aRecipient('r1'), failedRow] }));
  return { server, clock, store: new SendTaskDetailStore(server.deps, 'T1', clock.timers) };
};

describe('SendTaskDetailStore', () => {
  it('shows the recipients with the provider’s answer, filtered by status', async () => {
    const { server, store } = setUp();
    await store.start();
    expect(store.recipients.rows[1]).toMatchObject({ status: 'failed', answer: '550 Mailbox unavailable' });
    expect(store.canRetry).toBe(true);
    expect(store.canCancel).toBe(true);
    await store.setFilter({ status: 'failed' });
    expect(server.requestsTo(api.messaging.sendTaskRecipients).at(-1)?.body).toEqual({
      pageNum: 1,
      limit: 10,
      taskId: 'T1',
      keyword: '',
      status: 'failed',
    });
  });

  it('retries all failed or one row, cancels the pending ones, and refreshes after each', async () => {
    const { server, store } = setUp();
    server.answer(api.messaging.sendTaskRetry, () => ({ queued: 1 }));
    server.answer(api.messaging.sendTaskCancel, () => ({ cancelled: 1 }));
    await store.start();
    await store.retry();
    await store.retry(failedRow);
    await store.cancel();
    expect(server.requestsTo(api.messaging.sendTaskRetry).map((r) => r.body)).toEqual([
      { taskId: 'T1' },
      { taskId: 'T1', recipientIds: ['r2'] },
    ]);
    expect(server.requestsTo(api.messaging.sendTaskCancel)[0]?.body).toEqual({ taskId: 'T1' });
    expect(server.requestsTo(api.messaging.sendTaskDetail)).toHaveLength(4);
  });

  it('refreshes while the task is sent, and stops when it is done or the detail closes', async () => {
    const { server, clock, store } = setUp();
    await store.start();
    expect(clock.waiting).toBe(true);
    server.answer(api.messaging.sendTaskDetail, () => aTask('T1'));
    await store.refresh();
    expect(store.task.value?.status).toBe('done');
    expect(clock.waiting).toBe(false);
    store.dispose();
  });
});
