import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flowMessageKeys } from './messages';

const LOCALES = ['zh_CN', 'en_US', 'ar_EG', 'de_DE', 'ko_KR', 'ru_RU', 'es_ES', 'pt_PT', 'sv_SE'];

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}

function load(locale: string): Record<string, unknown> {
  const url = new URL(`../i18n/locales/${locale}/flow.json`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as Record<string, unknown>;
}

function textAt(tree: Record<string, unknown>, key: string): string {
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return String(node);
}

describe('flow locale files', () => {
  it('zh_CN and en_US hold every key the model returns, and the same keys as each other', () => {
    const english = flatKeys(load('en_US')).sort();
    for (const key of flowMessageKeys) expect(english).toContain(key);
    expect(flatKeys(load('zh_CN')).sort()).toEqual(english);
  });

  it.each(LOCALES)('%s has no unknown keys and keeps every placeholder', (locale) => {
    const english = load('en_US');
    const texts = load(locale);
    const known = new Set<string>(flatKeys(english));
    const placeholders = (value: string) => (value.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of flatKeys(texts)) {
      expect(known.has(key)).toBe(true);
      expect(placeholders(textAt(texts, key))).toEqual(placeholders(textAt(english, key)));
    }
  });
});
