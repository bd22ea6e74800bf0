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
  const [people, tenantDefault] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ userId: users.userId, locale: users.locale })
          .from(users)
          .where(and(eq(users.merchantId, merchantId), inArray(users.userId, ids))),
    db
      .select({ locale: languages.locale })
      .from(languages)
      .where(and(eq(languages.merchantId, merchantId), eq(languages.isDefault, true)))
      .limit(1),
  ]);
  const chosen = new Map(people.map((person) => [person.userId, person.locale]));
  const fallback = tenantDefault[0]?.locale;
  const languageOf = (userId: string) => readerLocale([chosen.get(userId), fallback]);
  return { languageOf, translatorOf: (userId) => translatorFor(languageOf(userId)) };
};
