import { describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import { attachLanguagePacks, changeLanguage, reloadLanguagePack, setupI18n } from './setupI18n';

describe("the server's language pack", () => {
  it('goes over the bundled text; a key without a namespace belongs to the console', async () => {
    const i18n = await setupI18n('en_US');
    await attachLanguagePacks(
      i18n,
      async () => ({ 'common:http.timeout': 'Too slow, try again', 'header.language': 'Tongue' }),
      'en_US',
    );
    expect(i18n.t('common:http.timeout')).toBe('Too slow, try again');
    expect(i18n.t('header.language')).toBe('Tongue');
    expect(i18n.t('header.logout')).toBe('Log out');
  });

  it('is read again for the new language on a language change', async () => {
    const i18n = await setupI18n('en_US');
    const asked: Locale[] = [];
    await attachLanguagePacks(
      i18n,
      async (locale): Promise<Record<string, string>> => {
        asked.push(locale);
        return locale === 'de_DE' ? { 'header.language': 'Zunge' } : {};
      },
      'en_US',
    );
    await changeLanguage(i18n, 'de_DE');
    expect(asked).toEqual(['en_US', 'de_DE']);
    expect(i18n.t('header.language')).toBe('Zunge');
    expect(i18n.t('header.logout')).not.toBe('');
  });

  it('leaves the bundled text when the pack cannot be loaded', async () => {
    const i18n = await setupI18n('en_US');
    await attachLanguagePacks(i18n, () => Promise.reject(new Error('offline')), 'en_US');
    expect(i18n.t('header.language')).toBe('Language');
  });

  it('is read again after an administrator changed it: a removed override shows the bundled text again', async () => {
    const i18n = await setupI18n('en_US');
    let pack: Record<string, string> = { 'console:header.language': 'Idiom' };
    await attachLanguagePacks(i18n, async () => pack, 'en_US');
    expect(i18n.t('header.language')).toBe('Idiom');
    pack = { 'console:header.logout': 'Sign out' };
    await reloadLanguagePack(i18n, 'en_US');
    expect(i18n.t('header.language')).toBe('Language');
    expect(i18n.t('header.logout')).toBe('Sign out');
    const fresh = await setupI18n('en_US');
    expect(fresh.t('header.logout')).toBe('Log out');
  });
});
