import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES } from '@shared/form';
import { MessageKey, controlLabelKey } from './messages';

const localesDir = fileURLToPath(new URL('../../../shared/i18n/locales/', import.meta.url));
const LOCALES = ['zh_CN', 'en_US', 'ar_EG', 'de_DE', 'ko_KR', 'ru_RU', 'es_ES', 'pt_PT', 'sv_SE'];

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([name, inner]) => flatKeys(inner, `${prefix}${name}.`));
}
const load = (locale: string) =>
  JSON.parse(readFileSync(`${localesDir}${locale}/formDesigner.json`, 'utf8')) as unknown;
const lookup = (data: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      data,
    );

describe('formDesigner namespace', () => {
  it('exists for all 9 locales', () => {
    for (const locale of LOCALES)
      expect(readdirSync(`${localesDir}${locale}`)).toContain('formDesigner.json');
  });

  it('zh_CN and en_US have identical key sets', () => {
    expect(flatKeys(load('zh_CN')).sort()).toEqual(flatKeys(load('en_US')).sort());
  });

  it('every key the model uses has text in en_US and zh_CN', () => {
    const used = [...Object.values(MessageKey), ...CONTROL_TYPES.map(controlLabelKey)];
    for (const locale of ['en_US', 'zh_CN']) {
      const data = load(locale);
      const missing = used.filter((key) => typeof lookup(data, key) !== 'string');
      expect(missing, locale).toEqual([]);
    }
  });

  it('carries the spec’s English texts', () => {
    const en = load('en_US');
    expect(lookup(en, MessageKey.tableLastRow)).toBe('last row, cannot merge down');
    expect(lookup(en, MessageKey.tableDownSpansDiffer)).toBe('cannot merge down, spans differ');
    expect(lookup(en, MessageKey.tableLastColumn)).toBe('last column, cannot merge right');
    expect(lookup(en, MessageKey.tableRightSpansDiffer)).toBe('cannot merge right');
    expect(lookup(en, MessageKey.importFailed)).toBe('import failed, bad data format');
    expect(lookup(en, MessageKey.hideRuleIncomplete)).toBe('Please set complete conditions');
    expect(lookup(en, MessageKey.eventFieldAdded)).toBe('This field has been added');
    expect(lookup(en, MessageKey.eventDebugDataRequired)).toBe('Please enter debug data');
    expect(lookup(en, MessageKey.eventParseError)).toBe('Parse error');
  });
});
