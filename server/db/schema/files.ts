import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** Tables of the files area. */

/** Uploaded files: the bytes live under `DATA_DIR/files/<merchantId>/<fileName>`, this row describes them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileId: text('file_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    /** Generated, unique per tenant; the only name used on disk and in URLs. */
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createBy: text('create_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.merchantId] }),
    uniqueIndex('stored_files_name_idx').on(t.merchantId, t.fileName),
    index('stored_files_time_idx').on(t.merchantId, t.createdAt),
  ],
);

/** Every call of the form-event proxy (POST /jflow/call): who, where, how it ended. */
export const proxyCallLog = pgTable(
  'proxy_call_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    userId: text('user_id').notNull(),
    url: text('url').notNull(),
    method: text('method').notNull(),
    /** HTTP status of the last hop; 0 when no answer came. */
    status: integer('status').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /** Empty on success, else the refusal or failure reason key. */
    error: text('error').notNull().default(''),
    calledAt: at('called_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.merchantId] }),
    index('proxy_call_log_time_idx').on(t.merchantId, t.calledAt),
  ],
);
