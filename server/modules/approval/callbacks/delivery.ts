/**
 * Delivers data pushes after commit: the worker claims due outbox rows (SKIP LOCKED, so several servers can run
 * it), checks the URL against the allowlist, sends, logs every attempt and retries with backoff.
 */
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { Db } from '../../../db/database';
import { outbox, wfCallbacks, wfInstances, wfPushLogs } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { generateId } from '../../../ids';
import { CALLBACK_OUTBOX_KIND } from '../tasks/effects';
import type { CallbackPayload } from '../tasks/effects';
import { backoffMs, encodeBody, mapFields, MAX_PUSH_ATTEMPTS } from './payload';
import { sendPushRequest } from './transport';
import type { PushSource } from './payload';
import { startPeriodic } from '../periodic';
import { aliasesOfProcess } from '../forms/aliases';
import { renameByAlias } from '../forms/aliasRules';
import { itemNameFor } from '../itemName';

type CallbackRecord = typeof wfCallbacks.$inferSelect;
export interface SendOutcome {
  ok: boolean;
  httpStatus: number;
  responseBody: string;
  error: string;
  requestBody: string;
}

/** Sends one push to the config's URL and writes the push log row. */
export const sendPush = async (
  deps: AppDeps,
  config: CallbackRecord,
  source: PushSource,
  meta: { attempt: number; isTest: boolean },
): Promise<SendOutcome> => {
  // Without a mapping every form field goes under its alias (workflow spec §7 field aliases), else its data key.
  const aliases =
    config.fieldMapping.length === 0
      ? await aliasesOfProcess(deps, config.merchantId, config.processId)
      : new Map<string, string>();
  const { body, contentType } = encodeBody(
    mapFields({ ...source, formData: renameByAlias(source.formData, aliases) }, config.fieldMapping),
    config.method === 'GET' ? 'form' : config.dataFormat,
  );
  const method = config.method === 'GET' ? 'GET' : 'POST';
  const answer = await sendPushRequest(
    { url: config.url, method, body, contentType },
    deps.config.outboundAllowlist,
  );
  const outcome: SendOutcome = { ...answer, requestBody: body };
  const now = deps.now();
  await deps.db.insert(wfPushLogs).values({
    id: generateId(now),
    merchantId: config.merchantId,
    processId: config.processId,
    configId: config.id,
    instanceId: source.instanceId,
    event: source.event,
    url: config.url,
    attempt: meta.attempt,
    status: outcome.ok ? 'success' : 'fail',
    httpStatus: outcome.httpStatus,
    requestBody: outcome.requestBody.slice(0, 10_000),
    responseBody: outcome.responseBody,
    error: outcome.error,
    isTest: meta.isTest,
    createdAt: now,
  });
  return outcome;
};

const claimDue = (db: Db, now: Date) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, CALLBACK_OUTBOX_KIND),
          inArray(outbox.status, ['pending', 'sending']),
          lte(outbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(10)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(outbox)
        .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + 60_000) })
        .where(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });

/** Hands claimed rows that were not sent back to any instance at once (the claim would hold them for a minute). */
const releaseClaims = async (deps: AppDeps, ids: number[]) => {
  if (ids.length === 0) return;
  await deps.db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: deps.now() })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
};

/**
 * Delivers every due push once; returns how many were attempted. When `isStopping` turns true (the server shuts
 * down) the push being sent finishes and the rest of the batch is released.
 */
export const deliverDue = async (deps: AppDeps, isStopping: () => boolean = () => false): Promise<number> => {
  const rows = await claimDue(deps.db, deps.now());
  for (const [index, row] of rows.entries()) {
    if (isStopping()) {
      await releaseClaims(
        deps,
        rows.slice(index).map((r) => r.id),
      );
      return index;
    }
    const payload = row.payload as CallbackPayload;
    const [config] = await deps.db.select().from(wfCallbacks).where(eq(wfCallbacks.id, payload.configId));
    if (!config || !config.enabled) {
      await deps.db
        .update(outbox)
        .set({ status: 'failed', lastError: 'config removed' })
        .where(eq(outbox.id, row.id));
      continue;
    }
    const [instance] = await deps.db
      .select({ name: wfInstances.createByName })
      .from(wfInstances)
      .where(eq(wfInstances.id, payload.instanceId));
    const attempt = row.attempts + 1;
    const outcome = await sendPush(
      deps,
      config,
      { ...payload, initiator: instance?.name ?? '' },
      { attempt, isTest: false },
    );
    const isFinal = outcome.ok || attempt >= MAX_PUSH_ATTEMPTS;
    await deps.db
      .update(outbox)
      .set({
        attempts: attempt,
        status: outcome.ok ? 'done' : isFinal ? 'failed' : 'pending',
        lastError: outcome.error,
        nextAttemptAt: new Date(deps.now().getTime() + backoffMs(attempt)),
      })
      .where(eq(outbox.id, row.id));
  }
  return rows.length;
};

/** The push worker: polls every second while the server runs; stopping lets the push in flight finish. */
export const startPushWorker = (deps: AppDeps, intervalMs = 1000) => {
  let isStopping = false;
  const worker = startPeriodic(() => deliverDue(deps, () => isStopping), intervalMs);
  return {
    stop: async () => {
      isStopping = true;
      await worker.stop();
    },
  };
};

/** A sample push from the settings screen, with the form data of the template's latest instance. */
export const pushTest = async (deps: AppDeps, config: CallbackRecord) => {
  const [latest] = await deps.db
    .select()
    .from(wfInstances)
    .where(and(eq(wfInstances.merchantId, config.merchantId), eq(wfInstances.processId, config.processId)))
    .orderBy(desc(wfInstances.createTime))
    .limit(1);
  const formData = (latest?.data as { formData?: Record<string, unknown> } | undefined)?.formData ?? {};
  const outcome = await sendPush(
    deps,
    config,
    {
      instanceId: latest?.id ?? 'test',
      processName: latest?.processName ?? '',
      // another system reads it: the product's default language
      itemName: latest ? itemNameFor(latest, DEFAULT_LOCALE) : '',
      event: 'test',
      instanceState: latest?.state ?? 0,
      initiator: latest?.createByName ?? '',
      formData,
    },
    { attempt: 1, isTest: true },
  );
  return {
    ok: outcome.ok,
    httpStatus: outcome.httpStatus,
    error: outcome.error,
    requestBody: outcome.requestBody,
  };
};
