/**
 * Published versions of a flow (issue 30 "Versions"): the list with who published, when, the note and the running
 * applications; one version's frozen design; publishing an older version again as the newest (a roll back that
 * keeps history). Every query is scoped to the caller's tenant; a flow or version of another tenant is not found.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import type { VersionDetailData, VersionRowData } from '@shared/api/modules/approval';
import { wfInstances, wfProcesses, wfProcessVersions } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { findProcess } from './service';
import { publisherOf } from './publisher';

type VersionRecord = typeof wfProcessVersions.$inferSelect;

const toVersionRow = (v: VersionRecord, runningCount: number): VersionRowData => ({
  version: v.version,
  note: v.note,
  publishedBy: { id: v.publishedBy, name: v.publishedByName },
  publishedAt: v.createdAt.getTime(),
  runningCount,
  republishedFrom: v.republishedFrom,
});

/** Applications under approval per version id of one flow. */
const runningPerVersion = async (deps: AppDeps, merchantId: string, processId: string) => {
  const rows = await deps.db
    .select({ versionId: wfInstances.versionId, n: count() })
    .from(wfInstances)
    .where(
      and(
        eq(wfInstances.merchantId, merchantId),
        eq(wfInstances.processId, processId),
        eq(wfInstances.state, InstanceState.UnderApproval),
      ),
    )
    .groupBy(wfInstances.versionId);
  return new Map(rows.map((r) => [r.versionId, Number(r.n)]));
};

export const listVersions = async (deps: AppDeps, session: SessionContext, id: string) => {
  const p = await findProcess(deps, session.merchantId, id);
  const [versions, running] = await Promise.all([
    deps.db
      .select()
      .from(wfProcessVersions)
      .where(and(eq(wfProcessVersions.processId, p.id), eq(wfProcessVersions.merchantId, p.merchantId)))
      .orderBy(desc(wfProcessVersions.version)),
    runningPerVersion(deps, p.merchantId, p.id),
  ]);
  return versions.map((v) => toVersionRow(v, running.get(v.id) ?? 0));
};

/**
 * A published version of one of the tenant's flows, by number; a missing one is `refusal()` (not found unless the
 * caller names a field, as the migration does).
 */
export const findVersion = async (
  deps: AppDeps,
  merchantId: string,
  processId: string,
  version: number,
  refusal: () => Error = notFound,
) => {
  const [row] = await deps.db
    .select()
    .from(wfProcessVersions)
    .where(
      and(
        eq(wfProcessVersions.processId, processId),
        eq(wfProcessVersions.merchantId, merchantId),
        eq(wfProcessVersions.version, version),
      ),
    );
  if (!row) throw refusal();
  return row;
};

export const versionDetail = async (
  deps: AppDeps,
  session: SessionContext,
  query: { id: string; version: number },
): Promise<VersionDetailData> => {
  const p = await findProcess(deps, session.merchantId, query.id);
  const v = await findVersion(deps, p.merchantId, p.id, query.version);
  const running = await runningPerVersion(deps, p.merchantId, p.id);
  return {
    ...toVersionRow(v, running.get(v.id) ?? 0),
    processName: p.processName,
    modelContent: v.modelContent,
    settings: v.settings,
    forms: v.forms,
  };
};

/**
 * Publishes version `version` again: its frozen design, settings and forms become the newest version and the
 * draft, in one transaction (the flow row is locked, as a publish does). Applications keep the version they run on.
 */
export const republishVersion = async (
  deps: AppDeps,
  session: SessionContext,
  body: { id: string; version: number; note?: string },
) => {
  const p = await findProcess(deps, session.merchantId, body.id);
  const source = await findVersion(deps, p.merchantId, p.id, body.version);
  const publisher = await publisherOf(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: wfProcesses.version })
      .from(wfProcesses)
      .where(and(eq(wfProcesses.id, p.id), eq(wfProcesses.merchantId, p.merchantId)))
      .for('update');
    const newest = locked?.version ?? 0;
    if (source.version === newest)
      throw business('approval:versions.error.alreadyNewest', { version: newest });
    const version = newest + 1;
    const now = deps.now();
    await tx.insert(wfProcessVersions).values({
      id: generateId(now),
      processId: p.id,
      merchantId: p.merchantId,
      version,
      modelContent: source.modelContent,
      settings: source.settings,
      forms: source.forms,
      displayMode: source.displayMode,
      note: body.note?.trim() ?? '',
      republishedFrom: source.version,
      ...publisher,
    });
    await tx
      .update(wfProcesses)
      .set({
        version,
        modelContent: source.modelContent,
        settings: source.settings,
        formIds: source.forms.map((f) => f.id),
        displayMode: source.displayMode,
        isDirty: false,
        updatedAt: now,
      })
      .where(and(eq(wfProcesses.id, p.id), eq(wfProcesses.merchantId, p.merchantId)));
    return { version };
  });
};
