import { sessionApi } from '@shared/api/modules/session';
import type { SessionInfoData } from '@shared/api/modules/session';
import type { ApiCall } from '@runtime/consoleDataSource';
import { readCookie, removeCookie, TOKEN_COOKIE, writeCookie } from '@shared/session/cookies';
import { encryptPassword } from '@shared/session/encryptPassword';
import { Observable } from './Observable';

/** What signing out also clears: the app shell caches of the service worker (no one's data stays behind). */
export type ClearCaches = () => Promise<void>;

/**
 * The phone's session: the same sign-in as the console (RSA-encrypted password, the Admin-Token cookie, so one
 * sign-in serves both), the first-sign-in password change, and sign-out. The server decides the password rules
 * and the lock; its message is shown as it is.
 */
export class SessionStore extends Observable {
  token: string | undefined = readCookie(TOKEN_COOKIE);
  info: SessionInfoData | undefined = undefined;
  /** A sign-in answered with a one-time ticket: the password must be changed first (console spec §5). */
  passwordTicket = '';
  private userName = '';

  constructor(
    private readonly call: () => ApiCall,
    private readonly clearCaches: ClearCaches,
  ) {
    super();
  }

  get isSignedIn(): boolean {
    return Boolean(this.token);
  }

  get mustChangePassword(): boolean {
    return this.passwordTicket !== '';
  }

  private async cipher(password: string) {
    const { publicKey } = await this.call()(sessionApi.publicKey);
    return encryptPassword(publicKey, password);
  }

  /** Signs in; resolves true with a session, false when the password must be changed first. */
  async signIn(userName: string, password: string): Promise<boolean> {
    const body = { userName, password: await this.cipher(password) };
    const { token, passwordTicket } = await this.call()(sessionApi.login, { body });
    this.userName = userName;
    if (!token) {
      this.passwordTicket = passwordTicket ?? '';
      this.changed();
      return false;
    }
    this.passwordTicket = '';
    this.token = token;
    writeCookie(TOKEN_COOKIE, token, 1, 'Strict');
    this.changed();
    return true;
  }

  /** The first-sign-in change with the ticket, then a sign-in with the new password. */
  async changeFirstPassword(password: string): Promise<boolean> {
    const body = {
      userName: this.userName,
      ticket: this.passwordTicket,
      password: await this.cipher(password),
    };
    await this.call()(sessionApi.resetPwdFirst, { body });
    this.passwordTicket = '';
    return this.signIn(this.userName, password);
  }

  /** A tenant switch answered a new session: it replaces this one (the cookie too, so the console follows). */
  useToken(token: string) {
    this.token = token;
    this.info = undefined;
    writeCookie(TOKEN_COOKIE, token, 1, 'Strict');
    this.changed();
  }

  async loadInfo() {
    this.info = await this.call()(sessionApi.getInfo);
    this.changed();
    return this.info;
  }

  async signOut() {
    await this.call()(sessionApi.logout).catch(() => undefined);
    this.forget();
    await this.clearCaches().catch(() => undefined);
  }

  /** The server ended the session (or the user signed out): nothing of it stays in the page. */
  forget() {
    this.token = undefined;
    this.info = undefined;
    removeCookie(TOKEN_COOKIE, 'Strict');
    this.changed();
  }
}
