/**
 * One action = one transaction: the request key is claimed, the instance row is locked (SELECT … FOR UPDATE),
 * the engine computes the step, and the instance, changed tasks (version-checked) and letters are written by one
 * statement, outbox rows (callbacks) beside it. A repeated request key gets the first answer; a task handled meanwhile gets
 * 'already handled by X' and nothing changes. A database failover that cuts the transaction off is retried on
 * the new primary when the request has a key (see `transactionOf`).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { ResultCode } from '@shared/api/codes';
import type { Tx } from '../../../db/database';
import { retryAfterFailover } from '../../../db/retryAfterFailover';
import { wfRequests, wfTasks } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { isEngineFailure } from '../../../engine';
import type {
  EngineContext,
  EngineFailure,
  EngineInstance,
  EngineResult,
  EngineSuccess,
} from '../../../engine';
import { loadPeople, nameOf } from '../directory';
import type { TenantPeople } from '../directory';
import { cachedLetterReaders, lettersOf, writeCallbacks, writeNotifications } from './effects';
import { letterSettingsOf } from '../../messaging/letterSettings';
import type { EffectContext } from './effects';
import {
  engineStateOf,
  frozenVersion,
  lockInstance,
  lockInstanceOfTask,
  isStaleStep,
  saveResult,
} from './instanceStore';
import { lazyDirectory, NeedsDirectory } from './lazyDirectory';
import { activeDelegates } from '../delegations/store';
import { writeTimers } from '../timers/timerStore';
import type { LockedInstance, FrozenVersion } from './instanceStore';

export interface ActionEnv {
  state: EngineInstance;
  row: LockedInstance;
  /** The tenant's people, read on first use (most steps never need them). */
  people: () => Promise<TenantPeople>;
  forms: FrozenVersion;
  ctx: EngineContext;
}

export interface ActionCaller {
  session: SessionContext;
  t: TFunction;
}

/** An engine refusal as the API answers it: `approval:engine.error.<code>`, with who handled the task. */
export const engineError = (failure: EngineFailure, people: TenantPeople): AppError => {
  const params: Record<string, unknown> = { ...(failure.params ?? {}) };
  if (failure.by !== undefined) params.by = nameOf(people, failure.by);
  const key =
    failure.error === 'alreadyHandled' && failure.by === undefined
      ? 'engine.error.alreadyHandledAnon'
      : failure.messageKey;
  return new AppError(ResultCode.Business, `approval:${key}`, params, { subCode: failure.error });
};

/** The instance a task belongs to (tenant-scoped); a foreign or unknown task is not found. */
export const instanceOfTask = async (deps: AppDeps, merchantId: string, taskId: string): Promise<string> => {
  const [row] = await deps.db
    .select({ instanceId: wfTasks.instanceId })
    .from(wfTasks)
    .where(and(eq(wfTasks.id, taskId), eq(wfTasks.merchantId, merchantId)));
  if (!row) throw notFound();
  return row.instanceId;
};

/** Claims a request key; returns the stored answer when the key was used before. */
const claimRequest = async (tx: Tx, session: SessionContext, requestId: string, action: string) => {
  const inserted = await tx
    .insert(wfRequests)
    .values({ merchantId: session.merchantId, userId: session.userId, requestId, action, answer: {} })
    .onConflictDoNothing()
    .returning({ requestId: wfRequests.requestId });
  if (inserted.length === 1) return undefined;
  const [previous] = await tx
    .select({ answer: wfRequests.answer })
    .from(wfRequests)
    .where(
      and(
        eq(wfRequests.merchantId, session.merchantId),
        eq(wfRequests.userId, session.userId),
        eq(wfRequests.requestId, requestId),
      ),
    );
  return { answer: previous?.answer ?? null };
};

export const storeAnswer = async (
  tx: Tx,
  session: SessionContext,
  requestId: string | undefined,
  answer: unknown,
) => {
  if (!requestId) return;
  await tx
    .update(wfRequests)
    .set({ answer: sql`${JSON.stringify(answer ?? null)}::jsonb` })
    .where(
      and(
        eq(wfRequests.merchantId, session.merchantId),
        eq(wfRequests.userId, session.userId),
        eq(wfRequests.requestId, requestId),
      ),
    );
};

/**
 * A transaction that runs again on the new primary when a database failover cut it off, if it has a request key:
 * a first run that committed before its connection died is then found by the key and not applied twice.
 */
