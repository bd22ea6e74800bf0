import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES } from '@shared/i18n/locales';

/**
 * The label a reader sees: their own language, else en_US, else the stored label. The stored label is the
 * label of the default language (zh_CN), so a zh_CN reader without a zh_CN entry sees it rather than English.
 */
export const resolveLabel = (
  row: { dictLabel: string; labels: Record<string, string> | null },
  locale: string,
): string => resolveText(row.dictLabel, row.labels, locale);

/** The same rule for any stored text with per-language variants (a dictionary type's name). */
export const resolveText = (stored: string, texts: Record<string, string> | null, locale: string): string =>
  texts?.[locale]?.trim() || (locale === DEFAULT_LOCALE ? '' : texts?.[FALLBACK_LOCALE]?.trim()) || stored;

/** Keeps the non-empty labels of known UI languages, trimmed; answers the first unknown locale when there is one. */
export const cleanLabels = (
  labels: Record<string, string> | undefined,
): { labels: Record<string, string>; unknown?: string } => {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(labels ?? {})) {
    if (!(LOCALES as readonly string[]).includes(locale)) return { labels: out, unknown: locale };
    if (text.trim()) out[locale] = text.trim();
  }
  return { labels: out };
};
