/**
 * The phone's i18next: the `mobile` namespace of the reader's language (one small chunk), and the `approval`
 * namespace when a page shows a timeline. The language is the console's (local storage `admin-language`), so a
 * person sees the same language on the phone and at the desk.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, isLocale, isRtl, type Locale } from '@shared/i18n/locales';
import { PHONE_LANGUAGE_KEY } from '@shared/phone/phoneBoot';

export const LANGUAGE_KEY = PHONE_LANGUAGE_KEY;

type Bundle = Record<string, unknown>;
const mobileFiles = import.meta.glob<Bundle>('../../shared/i18n/locales/*/mobile.json', {
  import: 'default',
});
const approvalFiles = import.meta.glob<Bundle>('../../shared/i18n/locales/*/approval.json', {
  import: 'default',
});

const fileOf = (files: Record<string, () => Promise<Bundle>>, locale: Locale) =>
  Object.entries(files).find(([path]) => path.includes(`/${locale}/`))?.[1];

/** The saved language, else the browser's, else the default. */
export const initialLocale = (saved: string | null, browser: readonly string[]): Locale => {
  if (isLocale(saved)) return saved;
  for (const tag of browser) {
    const language = tag.slice(0, 2).toLowerCase();
    const found = LOCALES.find((locale) => locale.startsWith(`${language}_`));
    if (found) return found;
  }
  return DEFAULT_LOCALE;
};

const load = async (i18n: I18n, locale: Locale, namespace: 'mobile' | 'approval') => {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  const file = fileOf(namespace === 'mobile' ? mobileFiles : approvalFiles, locale);
  if (file) i18n.addResourceBundle(locale, namespace, await file(), true, false);
};

export const createI18n = async (locale: Locale): Promise<I18n> => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    ns: ['mobile'],
    defaultNS: 'mobile',
    interpolation: { escapeValue: false },
    resources: {},
    partialBundledLanguages: true,
  });
  await load(i18n, locale, 'mobile');
  return i18n;
};

/** The approval namespace (timeline entries, states) for the current language. */
export const loadApprovalTexts = (i18n: I18n) => load(i18n, i18n.language as Locale, 'approval');

/** Switches the language, keeps it for the next visit, and turns the page for Arabic. */
export const changeLocale = async (i18n: I18n, locale: Locale) => {
  await load(i18n, locale, 'mobile');
  if (i18n.hasResourceBundle(i18n.language, 'approval')) await load(i18n, locale, 'approval');
  localStorage.setItem(LANGUAGE_KEY, locale);
  await i18n.changeLanguage(locale);
  applyDirection(locale);
};

export const applyDirection = (locale: Locale) => {
  document.documentElement.lang = locale.replace('_', '-');
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
};
