import { bigserial, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
  (t) => [index('login_logs_user_idx').on(t.userName, t.createdAt), index('login_logs_ip_idx').on(t.ip, t.createdAt)],
);
