import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { encryptForServer } from '../../../session/model/serverCipher';
import { checkPasswordField, type PasswordForm } from '../../../session/validators';
import { PasswordRuleSource } from '../../../session/model/PasswordRuleSource';
import type { PasswordTicketState } from '../passwordTicket';

export type FirstPasswordField = 'password' | 'passwordSecond';
const FIELDS: FirstPasswordField[] = ['password', 'passwordSecond'];

/**
 * The password change a sign-in asks for (/resetPassword, an administrator set the password): the new password and
 * its confirmation (`errors` holds message keys), sent with the sign-in's one-time ticket. A refusal shows above the
 * form (`failure`).
 */
export class FirstPasswordStore {
  values: PasswordForm = { originalPassword: '', password: '', passwordSecond: '', verification: '' };
  errors: Partial<Record<FirstPasswordField, string>> = {};
  failure: string | undefined = undefined;
  isBusy = false;
  /** The rule of the account's tenant (system settings), answered by the sign-in with the ticket. */
  readonly rule: PasswordRuleSource;

  constructor(
    private readonly deps: ModelDeps,
    readonly ticket: PasswordTicketState,
  ) {
    this.rule = new PasswordRuleSource(deps);
    this.rule.use(ticket.rule);
    makeObservable<FirstPasswordStore, 'failed'>(this, {
      values: observableRef,
      errors: observableRef,
      failure: observable,
      isBusy: observable,
      set: action,
      blur: action,
      submit: action,
      failed: action,
    });
  }

  set(field: FirstPasswordField, value: string) {
    this.values = { ...this.values, [field]: value };
  }

  blur(field: FirstPasswordField) {
    this.errors = {
      ...this.errors,
      [field]: checkPasswordField(field, this.values, 'center', this.rule.rule),
    };
  }

  /** Checks both fields, then sets the password; true when the server took it (the user signs in again). */
  async submit(): Promise<boolean> {
    this.errors = Object.fromEntries(
      FIELDS.map((name) => [name, checkPasswordField(name, this.values, 'center', this.rule.rule)]),
    );
    if (Object.values(this.errors).some(Boolean)) return false;
    this.isBusy = true;
    try {
      const [password] = await encryptForServer(this.deps.client, this.values.password);
      await this.deps.client.call(
        api.session.resetPwdFirst,
        { body: { userName: this.ticket.userName, ticket: this.ticket.ticket, password: password ?? '' } },
        { silent: true },
      );
      this.deps.notify.success(this.deps.t('password.changed'));
      return true;
    } catch (error) {
      this.failed(error instanceof ApiError ? error.message : this.deps.t('common:http.systemError'));
      return false;
    }
  }

  private failed(message: string) {
    this.failure = message;
    this.isBusy = false;
  }
}
