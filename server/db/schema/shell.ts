import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';

/** Projects of a tenant (console spec §2.1 project view, §7.1 project service). */
export const projects = pgTable(
  'projects',
  {
    projectId: text('project_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    projectName: text('project_name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** Pinned to the top when set; newer pins first. */
    topAt: at('top_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.merchantId] }),
    index('projects_merchant_idx').on(t.merchantId),
  ],
);

/** One-time codes of the built-in demo chat-app provider: which outside account approved the login. */
export const oauthCodes = pgTable('oauth_codes', {
  code: text('code').primaryKey(),
  externalId: text('external_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Outside (chat-app) accounts bound to users. */
export const oauthBindings = pgTable(
  'oauth_bindings',
  {
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_bindings_external_idx').on(t.provider, t.externalId)],
);
