import { LOCALES } from '@shared/i18n/locales';

/** Keeps the non-blank texts of the known locales, trimmed (a blank one falls back when read). */
export const cleanTexts = (texts: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const text = texts[locale]?.trim();
      return text ? [[locale, text]] : [];
    }),
  );
