/** Enabling, disabling and choosing the default language of the session tenant (console spec §3 Language, §7.5). */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { languages } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business, notFound } from '../../../http/errors';
import { recordOperation } from '../../identity/common/audit';
import { tenantLanguages } from './queries';
import { announceChange } from '../../shell/live/announceChange';

type Row = typeof languages.$inferSelect;
const snap = (r: Row) => ({ enabled: r.enabled, isDefault: r.isDefault });

const change = async (
  deps: AppDeps,
  session: SessionContext,
  locale: string,
  work: (tx: Tx, row: Row, all: Row[]) => Promise<void>,
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const all = await tenantLanguages(tx, session.merchantId);
    const row = all.find((r) => r.locale === locale);
    if (!row) throw notFound();
    await work(tx, row, all);
    const [after] = (await tenantLanguages(tx, session.merchantId)).filter((r) => r.locale === locale);
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'language',
        targetId: locale,
        targetName: row.name,
        before: snap(row),
        after: after && snap(after),
      },
      now,
    );
    await announceChange(tx, session.merchantId, ['languages']);
  });
};

const mine = (merchantId: string, locale: string) =>
  and(eq(languages.merchantId, merchantId), eq(languages.locale, locale));

/** Makes `locale` the tenant's default; a disabled language cannot be the default. */
export const setDefaultLanguage = (deps: AppDeps, session: SessionContext, locale: string) =>
  change(deps, session, locale, async (tx, row) => {
    if (row.enabled !== 'ENABLED') throw business('appearance.defaultMustBeEnabled', { name: row.name });
    await tx.update(languages).set({ isDefault: false }).where(eq(languages.merchantId, session.merchantId));
    await tx.update(languages).set({ isDefault: true }).where(mine(session.merchantId, locale));
  });

/** Enables or disables `locale`; the default and the last enabled language stay enabled. */
export const setLanguageStatus = (
  deps: AppDeps,
  session: SessionContext,
  locale: string,
  enabled: 'ENABLED' | 'DISABLED',
) =>
  change(deps, session, locale, async (tx, row, all) => {
    if (enabled === 'DISABLED') {
      if (row.isDefault) throw business('appearance.disableDefault', { name: row.name });
      const others = all.filter((r) => r.enabled === 'ENABLED' && r.locale !== locale);
      if (others.length === 0) throw business('appearance.disableLast', { name: row.name });
    }
    await tx.update(languages).set({ enabled }).where(mine(session.merchantId, locale));
  });
