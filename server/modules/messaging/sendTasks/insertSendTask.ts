/**
 * Writes a send task and its recipients in the caller's transaction: the template's subject and body are copied, so
 * a later edit of the template does not change what goes out. Recipients without an address are written as failed
 * with the reason as their answer; the others wait for the delivery worker.
 */
import type { TFunction } from 'i18next';
import { ADDRESS_OF, type SendKind } from '@shared/messaging/channelKinds';
import type { Tx } from '../../../db/database';
import { sendRecipients, sendTasks } from '../../../db/schema';
import { generateId } from '../../../ids';
import type { TemplateRow } from './checks';
import type { ResolvedRecipients } from './recipients';

export interface NewSendTask {
  merchantId: string;
  taskName: string;
  kind: SendKind;
  channelId: string;
  /** The SMS sign and vendor template code (empty: the channel's defaults when it is sent). */
  signCode?: string;
  vendorTemplateCode?: string;
  template: TemplateRow;
  variables: Record<string, string>;
  sendAt: Date;
  source: string;
  createBy: string;
}

const CHUNK = 1000;

export const insertSendTask = async (
  tx: Tx,
  task: NewSendTask,
  recipients: ResolvedRecipients,
  now: Date,
  t: TFunction,
) => {
  const taskId = generateId(now);
  const isEmpty = recipients.withAddress.length === 0;
  await tx.insert(sendTasks).values({
    taskId,
    merchantId: task.merchantId,
    taskName: task.taskName,
    kind: task.kind,
    channelId: task.channelId,
    templateId: task.template.templateId,
    signCode: task.signCode ?? '',
    vendorTemplateCode: task.vendorTemplateCode ?? '',
    subject: task.template.subject,
    body: task.template.body,
    variables: task.variables,
    status: isEmpty ? 'done' : task.sendAt.getTime() > now.getTime() ? 'scheduled' : 'sending',
    source: task.source,
    sendAt: task.sendAt,
    createBy: task.createBy,
    createdAt: now,
    finishTime: isEmpty ? now : null,
  });
  const noAddress = t(`messaging:sendTask.noAddress.${ADDRESS_OF[task.kind]}`);
  const rows = [
    ...recipients.withAddress.map((r) => ({ ...r, status: 'pending', answer: '' })),
    ...recipients.withoutAddress.map((r) => ({ ...r, status: 'failed', answer: noAddress })),
  ].map((r) => ({
    merchantId: task.merchantId,
    taskId,
    userId: r.userId,
    userName: r.userName,
    address: r.address,
    variables: r.variables ?? {},
    status: r.status,
    nextAttemptAt: task.sendAt,
    answer: r.answer,
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(sendRecipients).values(rows.slice(i, i + CHUNK));
  return {
    taskId,
    recipientCount: recipients.withAddress.length,
    withoutAddress: recipients.withoutAddress.length,
  };
};
