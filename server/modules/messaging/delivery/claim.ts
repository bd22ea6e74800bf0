/**
 * Claiming recipients for one channel, in one short transaction:
 * - the channel's claims are serialised across instances by a transaction-level advisory lock on the channel, so
 *   the rate limit counts every instance's claims;
 * - the rate limit: a claim takes at most `rateLimit` minus the recipients of the channel claimed (by any instance)
 *   during the last second. A lease starts when it is claimed, so "claimed during the last second" is
 *   `lease_until > now + lease - 1 s`, on the database's clock. What it guarantees: no more than `rateLimit` claims
 *   of a channel within any one second (counted over the channel's sending tasks); sends follow their claims within
 *   milliseconds, so the send rate keeps to it as well, give or take one batch.
 * - rows are taken with FOR UPDATE SKIP LOCKED (another instance's claim in flight is skipped, never waited for),
 *   and marked 'sending' with a lease (owner + expiry). A lease that expired belongs to an instance that died (or
 *   hung longer than the lease) and is taken again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { rowsOf } from '../sendTasks/rowsOf';
import type { ChannelGroup } from './dueTasks';

export interface ClaimedRecipient {
  recipientId: number;
  taskId: string;
  userId: string;
  address: string;
  variables: Record<string, string>;
  attempts: number;
}

interface ClaimRequest {
  group: ChannelGroup;
  owner: string;
  batchSize: number;
  leaseMs: number;
  now: Date;
}

const idList = (group: ChannelGroup) => JSON.stringify([...group.tasks.keys()]);

export const claimRecipients = (db: Db, request: ClaimRequest): Promise<ClaimedRecipient[]> =>
  db.transaction(async (tx) => {
    const { group, leaseMs } = request;
    const tasks = sql`(select jsonb_array_elements_text(${idList(group)}::jsonb))`;
    let budget = request.batchSize;
    if (group.rateLimit > 0) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`message-send:${group.merchantId}:${group.channelId}`}))`,
      );
      const [recent] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from send_recipients
          where task_id in ${tasks} and lease_until > clock_timestamp() + ${leaseMs - 1000}::integer * interval '1 millisecond'`),
      );
      budget = Math.min(budget, group.rateLimit - (recent?.n ?? 0));
    }
    if (budget <= 0) return [];
    return rowsOf<ClaimedRecipient>(
      await tx.execute(sql`with due as (
          select recipient_id from send_recipients
          where task_id in ${tasks} and (
            (status = 'pending' and next_attempt_at <= ${request.now.toISOString()}::timestamptz)
            or (status = 'sending' and lease_until < clock_timestamp()))
          order by recipient_id
          limit ${budget}::integer
          for update skip locked)
        update send_recipients r set status = 'sending', lease_owner = ${request.owner},
          lease_until = clock_timestamp() + ${leaseMs}::integer * interval '1 millisecond', attempts = r.attempts + 1
        from due where r.recipient_id = due.recipient_id
        returning r.recipient_id as "recipientId", r.task_id as "taskId", r.user_id as "userId", r.address,
          r.variables, r.attempts`),
    ).map((row) => ({ ...row, recipientId: Number(row.recipientId) }));
  });
