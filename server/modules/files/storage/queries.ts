import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { merchants, storedFiles } from '../../../db/schema';

export type StoredFileRecord = typeof storedFiles.$inferSelect;

export const insertFile = (db: Db | Tx, row: typeof storedFiles.$inferInsert) =>
  db.insert(storedFiles).values(row);

export const fileByName = async (
  db: Db,
  merchantId: string,
  fileName: string,
): Promise<StoredFileRecord | undefined> =>
  (
    await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.merchantId, merchantId), eq(storedFiles.fileName, fileName)))
      .limit(1)
  )[0];

export const filesByIds = (db: Db, merchantId: string, ids: string[]) =>
  db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.merchantId, merchantId), inArray(storedFiles.fileId, ids)));

export const deleteFileRows = (db: Db, merchantId: string, ids: string[]) =>
  db.delete(storedFiles).where(and(eq(storedFiles.merchantId, merchantId), inArray(storedFiles.fileId, ids)));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const filePage = async (
  db: Db,
  merchantId: string,
  pageNum: number,
  limit: number,
  name: string | undefined,
) => {
  const where = and(
    eq(storedFiles.merchantId, merchantId),
    name ? ilike(storedFiles.originalName, `%${escapeLike(name)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(storedFiles).where(where);
  const rows = await db
    .select()
    .from(storedFiles)
    .where(where)
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.fileId))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  return { total: total?.n ?? 0, rows };
};

/** Bytes of the tenant's stored files. */
export const usedBytes = async (db: Db | Tx, merchantId: string): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.merchantId, merchantId));
  return Number(row?.total ?? 0);
};

/** Locks the tenant row until the transaction ends, so uploads of one tenant take the last free space one at a time. */
export const lockTenant = (tx: Tx, merchantId: string) =>
  tx
    .select({ merchantId: merchants.merchantId })
    .from(merchants)
    .where(eq(merchants.merchantId, merchantId))
    .for('update');
