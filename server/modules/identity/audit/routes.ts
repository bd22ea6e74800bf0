import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { api } from '@shared/api';
import { loginLogs, operationLogs, systemLogs } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { route, type RouteBinding } from '../../../http/routing';
import { iso, parseBound } from '../common/time';
import { like } from '../user/queries';
import { isPlatformTenant } from '../merchant/platformTenant';
import type { FieldChange } from '../common/diff';
import { labelChanges } from './changeLabels';

const a = api.identity;

const range = (column: PgColumn, q: { beginTime?: string; endTime?: string }): SQL | undefined => {
  const from = parseBound(q.beginTime, false);
  const to = parseBound(q.endTime, true);
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
};
const paging = (q: { pageNum?: number; limit?: number }) => {
  const limit = q.limit ?? 10;
  return { limit, offset: ((q.pageNum ?? 1) - 1) * limit };
};

/** Read-only lists of the three audit trails, newest first, each limited to the session's tenant (the system log: all for the platform tenant). */
export const auditRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.operationLogList, async ({ session, query, t, locale }) => {
    const where = and(
      eq(operationLogs.merchantId, session.merchantId),
      range(operationLogs.createdAt, query),
      like(operationLogs.userName, query.userName),
      query.targetType ? eq(operationLogs.targetType, query.targetType) : undefined,
      query.action ? eq(operationLogs.action, query.action) : undefined,
    );
    const { limit, offset } = paging(query);
    const [total] = await deps.db.select({ n: count() }).from(operationLogs).where(where);
    const rows = await deps.db
      .select()
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
      .limit(limit)
      .offset(offset);
    const withChanges = rows.map((r) => ({ ...r, changes: r.changes as FieldChange[] }));
    const labelled = await labelChanges(deps.db, session.merchantId, withChanges, t, locale);
    return {
      total: total?.n ?? 0,
      rows: withChanges.map((r, index) => ({
        id: String(r.id),
        userId: r.userId,
        userName: r.userName,
        merchantId: r.merchantId,
        action: r.action,
        targetType: r.targetType,
        targetLabel: t(`admin:audit.targets.${r.targetType}`, { defaultValue: r.targetType }),
        targetId: r.targetId,
        targetName: r.targetName,
        changes: labelled[index] ?? [],
        createTime: iso(r.createdAt),
      })),
    };
  }),
  route(a.loginLogList, async ({ session, query }) => {
    const where = and(
      eq(loginLogs.merchantId, session.merchantId),
      range(loginLogs.createdAt, query),
      like(loginLogs.userName, query.userName),
      query.success === undefined ? undefined : eq(loginLogs.success, query.success),
    );
    const { limit, offset } = paging(query);
    const [total] = await deps.db.select({ n: count() }).from(loginLogs).where(where);
    const rows = await deps.db
      .select()
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(limit)
      .offset(offset);
    return {
      total: total?.n ?? 0,
      rows: rows.map((r) => ({
        id: String(r.id),
        userName: r.userName,
        ip: r.ip,
        userAgent: r.userAgent,
        success: r.success,
        message: r.message,
        createTime: iso(r.createdAt),
      })),
    };
  }),
  route(a.systemLogList, async ({ session, query }) => {
    const isPlatform = await isPlatformTenant(deps.db, session.merchantId);
    const where = and(
      isPlatform ? undefined : eq(systemLogs.merchantId, session.merchantId),
      range(systemLogs.createdAt, query),
      query.kind ? eq(systemLogs.kind, query.kind) : undefined,
    );
    const { limit, offset } = paging(query);
    const [total] = await deps.db.select({ n: count() }).from(systemLogs).where(where);
    const rows = await deps.db
      .select()
      .from(systemLogs)
      .where(where)
      .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
      .limit(limit)
      .offset(offset);
    return {
      total: total?.n ?? 0,
      rows: rows.map((r) => ({
        id: String(r.id),
        kind: r.kind,
        message: r.message,
        path: r.path,
        merchantId: r.merchantId,
        params: r.params,
        // stack traces describe the server's code: only the platform tenant reads them
        detail: isPlatform ? r.detail : '',
        createTime: iso(r.createdAt),
      })),
    };
  }),
];
