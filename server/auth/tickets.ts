import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { authTickets } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** What a ticket may be used for; a ticket of one purpose never serves another. */
export type TicketPurpose = 'first-login' | 'chat-login' | 'chat-bind';

export interface TicketOwner {
  userId: string;
  merchantId: string;
}

/** Issues a random one-time ticket; only its sha256 is kept. */
export const issueTicket = async (
  db: Db | Tx,
  purpose: TicketPurpose,
  owner: TicketOwner | undefined,
  now: Date,
  ttlMs: number,
): Promise<string> => {
  const ticket = newToken();
  await db.insert(authTickets).values({
    ticketHash: hashToken(ticket),
    purpose,
    userId: owner?.userId ?? '',
    merchantId: owner?.merchantId ?? '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return ticket;
};

/** The ticket, issued for one of `purposes`, not used yet and not expired. */
const usable = (ticket: string, purposes: TicketPurpose[], now: Date) =>
  and(
    eq(authTickets.ticketHash, hashToken(ticket)),
    inArray(authTickets.purpose, purposes),
    isNull(authTickets.usedAt),
    gt(authTickets.expiresAt, now),
  );

/** The owner of a ticket that is still usable (issued for `purpose`, not used, not expired), without using it. */
export const peekTicket = async (
  db: Db | Tx,
  purpose: TicketPurpose,
  ticket: string,
  now: Date,
): Promise<TicketOwner | undefined> => {
  const [row] = await db
    .select({ userId: authTickets.userId, merchantId: authTickets.merchantId })
    .from(authTickets)
    .where(usable(ticket, [purpose], now));
  return row;
};

/** Uses a ticket once: answers its purpose and owner, or undefined when it was never issued for one of `purposes`, is used up or has expired. */
export const consumeTicket = async (
  db: Db | Tx,
  purposes: TicketPurpose[],
  ticket: string,
  now: Date,
): Promise<(TicketOwner & { purpose: TicketPurpose }) | undefined> => {
  const [row] = await db
    .update(authTickets)
    .set({ usedAt: now })
    .where(usable(ticket, purposes, now))
    .returning({
      userId: authTickets.userId,
      merchantId: authTickets.merchantId,
      purpose: authTickets.purpose,
    });
  return row ? { ...row, purpose: row.purpose as TicketPurpose } : undefined;
};
