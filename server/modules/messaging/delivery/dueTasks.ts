/** The tasks the worker serves: scheduled ones whose time came are started; sending ones are grouped by channel. */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { messageChannels, sendTasks } from '../../../db/schema';
import { channelOfTask } from '../sendTasks/queries';

export type SendTaskRow = typeof sendTasks.$inferSelect;

/** The sending tasks of one channel (site messages: channel ''), with the channel's sends per second. */
export interface ChannelGroup {
  merchantId: string;
  channelId: string;
  kind: string;
  /** 0 for site messages: no limit. */
  rateLimit: number;
  tasks: Map<string, SendTaskRow>;
}

export const startScheduledTasks = (db: Db, now: Date) =>
  db
    .update(sendTasks)
    .set({ status: 'sending' })
    .where(and(eq(sendTasks.status, 'scheduled'), lte(sendTasks.sendAt, now)));

export const sendingGroups = async (db: Db): Promise<ChannelGroup[]> => {
  const rows = await db
    .select({ task: sendTasks, rateLimit: messageChannels.rateLimit })
    .from(sendTasks)
    .leftJoin(messageChannels, channelOfTask)
    .where(eq(sendTasks.status, 'sending'));
  const groups = new Map<string, ChannelGroup>();
  for (const { task, rateLimit } of rows) {
    const key = `${task.merchantId}\u0000${task.channelId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        merchantId: task.merchantId,
        channelId: task.channelId,
        kind: task.kind,
        rateLimit: task.channelId ? Math.max(1, rateLimit ?? 1) : 0,
        tasks: new Map(),
      };
      groups.set(key, group);
    }
    group.tasks.set(task.taskId, task);
  }
  return [...groups.values()];
};

/** Sending tasks with nothing pending or being sent are done. */
export const finishTasks = (db: Db, now: Date) =>
  db.execute(sql`update send_tasks t set status = 'done', finish_time = ${now.toISOString()}::timestamptz
    where t.status = 'sending' and not exists (
      select 1 from send_recipients r where r.task_id = t.task_id and r.status in ('pending', 'sending'))`);
