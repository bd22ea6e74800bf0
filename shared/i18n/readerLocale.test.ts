import { describe, expect, it } from 'vitest';
import { readerLocale } from './readerLocale';

describe('the language a reader reads in', () => {
  it('takes the most personal preference the product speaks', () => {
    expect(readerLocale(['en_US', 'zh_CN'])).toBe('en_US');
    expect(readerLocale(['', 'ar_EG'])).toBe('ar_EG');
    expect(readerLocale([undefined, null, 'zh_CN'])).toBe('zh_CN');
  });

  it("matches a browser's languages by name, then by language", () => {
    expect(readerLocale(['en-GB', 'zh-CN'])).toBe('en_US');
    expect(readerLocale(['fr-FR', 'de'])).toBe('de_DE');
    expect(readerLocale(['zh-TW'])).toBe('zh_CN');
  });

  it("falls back to the platform's default when nothing is spoken", () => {
    expect(readerLocale([])).toBe('zh_CN');
    expect(readerLocale(['fr-FR', 'xx'], 'en_US')).toBe('en_US');
  });
});
