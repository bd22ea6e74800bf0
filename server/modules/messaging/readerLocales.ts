import { and, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { readerLocale } from '@shared/i18n/readerLocale';
import type { Locale } from '@shared/i18n/locales';
import type { Db, Tx } from '../../db/database';
import { languages, users } from '../../db/schema';
import { translatorFor } from '../../i18n';

/** The language of each reader of one tenant: `languageOf(userId)` (people not found read the tenant's default). */
export interface Readers {
  languageOf(userId: string): Locale;
  /** A translator in that reader's language. */
  translatorOf(userId: string): TFunction;
}

/** Readers from each user's chosen language (by id) and the tenant's default, by the one rule `readerLocale`. */
export const readersFrom = (
  chosen: ReadonlyMap<string, string | null>,
  tenantDefault: string | undefined,
) => {
  const languageOf = (userId: string) => readerLocale([chosen.get(userId), tenantDefault]);
  return {
    languageOf,
    translatorOf: (userId: string) => translatorFor(languageOf(userId)),
  } satisfies Readers;
};

/** The language each of `userIds` chose (null: none), for the people of the tenant found. */
export const chosenLocales = async (db: Db | Tx, merchantId: string, userIds: readonly string[]) => {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ userId: users.userId, locale: users.locale })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.userId, [...userIds])));
  return new Map(rows.map((row) => [row.userId, row.locale]));
};

export const tenantDefaultLocale = async (db: Db | Tx, merchantId: string) => {
  const [row] = await db
    .select({ locale: languages.locale })
    .from(languages)
    .where(and(eq(languages.merchantId, merchantId), eq(languages.isDefault, true)))
    .limit(1);
  return row?.locale;
};

/**
 * Looks up the readers of letters and messages: each user's chosen language, else the tenant's default language,
 * else the platform's (the one rule, `readerLocale`). One query for the people and one for the tenant.
 */
export const readersOf = async (
  db: Db | Tx,
  merchantId: string,
  userIds: readonly string[],
): Promise<Readers> => {
  const ids = [...new Set(userIds.filter(Boolean))];
  const [chosen, fallback] = await Promise.all([
    chosenLocales(db, merchantId, ids),
    tenantDefaultLocale(db, merchantId),
  ]);
  return readersFrom(chosen, fallback);
};
