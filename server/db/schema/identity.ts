import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** Tables of the identity area. */

/** Every create, update and delete made through the identity APIs, with a field-level before/after diff. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull().default(''),
    changes: jsonb('changes').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('operation_logs_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * Server starts and server errors. `merchantId` is the tenant of the failing request ('' for server-wide entries,
 * which only the platform tenant sees); `params` are the request's parameters with secrets redacted.
 */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull().default(''),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    detail: text('detail').notNull().default(''),
    path: text('path').notNull().default(''),
    params: jsonb('params').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('system_logs_created_idx').on(t.createdAt),
    index('system_logs_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** Organisations whose data a user may see ('include') or is explicitly barred from ('exclude'). */
export const userDataPerms = pgTable(
  'user_data_perms',
  {
    userId: text('user_id').notNull(),
    organizeId: text('organize_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    mode: text('mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizeId, t.merchantId] })],
);

/** One-time codes sent as in-app letters for the centre-mode password reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: text('user_id').notNull(),
    /** The user's home tenant. */
    merchantId: text('merchant_id').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId] })],
);

/** Roles a position carries (position roles, §7.3). */
export const positionRoles = pgTable(
  'position_roles',
  {
    positionId: text('position_id').notNull(),
    roleId: text('role_id').notNull(),
    merchantId: text('merchant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.roleId, t.merchantId] })],
);
