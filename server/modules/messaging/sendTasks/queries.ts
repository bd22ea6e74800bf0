/** Reads of send tasks: the list with each task's progress, one task, and its recipients, all scoped to the tenant. */
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { messageChannels, messageTemplates, sendRecipients, sendTasks } from '../../../db/schema';
import { iso } from '../../identity/common/time';
import { like } from '../../identity/user/queries';
import { readStoredAnswer } from '../delivery/storedAnswer';

type Counts = {
  total: number;
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  cancelled: number;
};
const emptyCounts = (): Counts => ({ total: 0, pending: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 });

/** Recipients of each task by state. */
export const recipientCounts = async (db: Db, merchantId: string, taskIds: string[]) => {
  const byTask = new Map<string, Counts>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select({ taskId: sendRecipients.taskId, status: sendRecipients.status, n: count() })
    .from(sendRecipients)
    .where(and(eq(sendRecipients.merchantId, merchantId), inArray(sendRecipients.taskId, taskIds)))
    .groupBy(sendRecipients.taskId, sendRecipients.status);
  for (const row of rows) {
    const counts = byTask.get(row.taskId) ?? emptyCounts();
    if (row.status in counts) counts[row.status as keyof Counts] += row.n;
    counts.total += row.n;
    byTask.set(row.taskId, counts);
  }
  return byTask;
};

const taskColumns = {
  task: sendTasks,
  channelName: messageChannels.channelName,
  templateName: messageTemplates.templateName,
};

/** Joins a task to its channel (of the same tenant). */
export const channelOfTask = and(
  eq(messageChannels.channelId, sendTasks.channelId),
  eq(messageChannels.merchantId, sendTasks.merchantId),
);

const joined = (db: Db) =>
  db
    .select(taskColumns)
    .from(sendTasks)
    .leftJoin(messageChannels, channelOfTask)
    .leftJoin(
      messageTemplates,
      and(
        eq(messageTemplates.templateId, sendTasks.templateId),
        eq(messageTemplates.merchantId, sendTasks.merchantId),
      ),
    );

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const taskView = (row: Joined, counts: Counts | undefined) => ({
  taskId: row.task.taskId,
  taskName: row.task.taskName,
  kind: row.task.kind,
  channelId: row.task.channelId,
  channelName: row.channelName ?? '',
  templateId: row.task.templateId,
  templateName: row.templateName ?? '',
  status: row.task.status,
  sendAt: iso(row.task.sendAt),
  counts: counts ?? emptyCounts(),
  createBy: row.task.createBy,
  createTime: iso(row.task.createdAt),
  finishTime: iso(row.task.finishTime),
});

export const sendTaskPage = async (
  db: Db,
  merchantId: string,
  q: { keyword?: string; kind?: string; status?: string; pageNum: number; limit: number },
) => {
  const where = and(
    eq(sendTasks.merchantId, merchantId),
    like(sendTasks.taskName, q.keyword),
    q.kind ? eq(sendTasks.kind, q.kind) : undefined,
    q.status ? eq(sendTasks.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(sendTasks).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(sendTasks.createdAt), desc(sendTasks.taskId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  const counts = await recipientCounts(
    db,
    merchantId,
    rows.map((r) => r.task.taskId),
  );
  return { total: total?.n ?? 0, rows: rows.map((r) => taskView(r, counts.get(r.task.taskId))) };
};

export const sendTaskDetail = async (db: Db, merchantId: string, taskId: string) => {
  const [row] = await joined(db).where(
    and(eq(sendTasks.merchantId, merchantId), eq(sendTasks.taskId, taskId)),
  );
  if (!row) return undefined;
  const counts = await recipientCounts(db, merchantId, [taskId]);
  return taskView(row, counts.get(taskId));
};

export const recipientPage = async (
  db: Db,
  merchantId: string,
  q: { taskId: string; status?: string; keyword?: string; pageNum: number; limit: number },
) => {
  const r = sendRecipients;
  const where = and(
    eq(r.merchantId, merchantId),
    eq(r.taskId, q.taskId),
    q.status ? eq(r.status, q.status) : undefined,
    q.keyword?.trim() ? or(like(r.address, q.keyword), like(r.userName, q.keyword)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(r).where(where);
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(asc(r.recipientId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      recipientId: String(row.recipientId),
      userId: row.userId,
      userName: row.userName,
      address: row.address,
      status: row.status,
      attempts: row.attempts,
      ...readStoredAnswer(row.answer),
      sentTime: iso(row.sentAt),
    })),
  };
};
