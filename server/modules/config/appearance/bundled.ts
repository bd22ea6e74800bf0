/** The console messages shipped with the product, read once from the locale files (`namespace:dotted.key` → text). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LOCALE, NAMESPACES, type Locale } from '@shared/i18n/locales';

const localesDir = fileURLToPath(new URL('../../../../shared/i18n/locales', import.meta.url));
/** Messages the console shows; the `server` namespace is translated by the server and is not overridable. */
const CONSOLE_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'server');

const flatten = (prefix: string, value: unknown, out: Map<string, string>) => {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      flatten(prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, child, out);
};

const cache = new Map<Locale, ReadonlyMap<string, string>>();

/** Every bundled console message of a locale. */
export const bundledMessages = (locale: Locale): ReadonlyMap<string, string> => {
  let messages = cache.get(locale);
  if (!messages) {
    const out = new Map<string, string>();
    for (const ns of CONSOLE_NAMESPACES) {
      const file = path.join(localesDir, locale, `${ns}.json`);
      if (existsSync(file)) flatten(`${ns}:`, JSON.parse(readFileSync(file, 'utf8')) as unknown, out);
    }
    cache.set(locale, (messages = out));
  }
  return messages;
};

/** Keys an override may use: those of the locale and of the fallback locale, sorted. */
export const messageKeys = (locale: Locale): string[] =>
  [...new Set([...bundledMessages(locale).keys(), ...bundledMessages(FALLBACK_LOCALE).keys()])].sort();

export const isKnownKey = (locale: Locale, key: string): boolean =>
  bundledMessages(locale).has(key) || bundledMessages(FALLBACK_LOCALE).has(key);
