import { bigserial, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    userName: text('user_name').notNull(),
    userId: text('user_id').notNull().default(''),
    merchantId: text('merchant_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    /** Message key of the outcome. */
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('login_logs_user_idx').on(t.userName, t.createdAt),
    index('login_logs_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Short-lived one-time tickets: the first-login password change (`first-login`, bound to a user) and the `state` of
 * a chat-app sign-in (`chat-login`) or binding (`chat-bind`, bound to the signed-in user and tenant). Only the
 * sha256 of a ticket is stored.
 */
export const authTickets = pgTable(
  'auth_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: text('user_id').notNull().default(''),
    merchantId: text('merchant_id').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('auth_tickets_user_idx').on(t.userId)],
);
