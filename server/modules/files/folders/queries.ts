import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { DEFAULT_BUCKET_ID, fileBuckets, fileFolders, storedFiles } from '../../../db/schema';

export type BucketRecord = typeof fileBuckets.$inferSelect;
export type FolderRecord = typeof fileFolders.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const nameLike = (column: typeof fileFolders.name | typeof storedFiles.originalName, name?: string) =>
  name ? ilike(column, `%${escapeLike(name)}%`) : undefined;

/** Makes the tenant's default bucket if it is missing (a tenant created after the migration). */
export const ensureDefaultBucket = (db: Db | Tx, merchantId: string) =>
  db
    .insert(fileBuckets)
    .values({ bucketId: DEFAULT_BUCKET_ID, merchantId, name: '', isDefault: true })
    .onConflictDoNothing();

export const bucketById = async (db: Db | Tx, merchantId: string, bucketId: string) =>
  (
    await db
      .select()
      .from(fileBuckets)
      .where(and(eq(fileBuckets.merchantId, merchantId), eq(fileBuckets.bucketId, bucketId)))
      .limit(1)
  )[0];

export const bucketByName = async (db: Db | Tx, merchantId: string, name: string) =>
  (
    await db
      .select()
      .from(fileBuckets)
      .where(and(eq(fileBuckets.merchantId, merchantId), eq(fileBuckets.name, name)))
      .limit(1)
  )[0];

/** The tenant's buckets, the default first, then by name. */
export const bucketsOf = (db: Db, merchantId: string) =>
  db
    .select()
    .from(fileBuckets)
    .where(eq(fileBuckets.merchantId, merchantId))
    .orderBy(sql`${fileBuckets.isDefault} desc`, asc(fileBuckets.name));

/** Folders and files per bucket of the tenant. */
export const bucketCounts = async (db: Db, merchantId: string) => {
  const folders = await db
    .select({ bucketId: fileFolders.bucketId, n: count() })
    .from(fileFolders)
    .where(eq(fileFolders.merchantId, merchantId))
    .groupBy(fileFolders.bucketId);
  const files = await db
    .select({ bucketId: storedFiles.bucketId, n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.merchantId, merchantId))
    .groupBy(storedFiles.bucketId);
  return {
    folders: new Map(folders.map((r) => [r.bucketId, r.n])),
    files: new Map(files.map((r) => [r.bucketId, r.n])),
  };
};

export const folderById = async (db: Db | Tx, merchantId: string, folderId: string) =>
  (
    await db
      .select()
      .from(fileFolders)
      .where(and(eq(fileFolders.merchantId, merchantId), eq(fileFolders.folderId, folderId)))
      .limit(1)
  )[0];

/** A folder of the same parent with this name, if any. */
export const siblingNamed = async (
  db: Db | Tx,
  where: { merchantId: string; bucketId: string; parentId: string },
  name: string,
) =>
  (
    await db
      .select()
      .from(fileFolders)
      .where(
        and(
          eq(fileFolders.merchantId, where.merchantId),
          eq(fileFolders.bucketId, where.bucketId),
          eq(fileFolders.parentId, where.parentId),
          eq(fileFolders.name, name),
        ),
      )
      .limit(1)
  )[0];

export const foldersOfBucket = (db: Db, merchantId: string, bucketId: string) =>
  db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.merchantId, merchantId), eq(fileFolders.bucketId, bucketId)))
    .orderBy(asc(fileFolders.name));

/** The folders and files directly inside a folder (or a bucket's top level with folderId ''), or a whole bucket. */
export const heldItems = async (
  db: Db | Tx,
  merchantId: string,
  bucketId: string,
  folderId?: string,
): Promise<{ folders: number; files: number }> => {
  const [folders] = await db
    .select({ n: count() })
    .from(fileFolders)
    .where(
      and(
        eq(fileFolders.merchantId, merchantId),
        eq(fileFolders.bucketId, bucketId),
        folderId === undefined ? undefined : eq(fileFolders.parentId, folderId),
      ),
    );
  const [files] = await db
    .select({ n: count() })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.merchantId, merchantId),
        eq(storedFiles.bucketId, bucketId),
        folderId === undefined ? undefined : eq(storedFiles.folderId, folderId),
      ),
    );
  return { folders: folders?.n ?? 0, files: files?.n ?? 0 };
};
