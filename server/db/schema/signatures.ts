/** Handwritten signatures given with an approval (workflow spec §6 "handwritten signature"). */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** One PNG per approved task: `id` is the task's id; `png` the image, base64 (checked and size-limited). */
export const wfSignatures = pgTable(
  'wf_signatures',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    userId: text('user_id').notNull(),
    png: text('png').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('wf_signatures_instance_idx').on(t.merchantId, t.instanceId),
  ],
);
