import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { encryptForServer } from '../../../session/model/serverCipher';
import {
  checkEmail,
  checkNickName,
  checkPhone,
  checkUserName,
  PASSWORD_PATTERN,
} from '../../../session/validators';

export type RegisterField = 'userName' | 'nickName' | 'phonenumber' | 'email' | 'password' | 'passwordSecond';
type RegisterForm = Record<RegisterField, string>;

/** Each field's rule: a message key of the console namespace, or undefined. */
const CHECKS: Record<RegisterField, (value: string, all: RegisterForm) => string | undefined> = {
  userName: checkUserName,
  nickName: checkNickName,
  phonenumber: checkPhone,
  email: checkEmail,
  password: (v) =>
    !v.trim() ? 'password.newRequired' : PASSWORD_PATTERN.test(v) ? undefined : 'password.rule',
  passwordSecond: (v, all) =>
    !v ? 'password.confirmRequired' : v !== all.password ? 'password.mismatch' : undefined,
};
const FIELDS = Object.keys(CHECKS) as RegisterField[];

/**
 * Self-registration (/register): the fields with their rules (checked on blur and on submit; `errors` holds message
 * keys), and the sign-up with the password encrypted. A refusal shows above the form (`failure`), not as a toast.
 */
export class RegisterStore {
  values: RegisterForm = {
    userName: '',
    nickName: '',
    phonenumber: '',
    email: '',
    password: '',
    passwordSecond: '',
  };
  errors: Partial<Record<RegisterField, string>> = {};
  failure: string | undefined = undefined;
  isBusy = false;

  constructor(private readonly deps: ModelDeps) {
    makeObservable<RegisterStore, 'failed'>(this, {
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

  set(field: RegisterField, value: string) {
    this.values = { ...this.values, [field]: value };
  }

  blur(field: RegisterField) {
    this.errors = { ...this.errors, [field]: CHECKS[field](this.values[field], this.values) };
  }

  /** Checks every field, then registers; true when the account was made (the user is told, and signs in next). */
  async submit(): Promise<boolean> {
    const form = this.values;
    this.errors = Object.fromEntries(FIELDS.map((f) => [f, CHECKS[f](form[f], form)]));
    if (Object.values(this.errors).some(Boolean)) return false;
    this.isBusy = true;
    try {
      const [password] = await encryptForServer(this.deps.client, form.password);
      const body = {
        userName: form.userName.trim(),
        nickName: form.nickName,
        phonenumber: form.phonenumber,
        email: form.email,
        password: password ?? '',
      };
      await this.deps.client.call(api.shell.register, { body }, { silent: true });
      this.deps.notify.success(this.deps.t('register.done'));
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
