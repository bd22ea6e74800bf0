import { describe, expect, it } from 'vitest';
import { localizedText } from './localizedText';

describe('localizedText', () => {
  const texts = { zh_CN: '菜单管理', en_US: 'Menus', de_DE: ' ' };
  it('answers the locale’s own text', () => expect(localizedText(texts, 'zh_CN', 'x')).toBe('菜单管理'));
  it('falls back to en_US when the locale has none or a blank one', () => {
    expect(localizedText(texts, 'ko_KR', 'x')).toBe('Menus');
    expect(localizedText(texts, 'de_DE', 'x')).toBe('Menus');
  });
  it('falls back to the stored default', () => {
    expect(localizedText({}, 'en_US', '默认')).toBe('默认');
    expect(localizedText(null, 'en_US', '默认')).toBe('默认');
  });
});
