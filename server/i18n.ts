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

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
/** Texts i18next would do more with than fill in `{{name}}`: nesting, formats, stray braces. */
const NEEDS_I18NEXT = /\{\{|\}\}|\$t\(/;
const plainTemplates = new Map<string, string | null>();

/** The stored text of `ns:key` in `locale` (else the fallback locale) when it is plain `{{name}}` filling, else null. */
const plainTemplate = (locale: Locale, key: string): string | null => {
  const cacheKey = `${locale}\u0000${key}`;
  const known = plainTemplates.get(cacheKey);
  if (known !== undefined) return known;
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['server', key];
  const stored: unknown = i18n.getResource(locale, ns, path) ?? i18n.getResource(FALLBACK_LOCALE, ns, path);
  const template =
    typeof stored === 'string' && !NEEDS_I18NEXT.test(stored.replace(PLACEHOLDER, '')) ? stored : null;
  plainTemplates.set(cacheKey, template);
  return template;
};

/**
 * `translatorFor(locale)(key, params)` for the texts written per reader on every approval step (letters): a plain
 * `{{name}}` text is filled in directly, which costs a small part of a full i18next lookup. Anything else (plurals,
 * nesting, formats, a value that is missing or not a string or number) goes to i18next, so the answer is the same.
 */
export const templateText = (locale: Locale, key: string, params: Record<string, unknown>): string => {
  const template =
    params.count === undefined && params.context === undefined ? plainTemplate(locale, key) : null;
  if (template !== null) {
    let isPlain = true;
    const text = template.replace(PLACEHOLDER, (_, name: string) => {
      const value = params[name];
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      isPlain = false;
      return '';
    });
    if (isPlain) return text;
  }
  return translatorFor(locale)(key, params);
};
