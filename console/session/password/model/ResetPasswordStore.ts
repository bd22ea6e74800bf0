import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { encryptForServer } from '../../model/serverCipher';
import { PasswordRuleSource } from '../../model/PasswordRuleSource';
import {
  checkPasswordField,
  checkPasswordForm,
  type PasswordField,
  type PasswordForm,
  type PasswordMode,
} from '../../validators';

const EMPTY: PasswordForm = { originalPassword: '', password: '', passwordSecond: '', verification: '' };

/**
 * The reset-password dialog of console spec §2.9: the user's own password (with the current one), or the centre mode
 * with a verification code sent to the user. `errors` holds message keys of the console namespace. After a change
 * the button stays busy: the session ends (the dialog's `onChanged`).
 */
export class ResetPasswordStore {
  values: PasswordForm = EMPTY;
  errors: Partial<Record<PasswordField, string>> = {};
  isBusy = false;
  /** The rule of the user's tenant (system settings), shown under the field as the server words it. */
  readonly rule: PasswordRuleSource;

  constructor(
    private readonly deps: ModelDeps,
    readonly mode: PasswordMode,
    /** The signed-in user's name, sent with an own-password change. */
    private readonly userName: string | undefined,
  ) {
    this.rule = new PasswordRuleSource(deps);
    makeObservable<ResetPasswordStore, 'setBusy'>(this, {
      values: observableRef,
      errors: observableRef,
      isBusy: observable,
      set: action,
      blur: action,
      setBusy: action,
      submit: action,
    });
  }

  /** Reads the rule of the user's tenant, so the form checks what the server will. */
  loadRule(): Promise<void> {
    return this.rule.load('own');
  }

  set(field: PasswordField, value: string) {
    this.values = { ...this.values, [field]: value };
  }

  /** A field checked when it loses the focus. */
  blur(field: PasswordField) {
    this.errors = {
      ...this.errors,
      [field]: checkPasswordField(field, this.values, this.mode, this.rule.rule),
    };
  }

  /** Sends the verification code; true when it went out (then the resend countdown runs). */
  async sendCode(): Promise<boolean> {
    try {
      await this.deps.client.call(api.identity.sendVerification, { body: {} });
      this.deps.notify.success(this.deps.t('password.codeSent'));
      return true;
    } catch {
      return false; // the client already showed the server's message
    }
  }

  /** Checks every field, then changes the password (encrypted); true when the server took it. */
  async submit(): Promise<boolean> {
    const problems = checkPasswordForm(this.values, this.mode, this.rule.rule);
    this.errors = problems;
    if (Object.keys(problems).length) return false;
    this.setBusy(true);
    const { client } = this.deps;
    const { originalPassword, password, verification } = this.values;
    try {
      if (this.mode === 'self') {
        const [cipher, original] = await encryptForServer(client, password, originalPassword);
        await client.call(api.identity.resetPwdBySelf, {
          body: { userName: this.userName, password: cipher ?? '', originalPassword: original },
        });
      } else {
        const [cipher] = await encryptForServer(client, password);
        await client.call(api.identity.resetPwdBySelf, {
          body: { password: cipher ?? '', verifyCode: verification.trim() },
        });
      }
      this.deps.notify.success(this.deps.t('password.changed'));
      return true;
    } catch {
      this.setBusy(false);
      return false;
    }
  }

  private setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }
}
