/**
 * Out-of-office delegations (workflow spec §6 "delegate"): a user's own list, saving with its rules (from before
 * to, not oneself, a delegate of the tenant, no A→B→A loop in overlapping windows), and the look-up the engine's
 * directory answers `delegateOf` from.
 */
import { and, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DelegationBodyData, DelegationRow } from '@shared/api/modules/approval';
import type { Db, Tx } from '../../../db/database';
import { wfDelegations, wfProcesses } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { invalid, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { loadPeople, nameOf } from '../directory';

type DelegationRecord = typeof wfDelegations.$inferSelect;

/** Delegations whose window contains `now` (one per away user), for one flow: away user id → delegate id. */
export const activeDelegates = async (
  db: Db | Tx,
  merchantId: string,
  processId: string,
  now: number,
): Promise<Map<string, string>> => {
  const rows = await db
    .select({ userId: wfDelegations.userId, delegateId: wfDelegations.delegateId })
    .from(wfDelegations)
    .where(
      and(
        eq(wfDelegations.merchantId, merchantId),
        sql`${wfDelegations.startTime} <= ${now}`,
        gt(wfDelegations.endTime, now),
        or(
          eq(wfDelegations.allFlows, true),
          sql`${wfDelegations.processIds} @> ${JSON.stringify([processId])}::jsonb`,
        ),
      ),
    )
    .orderBy(desc(wfDelegations.startTime));
  const map = new Map<string, string>();
  for (const row of rows) if (!map.has(row.userId)) map.set(row.userId, row.delegateId);
  return map;
};

const processNamesOf = async (db: Db | Tx, merchantId: string, ids: string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: wfProcesses.id, name: wfProcesses.processName })
    .from(wfProcesses)
    .where(and(eq(wfProcesses.merchantId, merchantId), inArray(wfProcesses.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
};

export const myDelegations = async (deps: AppDeps, session: SessionContext): Promise<DelegationRow[]> => {
  const rows = await deps.db
    .select()
    .from(wfDelegations)
    .where(and(eq(wfDelegations.merchantId, session.merchantId), eq(wfDelegations.userId, session.userId)))
    .orderBy(desc(wfDelegations.startTime), desc(wfDelegations.id));
  const people = await loadPeople(deps, session.merchantId);
  const names = await processNamesOf(deps.db, session.merchantId, [
    ...new Set(rows.flatMap((row) => row.processIds)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    delegateId: row.delegateId,
    delegateName: nameOf(people, row.delegateId),
    startTime: row.startTime,
    endTime: row.endTime,
    allFlows: row.allFlows,
    processIds: row.processIds,
    processNames: row.processIds.map((id) => names.get(id) ?? id),
  }));
};

/** Two delegations apply to a common flow. */
const scopesMeet = (a: Pick<DelegationRecord, 'allFlows' | 'processIds'>, b: typeof a) =>
  a.allFlows || b.allFlows || a.processIds.some((id) => b.processIds.includes(id));

/** Delegations of `userId` overlapping the window (other than `exceptId`). */
const overlapping = (
  tx: Tx,
  merchantId: string,
  userId: string,
  body: DelegationBodyData,
  exceptId: string,
) =>
  tx
    .select()
    .from(wfDelegations)
    .where(
      and(
        eq(wfDelegations.merchantId, merchantId),
        eq(wfDelegations.userId, userId),
        ne(wfDelegations.id, exceptId),
        lt(wfDelegations.startTime, body.endTime),
        gt(wfDelegations.endTime, body.startTime),
      ),
    );

const checkBody = async (deps: AppDeps, tx: Tx, session: SessionContext, body: DelegationBodyData) => {
  if (body.startTime >= body.endTime) throw invalid('endTime', 'approval:delegate.error.window');
  if (body.delegateId === session.userId) throw invalid('delegateId', 'approval:delegate.error.self');
  const people = await loadPeople({ db: tx, cache: deps.cache }, session.merchantId);
  if (!people.users.has(body.delegateId)) throw invalid('delegateId', 'approval:error.unknownUser');
  const processIds = [...new Set(body.processIds)];
  if (!body.allFlows) {
    if (processIds.length === 0) throw invalid('processIds', 'approval:delegate.error.noFlows');
    const known = await processNamesOf(tx, session.merchantId, processIds);
    if (processIds.some((id) => !known.has(id)))
      throw invalid('processIds', 'approval:delegate.error.unknownFlow');
  }
  return { ...body, processIds: body.allFlows ? [] : processIds };
};

/** Creates or changes one of the caller's delegations. */
export const saveDelegation = async (deps: AppDeps, session: SessionContext, input: DelegationBodyData) =>
  deps.db.transaction(async (tx) => {
    // one saver per tenant at a time, so two people cannot each pass the loop check with the other's pair
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wf_delegations:${session.merchantId}`}))`);
    const body = await checkBody(deps, tx, session, input);
    const id = body.id ?? generateId(deps.now());
    if (body.id) {
      const [own] = await tx
        .select({ id: wfDelegations.id })
        .from(wfDelegations)
        .where(
          and(
            eq(wfDelegations.merchantId, session.merchantId),
            eq(wfDelegations.id, body.id),
            eq(wfDelegations.userId, session.userId),
          ),
        );
      if (!own) throw notFound();
    }
    const mine = await overlapping(tx, session.merchantId, session.userId, body, id);
    if (mine.some((other) => scopesMeet(other, body)))
      throw invalid('startTime', 'approval:delegate.error.overlap');
    const back = await overlapping(tx, session.merchantId, body.delegateId, body, id);
    if (back.some((other) => other.delegateId === session.userId && scopesMeet(other, body)))
      throw invalid('delegateId', 'approval:delegate.error.loop', {
        name: nameOf(await loadPeople({ db: tx, cache: deps.cache }, session.merchantId), body.delegateId),
      });
    const values = {
      delegateId: body.delegateId,
      startTime: body.startTime,
      endTime: body.endTime,
      allFlows: body.allFlows,
      processIds: body.processIds,
    };
    if (body.id)
      await tx
        .update(wfDelegations)
        .set(values)
        .where(and(eq(wfDelegations.merchantId, session.merchantId), eq(wfDelegations.id, id)));
    else
      await tx
        .insert(wfDelegations)
        .values({ id, merchantId: session.merchantId, userId: session.userId, ...values });
    return { id };
  });

export const removeDelegation = async (deps: AppDeps, session: SessionContext, id: string) => {
  const removed = await deps.db
    .delete(wfDelegations)
    .where(
      and(
        eq(wfDelegations.merchantId, session.merchantId),
        eq(wfDelegations.id, id),
        eq(wfDelegations.userId, session.userId),
      ),
    )
    .returning({ id: wfDelegations.id });
  if (removed.length === 0) throw notFound();
};
