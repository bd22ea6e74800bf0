import { FALLBACK_LOCALE } from './locales';

/** Text kept per locale next to a default text (menu titles, app names): `{ en_US: '…', zh_CN: '…' }`. */
export type LocalizedText = Partial<Record<string, string>>;

/**
 * The text a reader of `locale` sees: that locale's own text, else the en_US text, else the stored default.
 * Blank entries count as missing.
 */
export const localizedText = (texts: unknown, locale: string, fallback: string): string => {
  if (!texts || typeof texts !== 'object') return fallback;
  const byLocale = texts as LocalizedText;
  const own = byLocale[locale]?.trim();
  if (own) return own;
  const english = byLocale[FALLBACK_LOCALE]?.trim();
  return english || fallback;
};
