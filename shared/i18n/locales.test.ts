import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlLocale, LOCALES, localeFromHeader } from './locales';

const dir = fileURLToPath(new URL('./locales', import.meta.url));
const namespaces = readdirSync(path.join(dir, 'en_US')).filter((f) => f.endsWith('.json'));

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const read = (locale: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8'));

describe('locale files', () => {
  it('has a folder for each of the nine UI languages', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
  });

  for (const file of namespaces) {
    it(`${file}: zh_CN and en_US have the same keys, every value filled`, () => {
      const en = keysOf(read('en_US', file)).sort();
      const zh = keysOf(read('zh_CN', file)).sort();
      expect(zh).toEqual(en);
      for (const locale of ['en_US', 'zh_CN']) {
        const empty = keysOf(read(locale, file)).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(locale, file));
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${locale}/${file}`).toEqual([]);
      }
    });

    it(`${file}: exists in every locale and holds no key English lacks`, () => {
      const en = new Set(keysOf(read('en_US', file)));
      for (const locale of LOCALES) {
        // a plural key may take every form the language has (Russian _few/_many, Arabic _zero/_two/...)
        const forms = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;
        const isPluralForm = (key: string) => {
          const match = /^(.*)_([a-z]+)$/.exec(key);
          return Boolean(
            match && en.has(`${match[1]}_other`) && (forms as string[]).includes(match[2] as string),
          );
        };
        const stray = keysOf(read(locale, file)).filter((key) => key && !en.has(key) && !isPluralForm(key));
        expect(stray, `${locale}/${file}`).toEqual([]);
      }
    });
  }
});

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'zh_CN'],
    ['en_US', 'en_US'],
    ['en-US,en;q=0.9', 'en_US'],
    ['de', 'de_DE'],
    ['fr-FR', 'zh_CN'],
    ['ar_EG', 'ar_EG'],
  ])('%s → %s', (header, locale) => expect(localeFromHeader(header)).toBe(locale));
});

describe('plural messages', () => {
  it('use the language’s own forms, never falling back to English', async () => {
    const { default: i18next } = await import('i18next');
    for (const locale of ['ru_RU', 'ar_EG', 'de_DE', 'ko_KR']) {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: locale,
        fallbackLng: 'en_US',
        resources: {
          [locale]: { admin: read(locale, 'admin.json') as object },
          en_US: { admin: read('en_US', 'admin.json') as object },
        },
      });
      for (const count of [1, 2, 5, 11, 21, 100]) {
        expect(i18n.t('admin:position.chosenCount', { count }), `${locale} ${count}`).not.toMatch(/selected/);
      }
    }
  });
});

describe('figures formatted by Intl', () => {
  it('use Western digits in every language, Arabic included, as the rest of the product does', () => {
    for (const locale of LOCALES) {
      expect(new Intl.NumberFormat(intlLocale(locale)).format(1234567), locale).toMatch(/^1\D?234\D?567$/);
      expect(
        new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric' }).format(Date.UTC(2026, 5, 1)),
      ).toMatch(/2026/);
    }
  });
});
