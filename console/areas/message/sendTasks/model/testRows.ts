import type { RecipientViewRow, SendTaskViewRow } from '@shared/api/modules/messaging/channelSchemas';
import type { Timers } from './RefreshTimer';

/** A send task as the server lists it, for model tests. */
export const aTask = (id: string, over: Partial<SendTaskViewRow> = {}): SendTaskViewRow => ({
  taskId: id,
  taskName: `Task ${id}`,
  kind: 'mail',
  channelId: 'C1',
  channelName: 'Mail',
  templateId: 'T1',
  templateName: 'Notice',
  status: 'done',
  sendAt: null,
  counts: { total: 3, pending: 0, sending: 0, sent: 3, failed: 0, cancelled: 0 },
  createBy: 'admin',
  createTime: null,
  finishTime: null,
  ...over,
});

export const aRecipient = (id: string, over: Partial<RecipientViewRow> = {}): RecipientViewRow => ({
  recipientId: id,
  userId: '',
  userName: '',
  address: `${id}@example.com`,
  status: 'sent',
  attempts: 1,
  answer: 'Accepted by the provider',
  reply: '250 OK',
  sentTime: null,
  ...over,
});

/** Timers a test fires by hand: `fire()` runs the waiting refresh, `waiting` says whether one waits. */
export const manualTimers = () => {
  let next: (() => void) | undefined;
  const timers: Timers = {
    set: (run) => {
      next = run;
      return run;
    },
    clear: (handle) => {
      if (handle === next) next = undefined;
    },
  };
  return {
    timers,
    get waiting() {
      return next !== undefined;
    },
    fire() {
      const run = next;
      next = undefined;
      run?.();
    },
  };
};
