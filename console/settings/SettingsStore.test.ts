import { describe, expect, it } from 'vitest';
import { SettingsStore, type CookieJar } from './SettingsStore';

const storage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};
const jar = (initial: Record<string, string> = {}): CookieJar & { items: Map<string, string> } => {
  const items = new Map(Object.entries(initial));
  return { items, read: (name) => items.get(name), write: (name, value) => void items.set(name, value) };
};

describe('SettingsStore', () => {
  it('starts on medium size and tabs on (§9, §2.5), whatever junk the cookie holds', () => {
    const store = new SettingsStore(storage(), jar({ size: 'huge' }));
    expect(store.size).toBe('medium');
    expect(store.showTabs).toBe(true);
  });

  it('keeps the size in the size cookie and the tabs switch in local storage', () => {
    const local = storage();
    const cookies = jar();
    const store = new SettingsStore(local, cookies);
    store.setSize('small');
    store.setShowTabs(false);
    expect(cookies.items.get('size')).toBe('small');
    expect(local.items.get('admin-tabs')).toBe('0');
    const again = new SettingsStore(local, cookies);
    expect(again.size).toBe('small');
    expect(again.showTabs).toBe(false);
  });

  it("a first visit follows the browser's languages; a stored choice wins over them", () => {
    expect(new SettingsStore(storage(), jar(), ['en-GB', 'zh-CN']).locale).toBe('en_US');
    expect(new SettingsStore(storage(), jar(), ['fr-FR', 'ar']).locale).toBe('ar_EG');
    expect(new SettingsStore(storage(), jar(), ['fr-FR']).locale).toBe('zh_CN');
    expect(new SettingsStore(storage({ 'admin-language': 'zh_CN' }), jar(), ['en-US']).locale).toBe('zh_CN');
  });
});
