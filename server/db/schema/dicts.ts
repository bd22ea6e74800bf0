import { jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Dictionary types of one tenant (console spec §7.5 Dictionary); items live in `dict_data` under the same code. */
export const dictTypes = pgTable(
  'dict_types',
  {
    dictTypeId: text('dict_type_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    dictCode: text('dict_code').notNull(),
    dictName: text('dict_name').notNull(),
    /** Per-language names, e.g. { en_US: 'Urgency' }; the stored name (the default language's) is the fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dictTypeId, t.merchantId] }),
    uniqueIndex('dict_types_tenant_code_idx').on(t.merchantId, t.dictCode),
  ],
);
