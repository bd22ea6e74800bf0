/** Data push configuration, push log and test push (workflow spec §7). */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { api } from '@shared/api';
import type { CallbackConfigData } from '@shared/api/modules/approval';
import { wfCallbacks, wfPushLogs } from '../../../db/schema';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { invalid, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { findProcess } from '../definitions/service';
import { checkUrlShape } from './allowlist';
import { pushTest } from './delivery';

const a = api.approval;
type CallbackRecord = typeof wfCallbacks.$inferSelect;

const toConfig = (c: CallbackRecord): CallbackConfigData => ({
  id: c.id,
  processId: c.processId,
  url: c.url,
  method: c.method as 'GET' | 'POST',
  dataFormat: c.dataFormat as 'json' | 'form',
  fieldMapping: c.fieldMapping,
  events: c.events as CallbackConfigData['events'],
  enabled: c.enabled,
});

const findConfig = async (deps: AppDeps, merchantId: string, id: string) => {
  const [row] = await deps.db
    .select()
    .from(wfCallbacks)
    .where(and(eq(wfCallbacks.id, id), eq(wfCallbacks.merchantId, merchantId)));
  if (!row) throw notFound();
  return row;
};

const checkTarget = (deps: AppDeps, url: string) => {
  const verdict = checkUrlShape(url, deps.config.outboundAllowlist);
  if (!verdict.ok) throw invalid('url', verdict.reasonKey);
};

export const callbackRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.callbackAdd, async ({ session, body }) => {
    await findProcess(deps, session.merchantId, body.processId);
    checkTarget(deps, body.url);
    const now = deps.now();
    const id = generateId(now);
    await deps.db
      .insert(wfCallbacks)
      .values({ id, merchantId: session.merchantId, ...body, createdAt: now, updatedAt: now });
    return { id };
  }),
  route(a.callbackUpdate, async ({ session, body }) => {
    const current = await findConfig(deps, session.merchantId, body.id);
    await findProcess(deps, session.merchantId, body.processId);
    checkTarget(deps, body.url);
    const { id: _id, ...changes } = body;
    await deps.db
      .update(wfCallbacks)
      .set({ ...changes, updatedAt: deps.now() })
      .where(and(eq(wfCallbacks.merchantId, session.merchantId), eq(wfCallbacks.id, current.id)));
    return null;
  }),
  route(a.callbackDetail, async ({ session, query }) => {
    if (query.id) return toConfig(await findConfig(deps, session.merchantId, query.id));
    if (!query.processId) throw invalid('processId', 'approval:error.required');
    const [row] = await deps.db
      .select()
      .from(wfCallbacks)
      .where(and(eq(wfCallbacks.merchantId, session.merchantId), eq(wfCallbacks.processId, query.processId)))
      .orderBy(desc(wfCallbacks.createdAt))
      .limit(1);
    return row ? toConfig(row) : null;
  }),
  route(a.callbackList, async ({ session, query }) => {
    const rows = await deps.db
      .select()
      .from(wfCallbacks)
      .where(and(eq(wfCallbacks.merchantId, session.merchantId), eq(wfCallbacks.processId, query.processId)))
      .orderBy(asc(wfCallbacks.createdAt), asc(wfCallbacks.id));
    return rows.map(toConfig);
  }),
  // The push log stays: its rows keep the URL they went to, and pushes still queued fail as "config removed".
  route(a.callbackRemove, async ({ session, query }) => {
    const row = await findConfig(deps, session.merchantId, query.id);
    await deps.db
      .delete(wfCallbacks)
      .where(and(eq(wfCallbacks.merchantId, session.merchantId), eq(wfCallbacks.id, row.id)));
    return null;
  }),
  route(a.callLog, async ({ session, query }) => {
    const pageNum = query.pageNum ?? 1;
    const limit = query.limit ?? 10;
    const where = and(
      eq(wfPushLogs.merchantId, session.merchantId),
      eq(wfPushLogs.processId, query.processId),
    );
    const [total] = await deps.db.select({ n: count() }).from(wfPushLogs).where(where);
    const rows = await deps.db
      .select()
      .from(wfPushLogs)
      .where(where)
      .orderBy(desc(wfPushLogs.createdAt), desc(wfPushLogs.id))
      .limit(limit)
      .offset((pageNum - 1) * limit);
    return {
      total: total?.n ?? 0,
      rows: rows.map((r) => ({
        id: r.id,
        instanceId: r.instanceId,
        event: r.event,
        url: r.url,
        attempt: r.attempt,
        status: r.status,
        httpStatus: r.httpStatus,
        requestBody: r.requestBody,
        responseBody: r.responseBody,
        error: r.error,
        isTest: r.isTest,
        createTime: r.createdAt.getTime(),
      })),
    };
  }),
  route(a.pushDataTest, async ({ session, query }) =>
    pushTest(deps, await findConfig(deps, session.merchantId, query.id)),
  ),
];
