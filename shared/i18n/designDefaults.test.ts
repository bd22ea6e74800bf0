import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { FLOW_AND_PRODUCT_DEFAULT_TEXTS, FORM_DEFAULT_TEXTS } from './designDefaultTexts';
import { designText } from './designDefaults';
import { formDesignText } from './formDefaults';

const fromLocaleFile = (locale: string, fullKey: string) => {
  const [namespace = '', key = ''] = fullKey.split(':');
  const tree = JSON.parse(readFileSync(`shared/i18n/locales/${locale}/${namespace}.json`, 'utf8')) as unknown;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
};

describe('design-time defaults in the reader’s language', () => {
  it('the default texts are those of the locale files, in every locale', () => {
    for (const [fullKey, byLocale] of Object.entries({
      ...FORM_DEFAULT_TEXTS,
      ...FLOW_AND_PRODUCT_DEFAULT_TEXTS,
    }))
      for (const locale of LOCALES)
        expect(byLocale[locale], `${fullKey} ${locale}`).toBe(fromLocaleFile(locale, fullKey));
  });

  it('a default left by a designer of any language reads in the reader’s language', () => {
    expect(designText('Please enter', 'ar_EG')).toBe('يرجى الإدخال');
    expect(designText('请输入', 'en_US')).toBe('Please enter');
    expect(designText('审批人', 'ar_EG')).toBe('المعتمد');
    expect(designText('initiator', 'zh_CN')).toBe('发起人');
    expect(designText('Option 12', 'zh_CN')).toBe('选项12');
    expect(designText('条件3', 'en_US')).toBe('branch 3');
  });

  it('text a designer typed stays as typed', () => {
    expect(designText('Finance approval', 'zh_CN')).toBe('Finance approval');
    expect(designText('Option A', 'zh_CN')).toBe('Option A');
    expect(designText('', 'zh_CN')).toBe('');
  });

  it('a form reads only the form designer’s defaults: a label that reads like a flow’s default is typed text', () => {
    expect(formDesignText('请选择', 'en_US')).toBe('Please select');
    expect(formDesignText('Option 3', 'ar_EG')).toBe(designText('Option 3', 'ar_EG'));
    expect(formDesignText('审批人', 'en_US')).toBe('审批人');
  });
});
