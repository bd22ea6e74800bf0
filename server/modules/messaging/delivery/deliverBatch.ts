/**
 * Sends one claimed batch of a channel, each recipient on its own and marked the moment its answer arrives.
 *
 * Exactly-once, honestly: a recipient is claimed by one instance at a time (SKIP LOCKED + lease), marked sent by
 * that claim only, and never sent again once marked. Site messages are exact: the letter and the 'sent' mark are one
 * transaction. For a provider outside the database (an SMTP server, a vendor API) one window is left: the provider
 * accepted the message but the instance died before its mark was written; when the lease runs out the recipient
 * is sent again. The mark is written right after the answer (never batched) to keep that window to one statement,
 * and every attempt carries the same message id (Message-ID of a mail, out-id of an SMS) so the receiving side can
 * recognise a repeat.
 */
import type { TFunction } from 'i18next';
import type { Locale } from '@shared/i18n/locales';
import type { AppDeps } from '../../../http/context';
import { readersOf } from '../readerLocales';
import { sendLetters } from '../sendLetters';
import type { ClaimedRecipient } from './claim';
import type { ChannelGroup, SendTaskRow } from './dueTasks';
import { openChannelSender, type ChannelSender } from './channelSender';
import { markFailed, markSent } from './marks';
import { readerMessage } from './readerMessage';

/** Rolls back a letter whose recipient this claim no longer holds. */
class LostLease extends Error {}

export interface BatchContext {
  deps: AppDeps;
  owner: string;
  maxAttempts: number;
  t: TFunction;
}

/** The stable id of a recipient's message, the same on every attempt. */
export const messageIdOf = (recipient: ClaimedRecipient) =>
  `send-${recipient.taskId}-${recipient.recipientId}`;

const deliverLetter = async (
  ctx: BatchContext,
  task: SendTaskRow,
  recipient: ClaimedRecipient,
  locale: Locale,
) => {
  const { subject, body } = readerMessage(task, recipient, locale);
  const now = ctx.deps.now();
  try {
    await ctx.deps.db.transaction(async (tx) => {
      if (
        !(await markSent(
          tx,
          recipient.recipientId,
          ctx.owner,
          { answer: ctx.t('messaging:sendTask.letterWritten') },
          now,
        ))
      )
        throw new LostLease();
      await sendLetters(
        tx,
        [
          {
            merchantId: task.merchantId,
            userId: recipient.address,
            category: `message.${task.source === 'manual' ? 'sendTask' : task.source}`,
            title: subject,
            content: body,
            bizId: task.taskId,
          },
        ],
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof LostLease)) throw error;
  }
};

const deliverThrough = async (
  ctx: BatchContext,
  sender: ChannelSender,
  task: SendTaskRow,
  recipient: ClaimedRecipient,
  locale: Locale,
) => {
  const { subject, body, variables } = readerMessage(task, recipient, locale);
  const result = await sender.send({
    address: recipient.address,
    subject,
    body,
    variables,
    messageId: messageIdOf(recipient),
    signName: task.signCode,
    templateCode: task.vendorTemplateCode,
  });
  const now = ctx.deps.now();
  if (result.ok) await markSent(ctx.deps.db, recipient.recipientId, ctx.owner, result, now);
  else await markFailed(ctx.deps.db, recipient, ctx.owner, result, { now, maxAttempts: ctx.maxAttempts });
};

/** Sends the batch concurrently; a recipient whose send throws is failed with the reason, the others go on. */
export const deliverBatch = async (ctx: BatchContext, group: ChannelGroup, claimed: ClaimedRecipient[]) => {
  const sender =
    group.kind === 'letter'
      ? undefined
      : await openChannelSender(ctx.deps, group.merchantId, group.channelId, ctx.t);
  // Each message in its reader's language (the one rule, readersOf). A robot posts to a group chat and an address
  // typed into a task belongs to nobody in the directory: with no single reader, they read the tenant's default.
  const readers = await readersOf(
    ctx.deps.db,
    group.merchantId,
    claimed.map((recipient) => recipient.userId),
  );
  await Promise.all(
    claimed.map(async (recipient) => {
      const task = group.tasks.get(recipient.taskId);
      if (!task) return;
      const failure = { now: ctx.deps.now(), maxAttempts: ctx.maxAttempts };
      const locale = readers.languageOf(recipient.userId);
      try {
        if (!sender) await deliverLetter(ctx, task, recipient, locale);
        else if ('unusable' in sender)
          await markFailed(
            ctx.deps.db,
            recipient,
            ctx.owner,
            { answer: sender.unusable, retryable: false },
            failure,
          );
        else await deliverThrough(ctx, sender, task, recipient, locale);
      } catch (error) {
        const answer = error instanceof Error ? error.message : String(error);
        await markFailed(ctx.deps.db, recipient, ctx.owner, { answer, retryable: true }, failure).catch(
          () => undefined,
        );
      }
    }),
  );
};
