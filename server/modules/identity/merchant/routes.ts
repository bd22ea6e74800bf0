import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { merchantAuths, merchants, users } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { visibleMerchantIds } from '../common/scope';
import { iso } from '../common/time';
import { like } from '../user/queries';
import {
  addAuth,
  addMerchant,
  authCount,
  authViews,
  deleteAuth,
  findAuth,
  findMerchant,
  removeMerchant,
  updateAuth,
  updateMerchant,
  type MerchantRow,
} from './service';

const m = api.identity;

const view = (r: MerchantRow) => ({
  merchantId: r.merchantId,
  parentId: r.parentId,
  merchantName: r.merchantName,
  icon: r.icon,
  contact: r.contact,
  phone: r.phone,
  status: r.status,
  remark: r.remark,
  createTime: iso(r.createdAt),
});

const ok = async (work: Promise<unknown>) => {
  await work;
  return null;
};

export const merchantRoutes = (deps: AppDeps): RouteBinding[] => [
  route(m.merchantPageList, async ({ session, query }) => {
    const ids = await visibleMerchantIds(deps.db, session.merchantId);
    const where = and(
      inArray(merchants.merchantId, ids.length ? ids : ['']),
      like(merchants.merchantName, query.merchantName),
      query.status ? eq(merchants.status, query.status) : undefined,
    );
    const limit = query.limit ?? 10;
    const column = query.orderByColumn === 'merchantName' ? merchants.merchantName : merchants.createdAt;
    const [total] = await deps.db.select({ n: count() }).from(merchants).where(where);
    const rows = await deps.db
      .select()
      .from(merchants)
      .where(where)
      .orderBy(query.isAsc === 'desc' ? desc(column) : asc(column), asc(merchants.merchantId))
      .limit(limit)
      .offset(((query.pageNum ?? 1) - 1) * limit);
    return { total: total?.n ?? 0, rows: rows.map(view) };
  }),
  route(m.merchantDetail, async ({ session, params }) => {
    const row = await findMerchant(deps.db, session.merchantId, params.id);
    if (!row) throw notFound();
    return view(row);
  }),
  route(m.merchantTreeselect, async ({ session }) => {
    const ids = await visibleMerchantIds(deps.db, session.merchantId);
    const rows = ids.length
      ? await deps.db.select().from(merchants).where(inArray(merchants.merchantId, ids))
      : [];
    const build = (id: string): TreeNode[] => {
      const row = rows.find((r) => r.merchantId === id);
      if (!row) return [];
      const children = rows
        .filter((r) => r.parentId === id && r.merchantId !== id)
        .flatMap((r) => build(r.merchantId));
      return [{ id: row.merchantId, label: row.merchantName, kind: 'merchant', children }];
    };
    return build(session.merchantId);
  }),
  route(m.merchantRemove, async ({ session, params }) => ok(removeMerchant(deps, session, params.id))),
  route(m.merchantAdd, async ({ session, body }) => addMerchant(deps, session, body)),
  route(m.merchantUpdate, async ({ session, body }) => ok(updateMerchant(deps, session, body))),
  route(m.authAdd, async ({ session, body }) => addAuth(deps, session, body)),
  route(m.authUpdate, async ({ session, body }) => ok(updateAuth(deps, session, body))),
  route(m.authDelete, async ({ session, query }) => ok(deleteAuth(deps, session, query.authId))),
  route(m.authDetail, async ({ session, query }) => {
    const row = await findAuth(deps.db, session.merchantId, query.authId);
    if (!row) throw notFound();
    const [found] = await authViews(deps.db, eq(merchantAuths.authId, row.authId));
    if (!found) throw notFound();
    return found;
  }),
  route(m.authList, async ({ session, query }) => {
    const where = and(
      eq(users.merchantId, session.merchantId),
      query.userId ? eq(merchantAuths.userId, query.userId) : undefined,
    );
    const limit = query.limit ?? 10;
    return {
      total: await authCount(deps.db, where),
      rows: await authViews(deps.db, where, { limit, offset: ((query.pageNum ?? 1) - 1) * limit }),
    };
  }),
  route(m.personalAuth, async ({ session }) =>
    authViews(deps.db, and(eq(merchantAuths.userId, session.userId))),
  ),
];
