import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** In-app letters (console spec §3 "Letter"): status UNREAD or READ. Written in the same transaction as their cause. */
export const letters = pgTable(
  'letters',
  {
    letterId: text('letter_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    /** Recipient. */
    userId: text('user_id').notNull(),
    /** What kind of letter: a template code such as taskTodo, cc, approved, verification. */
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Where the letter leads (e.g. an approval task id), free-form per category. */
    bizId: text('biz_id').notNull().default(''),
    status: text('status').notNull().default('UNREAD'),
    sendTime: at('send_time').notNull(),
    readTime: at('read_time'),
  },
  (t) => [
    primaryKey({ columns: [t.letterId, t.merchantId] }),
    index('letters_user_idx').on(t.merchantId, t.userId, t.sendTime),
  ],
);

/**
 * Effects to deliver after commit (callbacks, pushes): written with the change that caused them, delivered by a
 * worker with retries and backoff. `status`: pending, done, failed.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
