import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { FormMessage } from './messages';
import { createTranslator, interpolate, lookupMessage } from './translate';
import type { MessageTree } from './translate';

const load = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../i18n/locales/${locale}/form.json`, import.meta.url), 'utf8'),
  ) as MessageTree;
const flatKeys = (tree: MessageTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatKeys(value, `${prefix}${key}.`),
  );

describe('translator', () => {
  const zh = load('zh_CN');
  const en = load('en_US');
  it('reads nested keys and interpolates params', () => {
    expect(lookupMessage(en, 'validation.required')).toBe('Required');
    expect(interpolate('at least {{min}} rows', { min: 2 })).toBe('at least 2 rows');
    expect(createTranslator({ messages: en })('validation.numberMin', { limit: 3 })).toBe(
      'Must be at least 3',
    );
  });
  it('gives the spec Chinese messages for presets', () => {
    const t = createTranslator({ messages: zh });
    expect(t(FormMessage.phone)).toBe('请输入正确的手机号码格式');
    expect(t(FormMessage.email)).toBe('请输入正确的邮箱格式');
  });
  it('falls back to English, then the key; a host t wins when it knows the key', () => {
    const t = createTranslator({
      messages: { validation: {} },
      fallback: en,
      host: (key) => (key === 'form:runtime.submit' ? 'Send' : key),
    });
    expect(t('validation.required')).toBe('Required');
    expect(t('runtime.submit')).toBe('Send');
    expect(t('no.such')).toBe('no.such');
  });
  it('zh_CN and en_US have identical key sets covering every message key; all 9 locales exist', () => {
    const zhKeys = flatKeys(zh).sort();
    expect(flatKeys(en).sort()).toEqual(zhKeys);
    for (const key of Object.values(FormMessage)) expect(zhKeys).toContain(key);
    for (const locale of LOCALES) expect(flatKeys(load(locale)).length).toBeGreaterThan(0);
  });
});
