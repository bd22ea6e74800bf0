import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError } from '@shared/api/client';
import type { Translate } from '../../../app/model/ModelDeps';
import type { PasswordRule } from '@shared/api/modules/config/passwordRule';

/** What the sign-in page needs of the session. */
export interface SignInSession {
  login(
    userName: string,
    password: string,
  ): Promise<{ passwordTicket?: string; passwordRule?: PasswordRule }>;
  signInOptions(): Promise<{ isRegistrationOpen: boolean; isChatLoginOn: boolean }>;
}

/** Where the page goes after a submit. */
export type SignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'changePassword'; userName: string; ticket: string; rule?: PasswordRule }
  | undefined;

/**
 * The sign-in page (/login): user name and password with their required checks, the links the server turns on
 * (registration, chat sign-in), and the answer of the sign-in: signed in, a password to change first, or a
 * message above the form.
 */
export class LoginStore {
  userName = '';
  password = '';
  errors: { userName?: string; password?: string; form?: string } = {};
  isBusy = false;
  options = { isRegistrationOpen: false, isChatLoginOn: false };

  constructor(
    private readonly session: SignInSession,
    private readonly t: Translate,
  ) {
    makeObservable(this, {
      userName: observable,
      password: observable,
      errors: observableRef,
      isBusy: observable,
      options: observableRef,
      setUserName: action,
      setPassword: action,
      submit: action,
    });
  }

  /** Asks the server which links to offer; both stay off when it cannot say. */
  async start() {
    const options = await this.session.signInOptions();
    runInAction(() => (this.options = options));
  }

  setUserName(userName: string) {
    this.userName = userName;
  }

  setPassword(password: string) {
    this.password = password;
  }

  async submit(): Promise<SignInOutcome> {
    const userName = this.userName.trim();
    this.errors = {
      userName: userName ? undefined : this.t('login.userNameRequired'),
      password: this.password ? undefined : this.t('login.passwordRequired'),
    };
    if (this.errors.userName || this.errors.password) return undefined;
    this.isBusy = true;
    try {
      const { passwordTicket, passwordRule } = await this.session.login(userName, this.password);
      if (passwordTicket)
        return { kind: 'changePassword', userName, ticket: passwordTicket, rule: passwordRule };
      return { kind: 'signedIn' };
    } catch (error) {
      runInAction(() => {
        this.errors = { form: error instanceof ApiError ? error.message : this.t('common:http.systemError') };
        this.isBusy = false;
      });
      return undefined;
    }
  }
}
