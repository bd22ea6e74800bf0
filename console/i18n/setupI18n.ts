import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, NAMESPACES, type Locale } from '@shared/i18n/locales';
import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';

type Bundle = Record<string, unknown>;

/** Every locale file, loaded on demand: one chunk per language and namespace. */
const files = import.meta.glob<Bundle>('../../shared/i18n/locales/*/*.json', { import: 'default' });

const loadLocale = async (i18n: I18n, locale: Locale) => {
  await Promise.all(
    Object.entries(files)
      .map(([file, load]) => ({ match: /locales\/([^/]+)\/([^/]+)\.json$/.exec(file), load }))
      .filter(({ match }) => match?.[1] === locale)
      .map(async ({ match, load }) => {
        const namespace = match?.[2] ?? 'common';
        // a copy: overrides written into the store must never change the loaded file's object
        if (!i18n.hasResourceBundle(locale, namespace))
          i18n.addResourceBundle(locale, namespace, structuredClone(await load()), true, false);
      }),
  );
};

/** Creates the console's i18next instance with the chosen language and English as the fallback. */
export const setupI18n = async (locale: Locale): Promise<I18n> => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: 'console',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    resources: {},
    partialBundledLanguages: true,
  });
  await Promise.all([loadLocale(i18n, locale), loadLocale(i18n, FALLBACK_LOCALE)]);
  return i18n;
};

/** Where the server's language pack for a locale comes from (`/i18n/configs`): `namespace:dotted.key` → text. */
export type LanguagePackSource = (locale: Locale) => Promise<Record<string, string>>;

/** The server's packs, read through the API client (quietly: a missing pack is no error for the user). */
export const serverLanguagePacks =
  (client: ApiClient): LanguagePackSource =>
  (locale) =>
    client
      .call(api.system.languageMessages, { query: { locale } }, { silent: true })
      .then((pack) => pack.messages);

const packSources = new WeakMap<I18n, LanguagePackSource>();

/** Lays the server's pack for the locale over the bundled files; a pack that fails to load leaves the bundled text. */
const loadLanguagePack = async (i18n: I18n, locale: Locale) => {
  const source = packSources.get(i18n);
  if (!source) return;
  const messages = await source(locale).catch(() => ({}));
  applyLanguagePack(i18n, locale, messages);
};

/**
 * From now on the server's language pack goes over the bundled files: for the current language at once (the
 * console waits for it before its first render), and on every `changeLanguage`.
 */
export const attachLanguagePacks = async (i18n: I18n, source: LanguagePackSource, locale: Locale) => {
  packSources.set(i18n, source);
  await loadLanguagePack(i18n, locale);
};

export const changeLanguage = async (i18n: I18n, locale: Locale) => {
  await loadLocale(i18n, locale);
  await loadLanguagePack(i18n, locale);
  await i18n.changeLanguage(locale);
};

/**
 * Applies a tenant language pack from the server over the bundled files. Keys are `namespace:dotted.key`;
 * a key without a namespace belongs to `console`.
 */
export const applyLanguagePack = (i18n: I18n, locale: Locale, messages: Record<string, string>) => {
  for (const [fullKey, value] of Object.entries(messages)) {
    const [namespace, key] = fullKey.includes(':')
      ? (fullKey.split(':', 2) as [string, string])
      : ['console', fullKey];
    i18n.addResource(locale, namespace, key, value);
  }
};

/**
 * After an administrator changed an override: the bundled files of `locale` again, the tenant's current pack over
 * them (a removed override shows the bundled text again), then a re-render of everything translated.
 */
export const reloadLanguagePack = async (i18n: I18n, locale: Locale) => {
  for (const namespace of NAMESPACES) i18n.removeResourceBundle(locale, namespace);
  await loadLocale(i18n, locale);
  await loadLanguagePack(i18n, locale);
  if (i18n.language === locale) await i18n.changeLanguage(locale);
};
