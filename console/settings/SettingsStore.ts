import { action, makeObservable, observable } from 'mobx';
import { DEFAULT_LOCALE, isLocale, isRtl, type Locale } from '@shared/i18n/locales';

export const LANGUAGE_KEY = 'admin-language';

/** UI settings kept in the browser: the language (console spec §9: local storage, default zh_CN). */
export class SettingsStore {
  locale: Locale;
  /** Grows whenever an administrator changes the tenant's languages: the switcher reads the list again. */
  languagesVersion = 0;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
    const stored = storage.getItem(LANGUAGE_KEY);
    this.locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    this.storage = storage;
    makeObservable(this, {
      locale: observable,
      languagesVersion: observable,
      setLocale: action,
      languagesChanged: action,
    });
  }

  private readonly storage: Pick<Storage, 'getItem' | 'setItem'>;

  setLocale(locale: Locale) {
    this.locale = locale;
    this.storage.setItem(LANGUAGE_KEY, locale);
  }

  languagesChanged() {
    this.languagesVersion += 1;
  }

  get isRtl() {
    return isRtl(this.locale);
  }
}
