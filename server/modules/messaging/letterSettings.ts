/**
 * What an approval step reads to word and route its letters, from memory: the tenant's default language and active
 * notification rules, and each reader's chosen language. The tables carry the cache triggers, so a change drops
 * them on every instance. A miss is read through the caller's connection (the step's transaction, which writes
 * none of these tables): a second connection per step could wait forever on a pool its steps hold.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { notifyRules } from '../../db/schema';
import type { AppCache, TenantLetterSettings } from '../../cache/appCache';
import { userTenantKey } from '../../cache/appCache';
import { deepFreeze } from '../../cache/deepFreeze';
import { scope } from '../../cache/scopes';
import { chosenLocales, readersFrom, tenantDefaultLocale, type Readers } from './readerLocales';

type Source = { db: Db | Tx; cache: Pick<AppCache, 'letterSettings' | 'userLocales'> };

export const letterSettingsOf = async (source: Source, merchantId: string): Promise<TenantLetterSettings> => {
  const settings = await source.cache.letterSettings.get(merchantId, async () => {
    const defaultLocale = await tenantDefaultLocale(source.db, merchantId);
    const rules = await source.db
      .select()
      .from(notifyRules)
      .where(and(eq(notifyRules.merchantId, merchantId), eq(notifyRules.status, '0')));
    return { value: deepFreeze({ defaultLocale, notifyRules: rules }), scopes: [scope.tenant(merchantId)] };
  });
  if (!settings) throw new Error('the letter settings loader answered nothing');
  return settings;
};

/** The readers among `userIds` (as `readersOf` finds them), the languages not in memory read in one query. */
export const cachedReadersOf = async (
  source: Source,
  merchantId: string,
  userIds: readonly string[],
): Promise<Readers> => {
  const ids = [...new Set(userIds.filter(Boolean))];
  // Each miss names itself synchronously (the cache calls its loader at once), then one query reads them all.
  const missing: string[] = [];
  let batch: Promise<Map<string, string | null>> | undefined;
  const readMissing = () =>
    (batch ??= Promise.resolve().then(() => chosenLocales(source.db, merchantId, missing)));
  const [settings, ...locales] = await Promise.all([
    letterSettingsOf(source, merchantId),
    ...ids.map((id) =>
      source.cache.userLocales.get(userTenantKey(id, merchantId), async () => {
        missing.push(id);
        const found = await readMissing();
        return { value: found.get(id) ?? null, scopes: [scope.user(id)] };
      }),
    ),
  ]);
  return readersFrom(new Map(ids.map((id, i) => [id, locales[i] ?? null])), settings.defaultLocale);
};
