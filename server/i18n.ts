import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { FALLBACK_LOCALE, LOCALES, NAMESPACES, type Locale } from '@shared/i18n/locales';

const localesDir = fileURLToPath(new URL('../shared/i18n/locales', import.meta.url));
/** The server may answer in any namespace: `ns:key` picks one, a bare key means `server`. */
const SERVER_NAMESPACES = NAMESPACES;

const readNamespace = (locale: Locale, namespace: string): Record<string, unknown> => {
  const file = path.join(localesDir, locale, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
};

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  fallbackLng: FALLBACK_LOCALE,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'server',
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, readNamespace(locale, ns)])),
    ]),
  ),
});

const translators = new Map<Locale, TFunction>();
const successMessages = new Map<Locale, string>();

/** A translator for one request's locale; keys default to the `server` namespace. The texts never change at run time. */
export const translatorFor = (locale: Locale): TFunction => {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = i18n.getFixedT(locale, 'server')));
  return t;
};

/** The `msg` of every successful answer, translated once per locale. */
export const successMessage = (locale: Locale): string => {
  let message = successMessages.get(locale);
  if (message === undefined) successMessages.set(locale, (message = translatorFor(locale)('success')));
  return message;
};
