/** The tenant's message overrides over the bundled console messages (console spec §7.5 language packs). */
import { and, eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@shared/i18n/locales';
import { languageMessages } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { invalid, notFound } from '../../../http/errors';
import { recordOperation } from '../../identity/common/audit';
import { bundledMessages, isKnownKey, messageKeys } from './bundled';
import { findOverride, tenantOverrides } from './queries';
import { announceChange } from '../../shell/live/announceChange';

interface PageQuery {
  locale: string;
  keyword?: string;
  onlyOverridden?: boolean;
  pageNum?: number;
  limit?: number;
}

const localeOf = (locale: string): Locale => {
  if (!isLocale(locale)) throw invalid('locale', 'enum');
  return locale;
};

/** Bundled messages with the tenant's overrides, filtered by key or text (case-insensitive), one page. */
export const messagePage = async (deps: AppDeps, session: SessionContext, query: PageQuery) => {
  const locale = localeOf(query.locale);
  const overrides = await tenantOverrides(deps.db, session.merchantId, locale);
  const bundled = bundledMessages(locale);
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const rows = messageKeys(locale)
    .map((key) => ({ key, bundled: bundled.get(key) ?? '', override: overrides.get(key) ?? null }))
    .filter((r) => !query.onlyOverridden || r.override !== null)
    .filter(
      (r) =>
        !needle ||
        r.key.toLowerCase().includes(needle) ||
        r.bundled.toLowerCase().includes(needle) ||
        (r.override ?? '').toLowerCase().includes(needle),
    );
  const limit = query.limit ?? 20;
  const start = ((query.pageNum ?? 1) - 1) * limit;
  return { total: rows.length, rows: rows.slice(start, start + limit) };
};

const audit = (before?: string, after?: string) => ({
  before: before === undefined ? undefined : { value: before },
  after: after === undefined ? undefined : { value: after },
});

export const saveMessage = async (
  deps: AppDeps,
  session: SessionContext,
  body: { locale: string; key: string; value: string },
) => {
  const locale = localeOf(body.locale);
  if (!isKnownKey(locale, body.key)) throw invalid('key', 'server:appearance.unknownKey');
  if (!body.value.trim()) throw invalid('value', 'required');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await findOverride(tx, session.merchantId, locale, body.key);
    await tx
      .insert(languageMessages)
      .values({
        merchantId: session.merchantId,
        locale,
        msgKey: body.key,
        msgValue: body.value,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [languageMessages.merchantId, languageMessages.locale, languageMessages.msgKey],
        set: { msgValue: body.value, updatedAt: now },
      });
    const entry = audit(before, body.value);
    const action = before === undefined ? 'create' : 'update';
    const target = { targetType: 'languageMessage', targetId: `${locale}/${body.key}` };
    await recordOperation(tx, session, { action, ...target, ...entry }, now);
    await announceChange(tx, session.merchantId, ['languages']);
  });
};

export const deleteMessage = async (
  deps: AppDeps,
  session: SessionContext,
  body: { locale: string; key: string },
) => {
  const locale = localeOf(body.locale);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await findOverride(tx, session.merchantId, locale, body.key);
    if (before === undefined) throw notFound();
    await tx
      .delete(languageMessages)
      .where(
        and(
          eq(languageMessages.merchantId, session.merchantId),
          eq(languageMessages.locale, locale),
          eq(languageMessages.msgKey, body.key),
        ),
      );
    const target = { targetType: 'languageMessage', targetId: `${locale}/${body.key}` };
    await recordOperation(tx, session, { action: 'delete', ...target, ...audit(before) }, now);
    await announceChange(tx, session.merchantId, ['languages']);
  });
};
