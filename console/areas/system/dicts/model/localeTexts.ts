import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';

/** Languages with their own text field; the stored text is the default language's (zh_CN). */
export const LABEL_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The filled-in texts only, so an emptied field removes that language's text. */
export const filledTexts = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim()));
