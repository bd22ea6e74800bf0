import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Template categories of a tenant (console spec §2.11). `status`: '0' enabled, '1' disabled. */
export const templateCategories = pgTable(
  'template_categories',
  {
    categoryId: text('category_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    categoryCode: text('category_code').notNull(),
    categoryName: text('category_name').notNull(),
    status: text('status').notNull().default('0'),
    orderNum: integer('order_num').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.merchantId] }),
    uniqueIndex('template_categories_code_uq').on(t.merchantId, t.categoryCode),
  ],
);

/**
 * Message templates of a tenant (console spec §2.11 temp letter): what `event` sends on `channel`, with `{{name}}`
 * variables in the subject and body (shared/messaging/templateEvents.ts lists what each event supplies).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    templateId: text('template_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    categoryId: text('category_id').notNull(),
    templateCode: text('template_code').notNull(),
    templateName: text('template_name').notNull(),
    channel: text('channel').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.merchantId] }),
    uniqueIndex('message_templates_code_uq').on(t.merchantId, t.templateCode),
    index('message_templates_category_idx').on(t.merchantId, t.categoryId),
  ],
);
