import {
  bigint,
  boolean,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** Id of every tenant's default bucket (ids are per tenant: the key is bucket id and merchant id). */
export const DEFAULT_BUCKET_ID = 'default';

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
    /** The bucket holding the file; uploads that name none (form controls) go to the tenant's default bucket. */
    bucketId: text('bucket_id').notNull().default(DEFAULT_BUCKET_ID),
    /** The folder holding the file; empty for the bucket's top level. */
    folderId: text('folder_id').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.merchantId] }),
    uniqueIndex('stored_files_name_idx').on(t.merchantId, t.fileName),
    index('stored_files_time_idx').on(t.merchantId, t.createdAt),
    index('stored_files_folder_idx').on(t.merchantId, t.bucketId, t.folderId),
  ],
);

/**
 * Buckets of the file centre (console spec §2.3 "Document center: bucket list"). Every tenant has the default
 * bucket (id `default`, created on first use; the migration made it for every tenant and moved the files into it).
 */
export const fileBuckets = pgTable(
  'file_buckets',
  {
    bucketId: text('bucket_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    /** Empty for the default bucket until someone renames it (shown in the reader's language). */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createBy: text('create_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bucketId, t.merchantId] }),
    uniqueIndex('file_buckets_name_uq').on(t.merchantId, t.name),
  ],
);

/** Folders inside a bucket, nested by parent id (empty parent: the bucket's top level). */
export const fileFolders = pgTable(
  'file_folders',
  {
    folderId: text('folder_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    bucketId: text('bucket_id').notNull(),
    parentId: text('parent_id').notNull().default(''),
    name: text('name').notNull(),
    createBy: text('create_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.merchantId] }),
    uniqueIndex('file_folders_name_uq').on(t.merchantId, t.bucketId, t.parentId, t.name),
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
