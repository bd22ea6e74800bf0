/** The date-fns locales of the date inputs, per UI language, loaded on demand. */
import type { Locale } from 'date-fns';

const LOADERS: Record<string, () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('date-fns/locale/zh-CN'),
  en_US: () => import('date-fns/locale/en-US'),
  de_DE: () => import('date-fns/locale/de'),
  es_ES: () => import('date-fns/locale/es'),
  pt_PT: () => import('date-fns/locale/pt'),
  ru_RU: () => import('date-fns/locale/ru'),
  sv_SE: () => import('date-fns/locale/sv'),
  ko_KR: () => import('date-fns/locale/ko'),
  ar_EG: () => import('date-fns/locale/ar-EG'),
};

/** A `dateFnsLocaleLoader` for Blueprint's date inputs: the locale code is the UI language (`zh_CN`). */
export const loadDateLocale = async (language: string): Promise<Locale | undefined> =>
  (await (LOADERS[language] ?? LOADERS.en_US)?.())?.default;
