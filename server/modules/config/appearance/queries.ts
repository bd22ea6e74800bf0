import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { languageMessages, languages } from '../../../db/schema';

export const tenantLanguages = (db: Db | Tx, merchantId: string) =>
  db
    .select()
    .from(languages)
    .where(eq(languages.merchantId, merchantId))
    .orderBy(asc(languages.sort), asc(languages.locale));

export const tenantOverrides = async (db: Db | Tx, merchantId: string, locale: string) =>
  new Map(
    (
      await db
        .select({ key: languageMessages.msgKey, value: languageMessages.msgValue })
        .from(languageMessages)
        .where(and(eq(languageMessages.merchantId, merchantId), eq(languageMessages.locale, locale)))
    ).map((r) => [r.key, r.value]),
  );

export const findOverride = async (db: Db | Tx, merchantId: string, locale: string, key: string) => {
  const [row] = await db
    .select({ value: languageMessages.msgValue })
    .from(languageMessages)
    .where(
      and(
        eq(languageMessages.merchantId, merchantId),
        eq(languageMessages.locale, locale),
        eq(languageMessages.msgKey, key),
      ),
    );
  return row?.value;
};
