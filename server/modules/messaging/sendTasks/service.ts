/**
 * Send tasks (console spec §2.3 "Send tasks"): create (recipients resolved, template copied, one transaction),
 * retry the failed recipients, cancel the pending ones. Every write is audited; the delivery worker is woken after
 * the commit.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { RecipientsInputData } from '@shared/api/modules/messaging/channelSchemas';
import type { SendKind } from '@shared/messaging/channelKinds';
import type { Tx } from '../../../db/database';
import { sendRecipients, sendTasks } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { recordOperation } from '../../identity/common/audit';
import { checkChannel, checkTemplate, checkVariables, sendTimeOf } from './checks';
import { sendTaskFieldError, sendTaskRule } from './errors';
import { insertSendTask } from './insertSendTask';
import { resolveRecipients } from './recipients';
import { chooseVendorCodes } from './vendorChoice';
import { SEND_WAKE_CHANNEL } from './wakeUp';

export interface SendTaskRequest {
  taskName: string;
  kind: SendKind;
  channelId?: string;
  templateId: string;
  signId?: string;
  vendorTemplateId?: string;
  variables?: Record<string, string>;
  recipients: RecipientsInputData;
  sendAt?: string;
}

/** Tells every instance's worker that recipients may be due (best effort: the workers also poll). */
export const wakeDelivery = (deps: AppDeps) =>
  deps.database.notifications.publish(SEND_WAKE_CHANNEL, '').catch(() => undefined);

export const addSendTask = async (
  deps: AppDeps,
  session: SessionContext,
  t: TFunction,
  input: SendTaskRequest,
) => {
  const now = deps.now();
  const taskName = input.taskName.trim();
  if (!taskName) throw sendTaskFieldError('taskName', 'nameRequired');
  const answer = await deps.db.transaction(async (tx) => {
    const merchantId = session.merchantId;
    const channel = await checkChannel(tx, merchantId, input.kind, input.channelId);
    const template = await checkTemplate(tx, merchantId, input.kind, input.templateId);
    const vendorCodes = await chooseVendorCodes(tx, channel, input);
    const variables = input.variables ?? {};
    checkVariables(template, variables);
    const sendAt = sendTimeOf(input.sendAt, now);
    const recipients = await resolveRecipients(tx, merchantId, input.kind, input.recipients);
    const created = await insertSendTask(
      tx,
      {
        merchantId,
        taskName,
        kind: input.kind,
        channelId: channel?.channelId ?? '',
        ...vendorCodes,
        template,
        variables,
        sendAt,
        source: 'manual',
        createBy: session.userName,
      },
      recipients,
      now,
      t,
    );
    await recordOperation(
      tx,
      session,
      {
        action: 'create',
        targetType: 'sendTask',
        targetId: created.taskId,
        targetName: taskName,
        after: {
          kind: input.kind,
          channelId: channel?.channelId ?? '',
          templateId: template.templateId,
          ...vendorCodes,
          sendAt,
          recipientCount: created.recipientCount,
          withoutAddress: created.withoutAddress,
        },
      },
      now,
    );
    return created;
  });
  await wakeDelivery(deps);
  return answer;
};

type TaskRow = typeof sendTasks.$inferSelect;

const lockTask = async (tx: Tx, merchantId: string, taskId: string): Promise<TaskRow> => {
  const [task] = await tx
    .select()
    .from(sendTasks)
    .where(and(eq(sendTasks.merchantId, merchantId), eq(sendTasks.taskId, taskId)))
    .for('update');
  if (!task) throw notFound();
  return task;
};

/** Audits a change of a task's state with how many recipients it touched (`retried` or `cancelled`). */
const auditChange = (
  tx: Tx,
  session: SessionContext,
  task: TaskRow,
  after: { status: string } & Record<string, number | string>,
  now: Date,
) =>
  recordOperation(
    tx,
    session,
    {
      action: 'update',
      targetType: 'sendTask',
      targetId: task.taskId,
      targetName: task.taskName,
      before: { ...Object.fromEntries(Object.keys(after).map((key) => [key, 0])), status: task.status },
      after,
    },
    now,
  );

const recipientIdsOf = (ids: string[] | undefined) => {
  if (!ids) return undefined;
  const bad = ids.find((id) => !/^[0-9]{1,18}$/.test(id));
  if (bad !== undefined) throw sendTaskFieldError('recipientIds', 'unknownId', { id: bad });
  return ids.map(Number);
};

/**
 * Queues the task's failed recipients again (all, or the listed ones) with fresh attempts. Recipients that never had
 * an address stay failed: sending again cannot reach them. A cancelled task stays cancelled.
 */
export const retrySendTask = async (
  deps: AppDeps,
  session: SessionContext,
  input: { taskId: string; recipientIds?: string[] },
) => {
  const now = deps.now();
  const ids = recipientIdsOf(input.recipientIds);
  const queued = await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, session.merchantId, input.taskId);
    if (task.status === 'cancelled') throw sendTaskRule('cancelledCannotRetry');
    const rows = await tx
      .update(sendRecipients)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, answer: '', leaseOwner: '' })
      .where(
        and(
          eq(sendRecipients.taskId, task.taskId),
          eq(sendRecipients.merchantId, session.merchantId),
          eq(sendRecipients.status, 'failed'),
          task.kind === 'robot' ? undefined : ne(sendRecipients.address, ''),
          ids ? inArray(sendRecipients.recipientId, ids) : undefined,
        ),
      )
      .returning({ id: sendRecipients.recipientId });
    if (rows.length > 0) {
      const status = task.sendAt.getTime() > now.getTime() ? 'scheduled' : 'sending';
      await tx.update(sendTasks).set({ status, finishTime: null }).where(eq(sendTasks.taskId, task.taskId));
      await auditChange(tx, session, task, { status, retried: rows.length }, now);
    }
    return rows.length;
  });
  if (queued > 0) await wakeDelivery(deps);
  return { queued };
};

/**
 * Cancels the recipients not sent yet; one being sent right now finishes (its answer decides). The task is cancelled
 * unless it had already finished.
 */
export const cancelSendTask = async (
  deps: AppDeps,
  session: SessionContext,
  t: TFunction,
  taskId: string,
) => {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, session.merchantId, taskId);
    const rows = await tx
      .update(sendRecipients)
      .set({ status: 'cancelled', answer: t('messaging:sendTask.cancelledAnswer') })
      .where(
        and(
          eq(sendRecipients.taskId, task.taskId),
          eq(sendRecipients.merchantId, session.merchantId),
          eq(sendRecipients.status, 'pending'),
        ),
      )
      .returning({ id: sendRecipients.recipientId });
    if (task.status === 'done' || task.status === 'cancelled') return { cancelled: rows.length };
    await tx
      .update(sendTasks)
      .set({ status: 'cancelled', finishTime: now })
      .where(
        and(
          eq(sendTasks.taskId, task.taskId),
          or(eq(sendTasks.status, 'scheduled'), eq(sendTasks.status, 'sending')),
        ),
      );
    await auditChange(tx, session, task, { status: 'cancelled', cancelled: rows.length }, now);
    return { cancelled: rows.length };
  });
};
