import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api, type SessionInfoData } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import { readCookie, removeCookie, TOKEN_COOKIE, writeCookie } from '@shared/session/cookies';
import { encryptPassword } from '@shared/session/encryptPassword';
import type { PasswordRule } from '@shared/api/modules/config/passwordRule';
import type { Locale } from '@shared/i18n/locales';

const USER_INFO_KEY = 'user-info';

/** The signed-in session (console spec §4 "Session"): token in the Admin-Token cookie, user info after getInfo. */
export class SessionStore {
  token: string | undefined = readCookie(TOKEN_COOKIE);
  info: SessionInfoData | undefined = undefined;
  isLoadingInfo = false;

  constructor(private readonly client: () => ApiClient) {
    makeObservable(this, {
      token: observable,
      info: observableRef,
      isLoadingInfo: observable,
      isSignedIn: computed,
      permissions: computed,
      setToken: action,
      setThemeConfig: action,
      clear: action,
    });
  }

  get isSignedIn() {
    return Boolean(this.token);
  }

  get permissions(): string[] {
    return this.info?.permissions ?? [];
  }

  /** A theme the tenant just saved: the shell applies it without a reload. */
  setThemeConfig(themeConfig: string) {
    if (this.info) this.info = { ...this.info, themeConfig };
  }

  setToken(token: string) {
    this.token = token;
    writeCookie(TOKEN_COOKIE, token, 1, 'Strict');
  }

  /**
   * Login clears the old state, then stores the token. When the password must be changed first there is no token:
   * the answer is the one-time ticket for that change.
   */
  async login(
    userName: string,
    password: string,
  ): Promise<{ passwordTicket?: string; passwordRule?: PasswordRule }> {
    const { publicKey } = await this.client().call(api.session.publicKey);
    const cipher = await encryptPassword(publicKey, password);
    const { token, passwordTicket, passwordRule } = await this.client().call(
      api.session.login,
      { body: { userName, password: cipher } },
      { silent: true },
    );
    if (!token) return { passwordTicket, passwordRule };
    this.clear();
    this.setToken(token);
    return {};
  }

  /** Which sign-in alternatives the server offers; none when it cannot be asked (the page then offers none). */
  async signInOptions(): Promise<{ isRegistrationOpen: boolean; isChatLoginOn: boolean }> {
    try {
      return await this.client().call(api.shell.signInOptions, undefined, { silent: true });
    } catch {
      return { isRegistrationOpen: false, isChatLoginOn: false };
    }
  }

  async loadInfo() {
    runInAction(() => (this.isLoadingInfo = true));
    try {
      const info = await this.client().call(api.session.getInfo, undefined, { silent: true });
      runInAction(() => (this.info = info));
      localStorage.setItem(USER_INFO_KEY, JSON.stringify(info.user));
      return info;
    } finally {
      runInAction(() => (this.isLoadingInfo = false));
    }
  }

  /** Tells the server the language the user chose, so letters and messages reach them in it (signed in only). */
  async saveLanguage(locale: Locale) {
    if (!this.token) return;
    await this.client()
      .call(api.session.setLanguage, { body: { locale } }, { silent: true })
      .catch(() => undefined);
  }

  /**
   * The user menu's to-do and application counts, asked again each time the menu opens: every action changes
   * them (issue 29: "To-dos 2" after one was handled). A failed call keeps the counts shown.
   */
  async refreshCounts() {
    const fresh = await this.client()
      .call(api.session.getInfo, undefined, { silent: true })
      .catch(() => undefined);
    runInAction(() => {
      if (fresh && this.info)
        this.info = { ...this.info, myTaskCount: fresh.myTaskCount, myApprovalCount: fresh.myApprovalCount };
    });
  }

  /** Log out calls the server, then clears state; a failed call still clears. */
  async logout() {
    try {
      await this.client().call(api.session.logout, undefined, { silent: true });
    } catch {
      // the session may already be gone on the server; clearing locally is what matters
    }
    this.clear();
  }

  /** Removes the token, stored user info, apps and permissions. */
  clear() {
    this.token = undefined;
    this.info = undefined;
    removeCookie(TOKEN_COOKIE, 'Strict');
    localStorage.removeItem(USER_INFO_KEY);
  }
}
