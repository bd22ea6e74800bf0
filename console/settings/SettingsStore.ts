import { action, makeObservable, observable } from 'mobx';
import { isRtl, type Locale } from '@shared/i18n/locales';
import { readerLocale } from '@shared/i18n/readerLocale';
import { readCookie, writeCookie } from '@shared/session/cookies';

export const LANGUAGE_KEY = 'admin-language';
/** Console spec §9: cookie `size`, default medium. */
export const SIZE_COOKIE = 'size';
/** Multi-page tabs on or off (§2.5: on by default), kept in local storage. */
export const TABS_KEY = 'admin-tabs';

export const SIZES = ['small', 'medium', 'large'] as const;
export type UiSize = (typeof SIZES)[number];
const isSize = (value: unknown): value is UiSize => SIZES.includes(value as UiSize);

/** Where the cookies live (the page's cookies; a map in tests). */
export interface CookieJar {
  read(name: string): string | undefined;
  write(name: string, value: string): void;
}

const documentCookies: CookieJar = {
  read: (name) => (typeof document === 'undefined' ? undefined : readCookie(name)),
  write: (name, value) => {
    if (typeof document !== 'undefined') writeCookie(name, value, 365);
  },
};

/**
 * UI settings kept in the browser for this user (console spec §9): the language (local storage; on a first visit the browser's languages, else zh_CN),
 * the component size (cookie `size`, default medium) and whether the multi-page tabs show (local storage, on by
 * default). The side menu's collapsed state is the layout's `sidebarStatus` cookie.
 */
export class SettingsStore {
  locale: Locale;
  /** Grows whenever an administrator changes the tenant's languages: the switcher reads the list again. */
  languagesVersion = 0;
  size: UiSize;
  showTabs: boolean;

  constructor(
    storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
    private readonly cookies: CookieJar = documentCookies,
    /** The browser's languages, most preferred first: a first visit (no stored choice) follows them. */
    browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  ) {
    this.locale = readerLocale([storage.getItem(LANGUAGE_KEY), ...browserLanguages]);
    const size = cookies.read(SIZE_COOKIE);
    this.size = isSize(size) ? size : 'medium';
    this.showTabs = storage.getItem(TABS_KEY) !== '0';
    this.storage = storage;
    makeObservable(this, {
      locale: observable,
      languagesVersion: observable,
      setLocale: action,
      languagesChanged: action,
      size: observable,
      showTabs: observable,
      setSize: action,
      setShowTabs: action,
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

  setSize(size: UiSize) {
    this.size = size;
    this.cookies.write(SIZE_COOKIE, size);
  }

  setShowTabs(showTabs: boolean) {
    this.showTabs = showTabs;
    this.storage.setItem(TABS_KEY, showTabs ? '1' : '0');
  }

  get isRtl() {
    return isRtl(this.locale);
  }
}
