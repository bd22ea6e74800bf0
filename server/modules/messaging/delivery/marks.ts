/**
 * The outcome of one attempt, written at once and only by the claim that made it (`lease_owner` and status
 * 'sending' guard every mark): a claim whose lease ran out and was taken by another instance writes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { preparedStatement } from '../../../db/preparedStatement';
import { sendRecipients } from '../../../db/schema';
import type { DeliveryResult } from '../providers/types';
import { backoffMs } from './options';
import { storedAnswer } from './storedAnswer';

const ANSWER_MAX = 2000;

const held = (recipientId: number, owner: string) =>
  and(
    eq(sendRecipients.recipientId, recipientId),
    eq(sendRecipients.leaseOwner, owner),
    eq(sendRecipients.status, 'sending'),
  );

const sentStatement = preparedStatement<{ id: number }>(
  'send_recipient_sent',
  sql`update send_recipients set status = 'sent', answer = ${sql.placeholder('answer')},
    sent_at = ${sql.placeholder('sentAt')}::timestamptz
  where recipient_id = ${sql.placeholder('id')} and lease_owner = ${sql.placeholder('owner')} and status = 'sending'
  returning recipient_id as id`,
);

/**
 * Sent (a prepared statement: one per message, the hot path of delivery); answers whether this claim still held the
 * recipient (false: another instance took it over).
 */
export const markSent = async (
  db: Db | Tx,
  recipientId: number,
  owner: string,
  result: Pick<DeliveryResult, 'answer'> & { reply?: string },
  now: Date,
) =>
  (
    await sentStatement(db, {
      id: recipientId,
      owner,
      answer: storedAnswer(result).slice(0, ANSWER_MAX),
      sentAt: now.toISOString(),
    })
  ).length === 1;

/** A failure: queued again after a backoff while it may pass and attempts remain, otherwise final. */
export const markFailed = async (
  db: Db,
  claim: { recipientId: number; attempts: number },
  owner: string,
  result: Pick<DeliveryResult, 'answer' | 'retryable'> & { reply?: string },
  options: { now: Date; maxAttempts: number },
) => {
  const isFinal = !result.retryable || claim.attempts >= options.maxAttempts;
  await db
    .update(sendRecipients)
    .set({
      status: isFinal ? 'failed' : 'pending',
      answer: storedAnswer(result).slice(0, ANSWER_MAX),
      nextAttemptAt: new Date(options.now.getTime() + (isFinal ? 0 : backoffMs(claim.attempts))),
    })
    .where(held(claim.recipientId, owner));
};
