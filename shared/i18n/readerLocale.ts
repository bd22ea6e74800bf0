import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** One preference as a locale: `en_US` as it is, a browser's `en-GB` or `en` by its language; else nothing. */
const asLocale = (preference: string | null | undefined): Locale | undefined => {
  const name = preference?.trim().replace('-', '_') ?? '';
  if (!name) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === name.toLowerCase());
  if (exact) return exact;
  const language = name.split('_')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale.startsWith(`${language}_`));
};

/**
 * The language a reader reads in: the first of their preferences, most personal first, that names a language the
 * product speaks — on the server the user's chosen language, then the tenant's default; in the browser the stored
 * choice, then the browser's languages — else the platform's default. The one rule for every text resolved for
 * a reader (console, letters, messages).
 */
export const readerLocale = (
  preferences: readonly (string | null | undefined)[],
  platformDefault: Locale = DEFAULT_LOCALE,
): Locale => {
  for (const preference of preferences) {
    const locale = asLocale(preference);
    if (locale) return locale;
  }
  return platformDefault;
};
