/** UI languages of console spec §9, zh_CN first (the default). */
export const LOCALES = [
  'zh_CN',
  'en_US',
  'ar_EG',
  'de_DE',
  'ko_KR',
  'ru_RU',
  'es_ES',
  'pt_PT',
  'sv_SE',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh_CN';
/** Keys missing from a locale fall back to English. */
export const FALLBACK_LOCALE: Locale = 'en_US';

/** Message namespaces; each is one JSON file per locale under `locales/<locale>/<namespace>.json`. */
export const NAMESPACES = [
  'common',
  'server',
  'console',
  'form',
  'formDesigner',
  'flow',
  'admin',
  'approval',
  'files',
  'menus',
  'dicts',
  'appearance',
  'security',
  'templates',
  'analytics',
  'messaging',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const isRtl = (locale: string): boolean => locale.startsWith('ar');

/**
 * The locale a request names in Accept-Language. Our own client sends one of LOCALES; a browser-style header
 * (`en-US,en;q=0.9`) is matched by language. Anything else means the default.
 */
export const localeFromHeader = (header: string | undefined): Locale => {
  if (!header) return DEFAULT_LOCALE;
  const first = header.split(',')[0]?.trim().replace('-', '_') ?? '';
  if (isLocale(first)) return first;
  const language = first.slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale.startsWith(`${language}_`)) ?? DEFAULT_LOCALE;
};

/**
 * The tag Intl formats a locale's numbers and dates with: its language and region (`en_US` → `en-US`), always in
 * Western digits, so the figures Intl formats match the ones every other part of the product shows (Arabic included).
 */
export const intlLocale = (locale: string): string => `${locale.replace('_', '-')}-u-nu-latn`;
