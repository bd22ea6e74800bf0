import { and, asc, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { messageTemplates, templateCategories } from '../../../db/schema';
import { iso } from '../../identity/common/time';
import { like } from '../../identity/user/queries';

export type CategoryRow = typeof templateCategories.$inferSelect;
export type TemplateRow = typeof messageTemplates.$inferSelect;
type Conn = Db | Tx;

export const findCategory = async (db: Conn, merchantId: string, categoryId: string) =>
  (
    await db
      .select()
      .from(templateCategories)
      .where(
        and(eq(templateCategories.merchantId, merchantId), eq(templateCategories.categoryId, categoryId)),
      )
  )[0];

export const findTemplate = async (db: Conn, merchantId: string, templateId: string) =>
  (
    await db
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.merchantId, merchantId), eq(messageTemplates.templateId, templateId)))
  )[0];

/** Whether another category (or template) of the tenant already uses `code`. */
export const categoryCodeTaken = async (db: Conn, merchantId: string, code: string, exceptId?: string) =>
  (
    await db
      .select({ id: templateCategories.categoryId })
      .from(templateCategories)
      .where(
        and(
          eq(templateCategories.merchantId, merchantId),
          eq(templateCategories.categoryCode, code),
          exceptId ? ne(templateCategories.categoryId, exceptId) : undefined,
        ),
      )
  ).length > 0;

export const templateCodeTaken = async (db: Conn, merchantId: string, code: string, exceptId?: string) =>
  (
    await db
      .select({ id: messageTemplates.templateId })
      .from(messageTemplates)
      .where(
        and(
          eq(messageTemplates.merchantId, merchantId),
          eq(messageTemplates.templateCode, code),
          exceptId ? ne(messageTemplates.templateId, exceptId) : undefined,
        ),
      )
  ).length > 0;

/** How many templates each category holds. */
export const templateCounts = async (db: Conn, merchantId: string, categoryIds: string[]) => {
  if (categoryIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: messageTemplates.categoryId, n: count() })
    .from(messageTemplates)
    .where(
      and(eq(messageTemplates.merchantId, merchantId), inArray(messageTemplates.categoryId, categoryIds)),
    )
    .groupBy(messageTemplates.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
};

export const categoryView = (row: CategoryRow, templateCount: number) => ({
  categoryId: row.categoryId,
  categoryCode: row.categoryCode,
  categoryName: row.categoryName,
  status: row.status,
  orderNum: row.orderNum,
  remark: row.remark,
  templateCount,
  createTime: iso(row.createdAt),
});

export const categoryPage = async (
  db: Db,
  merchantId: string,
  q: { keyword?: string; status?: string; pageNum: number; limit: number },
) => {
  const where = and(
    eq(templateCategories.merchantId, merchantId),
    q.keyword?.trim()
      ? or(like(templateCategories.categoryName, q.keyword), like(templateCategories.categoryCode, q.keyword))
      : undefined,
    q.status ? eq(templateCategories.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(templateCategories).where(where);
  const rows = await db
    .select()
    .from(templateCategories)
    .where(where)
    .orderBy(asc(templateCategories.orderNum), asc(templateCategories.categoryCode))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  const counts = await templateCounts(
    db,
    merchantId,
    rows.map((r) => r.categoryId),
  );
  return { total: total?.n ?? 0, rows: rows.map((r) => categoryView(r, counts.get(r.categoryId) ?? 0)) };
};

export const templateView = (row: TemplateRow, categoryName: string) => ({
  templateId: row.templateId,
  templateCode: row.templateCode,
  templateName: row.templateName,
  categoryId: row.categoryId,
  categoryName,
  channel: row.channel,
  event: row.event,
  subject: row.subject,
  body: row.body,
  status: row.status,
  remark: row.remark,
  createTime: iso(row.createdAt),
  updateTime: iso(row.updatedAt),
});

const categoryNames = async (db: Conn, merchantId: string, ids: string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: templateCategories.categoryId, name: templateCategories.categoryName })
    .from(templateCategories)
    .where(and(eq(templateCategories.merchantId, merchantId), inArray(templateCategories.categoryId, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
};

export const templateDetail = async (db: Conn, merchantId: string, row: TemplateRow) =>
  templateView(row, (await categoryNames(db, merchantId, [row.categoryId])).get(row.categoryId) ?? '');

export const templatePage = async (
  db: Db,
  merchantId: string,
  q: {
    keyword?: string;
    categoryId?: string;
    channel?: string;
    status?: string;
    pageNum: number;
    limit: number;
  },
) => {
  const t = messageTemplates;
  const where = and(
    eq(t.merchantId, merchantId),
    q.keyword?.trim() ? or(like(t.templateName, q.keyword), like(t.templateCode, q.keyword)) : undefined,
    q.categoryId ? eq(t.categoryId, q.categoryId) : undefined,
    q.channel ? eq(t.channel, q.channel) : undefined,
    q.status ? eq(t.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.updatedAt), asc(t.templateId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  const names = await categoryNames(db, merchantId, [...new Set(rows.map((r) => r.categoryId))]);
  return { total: total?.n ?? 0, rows: rows.map((r) => templateView(r, names.get(r.categoryId) ?? '')) };
};
