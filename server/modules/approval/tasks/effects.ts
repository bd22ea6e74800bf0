/**
 * Effects of an engine step, written in the step's transaction: letters to people, callbacks to the outbox
 * (delivered after commit by the push worker).
 */
import { and, eq } from 'drizzle-orm';
import { designText } from '@shared/i18n/designDefaults';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import { templateText } from '../../../i18n';
import type { Tx } from '../../../db/database';
import { outbox, wfCallbacks, type notifyRules } from '../../../db/schema';
import type { EngineEffect } from '../../../engine';
import { sendLetters } from '../../messaging/sendLetters';
import type { NewLetter } from '../../messaging/sendLetters';
import { writeApprovalNotifications } from '../../messaging/notifyRules/approvalNotifications';
import { readersOf, type Readers } from '../../messaging/readerLocales';
import { itemNameFor } from '../itemName';
import { cachedReadersOf } from '../../messaging/letterSettings';
import type { AppCache } from '../../../cache/appCache';

type NotifyRule = typeof notifyRules.$inferSelect;

export const CALLBACK_OUTBOX_KIND = 'approval.callback';

export interface EffectContext {
  merchantId: string;
  processId: string;
  processName: string;
  /** As stored: empty when the applicant gave none (see itemName.ts). */
  itemName: string;
  /** The applicant's name, for the default item name. */
  applicantName: string;
  now: Date;
  /** Who started the application and who acted in this step (variables of approval notifications). */
  applicantId?: string;
  actorName?: string;
  /** The console's address (server configuration `publicUrl`), for links in notifications. */
  consoleUrl: string;
}

export interface CallbackPayload {
  configId: string;
  processId: string;
  instanceId: string;
  event: string;
  instanceState: number;
  processName: string;
  itemName: string;
  formData: Record<string, unknown>;
}

const named = (ctx: EffectContext) => ({
  itemName: ctx.itemName,
  createByName: ctx.applicantName,
  processName: ctx.processName,
});
const letterRecipients = (effects: EngineEffect[]) =>
  effects.flatMap((effect) => (effect.kind === 'letter' ? [effect.to] : []));

/** The readers of a step's letters, with the language each of them reads. */
export const letterReaders = (tx: Tx, merchantId: string, effects: EngineEffect[]) =>
  readersOf(tx, merchantId, letterRecipients(effects));

/** The same from memory (`cachedReadersOf`), a miss read through the step's transaction `tx`. */
export const cachedLetterReaders = (
  tx: Tx,
  cache: Pick<AppCache, 'letterSettings' | 'userLocales'>,
  merchantId: string,
  effects: EngineEffect[],
) => cachedReadersOf({ db: tx, cache }, merchantId, letterRecipients(effects));

/** The letters an engine step sends, each titled and worded in the language of the person who reads it. */
export const lettersOf = (effects: EngineEffect[], ctx: EffectContext, readers: Readers): NewLetter[] =>
  effects.flatMap((effect) => {
    if (effect.kind !== 'letter') return [];
    const taskId = typeof effect.params.taskId === 'string' ? effect.params.taskId : '';
    const locale = readers.languageOf(effect.to);
    const nodeName = effect.params.nodeName;
    const params = {
      ...effect.params,
      ...(typeof nodeName === 'string' ? { nodeName: designText(nodeName, locale) } : {}),
      processName: ctx.processName,
      itemName: itemNameFor(named(ctx), locale),
    };
    return [
      {
        merchantId: ctx.merchantId,
        userId: effect.to,
        category: `approval.${effect.template}`,
        title: templateText(locale, `approval:letter.${effect.template}.title`, params),
        content: templateText(locale, `approval:letter.${effect.template}.content`, params),
        bizId: taskId || String(effect.params.instanceId ?? ''),
      },
    ];
  });

/** Outbox rows for the step's callbacks (one per enabled matching push config); nothing to read when there are none. */
export const writeCallbacks = async (tx: Tx, effects: EngineEffect[], ctx: EffectContext) => {
  const callbacks = effects.filter((effect) => effect.kind === 'callback');
  if (callbacks.length === 0) return;
  const configs = await tx
    .select()
    .from(wfCallbacks)
    .where(
      and(
        eq(wfCallbacks.merchantId, ctx.merchantId),
        eq(wfCallbacks.processId, ctx.processId),
        eq(wfCallbacks.enabled, true),
      ),
    );
  const rows = callbacks.flatMap((effect) =>
    configs
      .filter((config) => config.events.length === 0 || config.events.includes(effect.event))
      .map((config) => {
        const payload: CallbackPayload = {
          configId: config.id,
          processId: ctx.processId,
          instanceId: effect.instanceId,
          event: effect.event,
          instanceState: effect.instanceState,
          processName: ctx.processName,
          // another system reads it: the product's default language
          itemName: itemNameFor(named(ctx), DEFAULT_LOCALE),
          formData: effect.formData,
        };
        return { merchantId: ctx.merchantId, kind: CALLBACK_OUTBOX_KIND, payload, nextAttemptAt: ctx.now };
      }),
  );
  if (rows.length > 0) await tx.insert(outbox).values(rows);
};

/**
 * Send tasks of the tenant's approval notification rules for the step's letters (mail, robot … beside the letter).
 * Each message is worded for its recipient when it is sent; the task's name and the answers written now are read by
 * the tenant's administrators, so they are in the tenant's default language, not the language of whoever acted.
 */
export const writeNotifications = (
  tx: Tx,
  effects: EngineEffect[],
  ctx: EffectContext,
  readers: Readers,
  activeRules?: readonly NotifyRule[],
) =>
  writeApprovalNotifications(tx, effects, {
    activeRules,
    merchantId: ctx.merchantId,
    processId: ctx.processId,
    processName: ctx.processName,
    now: ctx.now,
    t: readers.translatorOf(''),
    applicantId: ctx.applicantId ?? '',
    actorName: ctx.actorName ?? '',
    consoleUrl: ctx.consoleUrl,
  });

export const writeEffects = async (tx: Tx, effects: EngineEffect[], ctx: EffectContext) => {
  const readers = await letterReaders(tx, ctx.merchantId, effects);
  await sendLetters(tx, lettersOf(effects, ctx, readers), ctx.now);
  await writeCallbacks(tx, effects, ctx);
  await writeNotifications(tx, effects, ctx, readers);
};
