import { intlLocale } from '@shared/i18n/locales';
/** A moment in the reader's language: date and time, short. */
export const formatTime = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(ms);
