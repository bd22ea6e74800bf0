import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt';
import 'dayjs/locale/ru';
import 'dayjs/locale/sv';
import 'dayjs/locale/zh-cn';
import { maskPhone } from '@shared/api/modules/identity/rules';
import { isLocale, type Locale } from '@shared/i18n/locales';

export const EMPTY = '--';

/** The console's date-time format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const DAYJS_LOCALES: Record<Locale, string> = {
  zh_CN: 'zh-cn',
  en_US: 'en',
  ar_EG: 'ar',
  de_DE: 'de',
  ko_KR: 'ko',
  ru_RU: 'ru',
  es_ES: 'es',
  pt_PT: 'pt',
  sv_SE: 'sv',
};

/** dayjs's name for a console language (English when unknown). */
export const dayjsLocaleOf = (language: string | undefined): string =>
  isLocale(language) ? DAYJS_LOCALES[language] : 'en';

/** YYYY-MM-DD HH:mm:ss in local time through dayjs in the UI language; '--' when empty. */
export const formatTime = (value: string | null | undefined, language?: string): string =>
  value ? dayjs(value).locale(dayjsLocaleOf(language)).format(DATE_TIME_FORMAT) : EMPTY;

/** The value, or '--' when empty. */
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY);

/** Masked phone (first 3 and last 4 kept), '--' when empty. */
export const phoneCell = (phone: string | null | undefined): string => (phone ? maskPhone(phone) : EMPTY);
