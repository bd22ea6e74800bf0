import { Observable } from './Observable';
import type { SessionStore } from './SessionStore';

export type SignInField = 'userName' | 'password' | 'newPassword' | 'confirmPassword';

/**
 * The sign-in form: user name and password, then, when the server asks for it, the first-sign-in password
 * change. Empty fields and a mismatched confirmation are caught here; everything else (wrong password, locked
 * account, the tenant's password rule) is the server's answer, shown as it comes.
 */
export class SignInStore extends Observable {
  values: Record<SignInField, string> = { userName: '', password: '', newPassword: '', confirmPassword: '' };
  /** An i18n key of the `mobile` namespace, or the server's message. */
  error = '';
  isErrorKey = false;
  isBusy = false;

  constructor(private readonly session: SessionStore) {
    super();
  }

  set(field: SignInField, value: string) {
    this.values = { ...this.values, [field]: value };
    this.changed();
  }

  private fail(message: string, isKey: boolean) {
    this.error = message;
    this.isErrorKey = isKey;
    this.isBusy = false;
    this.changed();
    return false;
  }

  /** Resolves true once signed in. */
  async submit(): Promise<boolean> {
    if (this.isBusy) return false;
    const { userName, password, newPassword, confirmPassword } = this.values;
    const isChange = this.session.mustChangePassword;
    if (!isChange && (!userName.trim() || !password)) return this.fail('signIn.required', true);
    if (isChange && !newPassword) return this.fail('signIn.required', true);
    if (isChange && newPassword !== confirmPassword) return this.fail('signIn.mismatch', true);
    this.isBusy = true;
    this.error = '';
    this.changed();
    try {
      const isSignedIn = isChange
        ? await this.session.changeFirstPassword(newPassword)
        : await this.session.signIn(userName.trim(), password);
      this.isBusy = false;
      this.changed();
      return isSignedIn;
    } catch (error) {
      return this.fail((error as Error).message, false);
    }
  }
}