const transactionOf =
  (deps: AppDeps, requestId: string | undefined) =>
  <T>(work: (tx: Tx) => Promise<T>): Promise<T> =>
    requestId
      ? retryAfterFailover(deps.database, () => deps.db.transaction(work))
      : deps.db.transaction(work);

/** The instance an action works on: named directly, or the one holding a task (looked up while locking). */
export type ActionTarget =
  { instanceId: string; taskId?: undefined } | { taskId: string; instanceId?: undefined };

/**
 * Runs `step` on the locked instance and persists its result. The directory is read only when the step asks
 * for it: a step that needs people it does not have yet is run again once they are loaded (steps are pure).
 */
export const runAction = async <A>(
  deps: AppDeps,
  caller: ActionCaller,
  options: ActionTarget & {
    requestId?: string;
    action: string;
    answer?: (result: EngineResult) => A;
    /** Rows that belong to the step (a signature...), written in the same transaction after the instance. */
    persist?: (tx: Tx, result: EngineSuccess, row: LockedInstance) => Promise<void>;
    /** The answer when the step changes nothing (it returned null): stored for the request key like any other. */
    unchanged?: () => A;
  },
  step: (env: ActionEnv) => EngineResult | null | Promise<EngineResult | null>,
): Promise<A | null> => {
  const { session } = caller;
  try {
    const answer = await transactionOf(
      deps,
      options.requestId,
    )(async (tx) => {
      if (options.requestId) {
        const previous = await claimRequest(tx, session, options.requestId, options.action);
        if (previous) return previous.answer as A | null;
      }
      const row =
        options.taskId !== undefined
          ? await lockInstanceOfTask(tx, session.merchantId, options.taskId)
          : await lockInstance(tx, session.merchantId, options.instanceId);
      if (!row) throw notFound();
      let loaded: TenantPeople | undefined;
      let delegates: Map<string, string> | undefined;
      const now = deps.now();
      // the flow's active delegations come with the people (delegate setting on), whoever asks for them first
      const people = async () => {
        if (loaded) return loaded;
        if (engineStateOf(row).settings?.delegate)
          delegates = await activeDelegates(tx, session.merchantId, row.processId, now.getTime());
        return (loaded = await loadPeople({ db: tx, cache: deps.cache }, session.merchantId));
      };
      const forms = await frozenVersion(tx, row.versionId);
      const attempt = () => {
        const ctx: EngineContext = {
          now: now.getTime(),
          ids: () => generateId(now),
          directory: lazyDirectory(loaded, delegates),
        };
        return step({ state: engineStateOf(row), row, people, forms, ctx });
      };
      let result: EngineResult | null;
      try {
        result = await attempt();
      } catch (error) {
        if (!(error instanceof NeedsDirectory)) throw error;
        await people();
        result = await attempt();
      }
      if (result === null) {
        const unchanged = options.unchanged ? options.unchanged() : null;
        await storeAnswer(tx, session, options.requestId, unchanged);
        return unchanged;
      }
      if (isEngineFailure(result)) throw engineError(result, await people());
      const effects: EffectContext = {
        merchantId: row.merchantId,
        processId: row.processId,
        processName: row.processName,
        itemName: row.itemName,
        applicantName: result.instance.initiator.userName,
        now,
        applicantId: row.createBy,
        actorName: session.userName,
        consoleUrl: deps.config.publicUrl,
      };
      // from memory: the readers' languages and the tenant's notification rules are read by every step
      const source = { db: tx, cache: deps.cache };
      const [readers, settings] = await Promise.all([
        cachedLetterReaders(tx, deps.cache, row.merchantId, result.effects),
        letterSettingsOf(source, row.merchantId),
      ]);
      await saveResult(tx, row, result, lettersOf(result.effects, effects, readers), now, forms);
      if (options.persist) await options.persist(tx, result, row);
      await writeTimers(tx, row.merchantId, row.id, result.tasks);
      await writeCallbacks(tx, result.effects, effects);
      await writeNotifications(tx, result.effects, effects, readers, settings.notifyRules);
      const answer = options.answer ? options.answer(result) : null;
      await storeAnswer(tx, session, options.requestId, answer);
      return answer;
    });
    return answer;
  } catch (error) {
    if (isStaleStep(error)) {
      throw new AppError(
        ResultCode.Business,
        'approval:engine.error.alreadyHandledAnon',
        {},
        { subCode: 'alreadyHandled' },
      );
    }
    throw error;
  }
};
