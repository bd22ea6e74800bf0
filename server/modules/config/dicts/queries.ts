import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { dictData, dictTypes } from '../../../db/schema';
import { like } from '../../identity/user/queries';
import { resolveText } from './labels';

export type DictTypeRecord = typeof dictTypes.$inferSelect;
export type DictItemRecord = typeof dictData.$inferSelect;

const pageOf = (pageNum: number, limit: number) => ({ limit, offset: (pageNum - 1) * limit });

export const typePage = async (
  db: Db,
  merchantId: string,
  q: { pageNum: number; limit: number; keyword?: string; status?: string },
  locale: string,
) => {
  const where = and(
    eq(dictTypes.merchantId, merchantId),
    q.keyword?.trim()
      ? or(like(dictTypes.dictCode, q.keyword), like(dictTypes.dictName, q.keyword))
      : undefined,
    q.status ? eq(dictTypes.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dictTypes).where(where);
  const { limit, offset } = pageOf(q.pageNum, q.limit);
  const rows = await db
    .select()
    .from(dictTypes)
    .where(where)
    .orderBy(asc(dictTypes.dictCode))
    .limit(limit)
    .offset(offset);
  const counts = await itemCounts(
    db,
    merchantId,
    rows.map((r) => r.dictCode),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      dictTypeId: r.dictTypeId,
      dictCode: r.dictCode,
      dictName: r.dictName,
      names: r.names ?? {},
      displayName: resolveText(r.dictName, r.names, locale),
      status: r.status,
      remark: r.remark,
      itemCount: counts.get(r.dictCode) ?? 0,
    })),
  };
};

const itemCounts = async (db: Db, merchantId: string, codes: string[]) => {
  if (!codes.length) return new Map<string, number>();
  const rows = await db
    .select({ code: dictData.dictCode, n: count() })
    .from(dictData)
    .where(and(eq(dictData.merchantId, merchantId), inArray(dictData.dictCode, codes)))
    .groupBy(dictData.dictCode);
  return new Map(rows.map((r) => [r.code, r.n]));
};

export const findType = async (db: Db | Tx, merchantId: string, by: { id?: string; code?: string }) => {
  const [row] = await db
    .select()
    .from(dictTypes)
    .where(
      and(
        eq(dictTypes.merchantId, merchantId),
        by.id ? eq(dictTypes.dictTypeId, by.id) : undefined,
        by.code ? eq(dictTypes.dictCode, by.code) : undefined,
      ),
    );
  return row;
};

export const itemPage = async (
  db: Db,
  merchantId: string,
  q: { pageNum: number; limit: number; dictCode: string; keyword?: string },
) => {
  const where = and(
    eq(dictData.merchantId, merchantId),
    eq(dictData.dictCode, q.dictCode),
    q.keyword?.trim()
      ? or(like(dictData.dictLabel, q.keyword), like(dictData.dictValue, q.keyword))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dictData).where(where);
  const { limit, offset } = pageOf(q.pageNum, q.limit);
  const rows = await db
    .select()
    .from(dictData)
    .where(where)
    .orderBy(asc(dictData.dictSort), asc(dictData.dictValue))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map(itemView) };
};

export const itemView = (r: DictItemRecord) => ({
  dictId: r.dictId,
  dictCode: r.dictCode,
  dictLabel: r.dictLabel,
  dictValue: r.dictValue,
  dictSort: r.dictSort,
  labels: r.labels ?? {},
  remark: r.remark,
  status: r.status,
});

export const findItem = async (db: Db | Tx, merchantId: string, dictId: string) => {
  const [row] = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.merchantId, merchantId), eq(dictData.dictId, dictId)));
  return row;
};

export const valueTaken = async (
  tx: Tx,
  merchantId: string,
  dictCode: string,
  dictValue: string,
  exceptId?: string,
) =>
  (
    await tx
      .select({ id: dictData.dictId })
      .from(dictData)
      .where(
        and(
          eq(dictData.merchantId, merchantId),
          eq(dictData.dictCode, dictCode),
          eq(dictData.dictValue, dictValue),
          exceptId ? ne(dictData.dictId, exceptId) : undefined,
        ),
      )
  ).length > 0;

/** Every item of the tenant's types named in `codes` (all types when undefined), in display order. */
export const itemsOf = (db: Db | Tx, merchantId: string, codes?: string[]) =>
  db
    .select()
    .from(dictData)
    .where(and(eq(dictData.merchantId, merchantId), codes ? inArray(dictData.dictCode, codes) : undefined))
    .orderBy(asc(dictData.dictCode), asc(dictData.dictSort), asc(dictData.dictValue));

export const typesOf = (db: Db | Tx, merchantId: string, code?: string) =>
  db
    .select()
    .from(dictTypes)
    .where(and(eq(dictTypes.merchantId, merchantId), code ? eq(dictTypes.dictCode, code) : undefined))
    .orderBy(asc(dictTypes.dictCode));
